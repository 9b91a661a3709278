package turn_test

import (
	"fmt"
	"strings"
	"testing"
)

// TestNameNumberSaidAsWord says a name with a number ("Lamp 1", "Zone 3",
// "Bedroom Light 1") is found when the number is said as a word ("lamp
// one", "zone three"), before or after its room, with every verb: "one"
// was a name not found, while "two" worked. "The one in the study", "the
// study one", "this one" and "one of the lamps" keep their meaning: never
// a device by its number.
func TestNameNumberSaidAsWord(t *testing.T) {
	generatedKinds(t)
	bases := map[string]string{"Lamp": "lamp", "Zone": "zone", "Bedroom Light": "bedroomlight", "Desk Lamp": "desklamp", "Spot": "spot"}
	rooms := map[string]string{"Lamp": "study", "Zone": "garden", "Bedroom Light": "bedroom", "Desk Lamp": "study", "Spot": "garden"}
	words := []string{"zero", "one", "two", "three"}
	var home strings.Builder
	home.WriteString("rooms:\n  - {id: study, name: Study}\n  - {id: garden, name: Garden}\n  - {id: bedroom, name: Master Bedroom}\n  - {id: hall, name: Hall}\ndevices:\n")
	for base, id := range bases {
		for n := 1; n <= 3; n++ {
			fmt.Fprintf(&home, "  - {id: light.%s_%d, name: %s %d, room: %s, type: light, capabilities: [onoff, brightness], state: {\"on\": false, brightness: 50}}\n", id, n, base, n, rooms[base])
		}
	}
	frames := []string{"%v the %n", "%v %n", "%n %d", "%v the %n in the %r", "%v the %n please", "could you %v the %n"}
	dirs := map[string]string{"turn on": "on", "switch off": "off", "turn off": "off", "switch on": "on"}
	want := map[string]func(string) bool{}
	for base, id := range bases {
		for n := 1; n <= 3; n++ {
			name := strings.ToLower(base) + " " + words[n]
			for v, d := range dirs {
				for _, f := range frames {
					text := strings.NewReplacer("%v", v, "%n", name, "%d", d, "%r", strings.ReplaceAll(rooms[base], "bedroom", "master bedroom")).Replace(f)
					want[text] = is(fmt.Sprintf("planned: light.%s_%d %s planned", id, n, d))
				}
			}
			if n == 1 {
				want[fmt.Sprintf("set the %s to 20%%", name)] = is(fmt.Sprintf("planned: light.%s_%d set brightness=20 planned", id, n))
			}
		}
	}
	if len(want) < 300 {
		t.Errorf("%d wordings, want at least 300", len(want))
	}
	e := eveningEngine(t, "numbered.yaml", home.String())
	askAll(t, e, want, "a number said as a word in a name")
	never := map[string]func(string) bool{}
	for _, r := range []string{"study", "garden", "hall"} {
		for _, text := range []string{"turn on the one in the %s", "turn on the %s one", "turn on one in the %s", "turn off the one in the %s"} {
			never[fmt.Sprintf(text, r)] = func(got string) bool { return !runs(got) }
		}
	}
	never["turn on this one"] = func(got string) bool { return !runs(got) }
	never["turn on that one"] = func(got string) bool { return !runs(got) }
	never["turn on one of the lamps"] = func(got string) bool { return strings.HasPrefix(got, "clarify:") }
	askAll(t, eveningEngine(t, "numbered.yaml", home.String()), never, "one that is no number of a name")
}
