package home

import "strings"

// A scene's name says what it does: "Open the garage", "Unlock front",
// "Gas on", 打开车库门. A relay or an outlet it switches, named plainly
// ("Relay one"), is what the scene's name says it works: activating the
// scene switched it with no question, though the words said a garage
// door, a lock or the gas. A device whose type says a thing of its own
// keeps what its type says, as with WorkedSays.

// SceneSays makes each device of a type that says no thing of its own
// also what the names of the scenes that command it say they do (done:
// lang.HazardsDone), and what the names of the groups that hold it say
// working them does (a group called "Open the garage", 打开燃气, which
// Classify reads as instructions that say nothing). Classify the home
// first.
func SceneSays(h *Home, done func(names ...string) []string) {
	byID := map[string]*Device{}
	for i := range h.Devices {
		byID[h.Devices[i].ID] = &h.Devices[i]
	}
	grouped := groupSays(h, func(name string) Hazard { return ParseHazards(done(name)) })
	for id, hz := range grouped {
		if d := byID[id]; d != nil && generic[strings.ToLower(d.Type)] {
			d.GroupSays |= hz
			d.hazards, d.classified = d.Hazards()|hz, true
		}
	}
	for _, s := range h.Scenes {
		hz := ParseHazards(done(append([]string{s.Name}, s.Aliases...)...))
		if hz == 0 {
			continue
		}
		for _, a := range s.Actions {
			d := byID[a.Device]
			if d == nil || !generic[strings.ToLower(d.Type)] {
				continue
			}
			d.SceneSays |= hz
			d.hazards, d.classified = d.Hazards()|hz, true
		}
	}
}
