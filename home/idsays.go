package home

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A device's id is words someone wrote too, most often what the device
// was called before it was named again: Home Assistant's entity id keeps
// the first name ("switch.garage_door") when the friendly name becomes
// "Relay 2", and its domain says what the entity is ("lock.porch",
// "valve.main", "water_heater.tank"). A hazard the id says is what the
// device is, as when a name or the type says it: renamed, a garage door
// relay would otherwise switch with no question.

// idSays is what the id says the device is: its domain (the words before
// the first dot) read as a type (hazardTypes), the rest read as its type
// words are (typeWords) by says, without its numbers and the letters
// alone they leave ("switch.relay_2", "light.kitchen_3_lamp",
// "switch.0x00158d0001a2b3c4"): they say no hazard, and an id made its
// own by them alone is read once, not once a device (says keeps what it
// read).
func idSays(id string, says func(name string) Hazard) Hazard {
	domain, words := idName(id)
	h := hazardTypes[strings.ToLower(domain)]
	if words != "" {
		h |= says(words)
	}
	return h
}

// idName is an id's domain (before its first dot; none without one) and
// the words of the rest (idWords).
func idName(id string) (domain, words string) {
	domain, object, dotted := strings.Cut(id, ".")
	if !dotted {
		domain, object = "", id
	}
	return domain, idWords(object)
}

// idWords is typeWords of an id's object with its digits as separators
// and no word of one letter.
func idWords(object string) string {
	ws := strings.Fields(typeWords(strings.Map(func(r rune) rune {
		if unicode.IsDigit(r) {
			return ' '
		}
		return r
	}, object)))
	ws = slices.DeleteFunc(ws, func(w string) bool { return utf8.RuneCountInString(w) < 2 })
	return strings.Join(ws, " ")
}
