package turn_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// TestNameBeginsWithComparison says a name that begins with a word of
// comparison ("Under Cabinet", "Over Sink", "Above Bed", "Below Shelf")
// is found when said, with an article or none, with a class word after
// it or none, its direction before or after: it was not understood.
// "Under Sink" and "Over Sink" are never taken for each other. So are
// names that begin with another word of function: a direction ("Down
// Lights", "Up Light", "Off-Grid Battery"), a preposition ("In Wall",
// "Behind TV", "Around Pool").
func TestNameBeginsWithComparison(t *testing.T) {
	generatedKinds(t)
	cmps := []string{"Under", "Over", "Above", "Below"}
	things := []string{"Cabinet", "Sink", "Bed", "Shelf", "Desk"}
	var home strings.Builder
	home.WriteString("rooms:\n  - {id: kitchen, name: Kitchen}\ndevices:\n")
	for _, c := range cmps {
		for _, th := range things {
			fmt.Fprintf(&home, "  - {id: light.%s_%s, name: %s %s, room: kitchen, type: light, capabilities: [onoff, brightness], state: {\"on\": false, brightness: 50}}\n",
				strings.ToLower(c), strings.ToLower(th), c, th)
		}
	}
	frames := []string{"%v the %n", "%v %n", "%n %d", "%v the %n lights", "%v the %n light", "%n lights %d", "please %v the %n lamp"}
	dirs := map[string]string{"turn on": "on", "switch off": "off", "turn off": "off"}
	want := map[string]func(string) bool{}
	for _, c := range cmps {
		for _, th := range things {
			id := "light." + strings.ToLower(c) + "_" + strings.ToLower(th)
			name := strings.ToLower(c + " " + th)
			for v, d := range dirs {
				for _, f := range frames {
					text := strings.NewReplacer("%v", v, "%n", name, "%d", d).Replace(f)
					want[text] = is(fmt.Sprintf("planned: %s %s planned", id, d))
				}
			}
			want["dim the "+name+" lights to 30%"] = is(fmt.Sprintf("planned: %s set brightness=30 planned", id))
		}
	}
	if len(want) < 300 {
		t.Errorf("%d wordings, want at least 300", len(want))
	}
	askAll(t, eveningEngine(t, "cmpnames.yaml", home.String()), want, "a name that begins with a word of comparison")
	others := map[string]string{"In Wall": "light", "On Air Sign": "light", "Around Pool": "light", "By Stairs": "light", "Down Lights": "light",
		"Up Light": "light", "Behind TV": "light", "Between Beams": "light", "Back Porch": "light", "Off-Grid Battery": "outlet"}
	var other strings.Builder
	other.WriteString("rooms:\n  - {id: kitchen, name: Kitchen}\n  - {id: garden, name: Garden}\ndevices:\n")
	want = map[string]func(string) bool{}
	for name, kind := range others {
		id := kind + "." + strings.NewReplacer(" ", "_", "-", "_").Replace(strings.ToLower(name))
		fmt.Fprintf(&other, "  - {id: %s, name: %s, room: kitchen, type: %s, capabilities: [onoff, brightness], state: {\"on\": false, brightness: 50}}\n", id, name, kind)
		for v, d := range dirs {
			for _, f := range []string{"%v the %n", "%n %d", "please %v the %n", "turn the %n %d"} {
				if f == "%n %d" && slices.Contains([]string{"In", "Around", "By"}, strings.Fields(name)[0]) {
					continue // "in wall on" is asked about: "in kitchen lights on" is a place
				}
				text := strings.NewReplacer("%v", v, "%n", strings.ToLower(name), "%d", d).Replace(f)
				want[text] = is(fmt.Sprintf("planned: %s %s planned", id, d))
			}
		}
	}
	others2 := eveningEngine(t, "others.yaml", other.String())
	askAll(t, others2, want, "a name that begins with another word of function")
	askAll(t, others2, map[string]func(string) bool{
		"turn down the lights": confirms,
		"turn the lights down": confirms,
		"turn down lights":     confirms,
		// a word said before a class word ("wall" of "wall plug") is
		// no plug: the name that holds it
		"turn on wall":    is("planned: light.in_wall on planned"),
		"turn on in wall": is("planned: light.in_wall on planned"),
	}, "a direction that is no name's")
}
