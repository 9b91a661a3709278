package turn_test

import (
	"fmt"
	"strings"
	"testing"
)

// TestNameNumberBeforeAValue says a name with a number ("Bedroom Light 2",
// "Fan 3", "AC 4"), the number in digits or words from 1 to 12, followed
// by a value (a percentage, a colour, degrees, a named speed) with every
// verb. Where the home has a device of that name, it alone is set; where
// it has none, nothing acts: the number was dropped and every light of
// the room was set. A number right before an amount, "two" too ("bedroom
// light two 50%"), is the name's: one command sets one value.
func TestNameNumberBeforeAValue(t *testing.T) {
	generatedKinds(t)
	const have = 4
	var home strings.Builder
	home.WriteString("rooms:\n  - {id: bedroom, name: Bedroom}\n  - {id: office, name: Office}\ndevices:\n")
	for n := 1; n <= have; n++ {
		fmt.Fprintf(&home, "  - {id: light.bedroom_%d, name: Bedroom Light %d, room: bedroom, type: light, capabilities: [onoff, brightness, color], state: {\"on\": false, brightness: 50, color: white}}\n", n, n)
		fmt.Fprintf(&home, "  - {id: fan.fan_%d, name: Fan %d, room: office, type: fan, capabilities: [onoff, fan_speed], state: {\"on\": false, speed: 0}}\n", n, n)
		fmt.Fprintf(&home, "  - {id: climate.ac_%d, name: AC %d, room: office, type: climate, capabilities: [onoff, thermostat, temperature], state: {\"on\": false, target_temperature: 24, mode: cool, temperature: 26}}\n", n, n)
	}
	home.WriteString("  - {id: light.nightstand, name: Nightstand, room: bedroom, type: light, capabilities: [onoff, brightness, color], state: {\"on\": false, brightness: 50, color: white}}\n")
	words := []string{"", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"}
	type family struct {
		name, id string
		verbs    []string
		values   map[string]string // said → the args planned
	}
	families := []family{
		{"bedroom light", "light.bedroom_%d", []string{"set the %s %s", "dim %s %s", "turn the %s %s", "make the %s %s"},
			map[string]string{"to 20%": "brightness=20", "to 50 percent": "brightness=50", "at 30%": "brightness=30"}},
		{"bedroom light", "light.bedroom_%d", []string{"set the %s %s", "turn the %s %s", "make %s %s"},
			map[string]string{"50%": "brightness=50", "30 percent": "brightness=30"}},
		{"bedroom light", "light.bedroom_%d", []string{"set the %s %s", "turn the %s %s", "make the %s %s", "make %s %s"},
			map[string]string{"to blue": "color=blue", "red": "color=red", "to max": "brightness=100"}},
		{"ac", "climate.ac_%d", []string{"set the %s %s", "turn the %s %s", "make the %s %s"},
			map[string]string{"to 22 degrees": "temperature=22", "to 21": "temperature=21", "at 23 degrees": "temperature=23", "24 degrees": "temperature=24"}},
		{"fan", "fan.fan_%d", []string{"set the %s %s", "turn the %s %s", "set %s %s"},
			map[string]string{"to 40 percent": "speed=40", "at 60%": "speed=60", "to high": "speed=100", "to low": "speed=33", "70 percent": "speed=70"}},
	}
	want := map[string]func(string) bool{}
	for n := 1; n <= 12; n++ {
		for _, said := range []string{fmt.Sprint(n), words[n]} {
			for _, f := range families {
				for _, v := range f.verbs {
					for value, args := range f.values {
						text := fmt.Sprintf(v, f.name+" "+said, value)
						if n > have {
							want[text] = func(got string) bool { return !runs(got) }
							continue
						}
						want[text] = is(fmt.Sprintf("planned: %s set %s planned", fmt.Sprintf(f.id, n), args))
					}
				}
			}
		}
	}
	if len(want) < 1000 {
		t.Errorf("%d wordings, want at least 1000", len(want))
	}
	e := eveningEngine(t, "numbered.yaml", home.String())
	askAll(t, e, want, "a name's number before a value")
	never := map[string]func(string) bool{}
	for _, text := range []string{"set the bedroom light to 20%", "make the bedroom light blue"} {
		never[text] = func(got string) bool { return strings.Count(got, "light.") == have+1 }
	}
	for _, text := range []string{"is bedroom light 7 at 50%", "is the fan 9 at 40%", "set the kitchen one to 50%", "set that one to 20%", "lamp two to 20%"} {
		never[text] = func(got string) bool { return !runs(got) }
	}
	askAll(t, e, never, "no name's number before a value")
}
