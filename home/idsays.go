package home

import "strings"

// A device's id is words someone wrote too, most often what the device
// was called before it was named again: Home Assistant's entity id keeps
// the first name ("switch.garage_door") when the friendly name becomes
// "Relay 2", and its domain says what the entity is ("lock.porch",
// "valve.main", "water_heater.tank"). A hazard the id says is what the
// device is, as when a name or the type says it: renamed, a garage door
// relay would otherwise switch with no question.

// idSays is what the id says the device is: its domain (the words before
// the first dot) read as a type (hazardTypes), the rest read as its type
// words are (typeWords) by says.
func idSays(id string, says func(name string) Hazard) Hazard {
	domain, object, dotted := strings.Cut(id, ".")
	if !dotted {
		domain, object = "", id
	}
	h := hazardTypes[strings.ToLower(domain)]
	if w := typeWords(object); w != "" {
		h |= says(w)
	}
	return h
}
