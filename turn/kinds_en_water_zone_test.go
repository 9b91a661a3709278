package turn_test

import (
	"fmt"
	"strings"
	"testing"
)

// TestWaterAZone says "water" of a zone of the garden that is a device of
// its own ("water zone 2", "water the garden zone 3", "water the lawn zone
// 1 for 10 minutes") in a home whose watering is switches by zone: that
// zone is switched on, as "turn on garden zone 2" does; the zone was read
// into a sprinkler's name (“sprinkler zone 2”). "water the garden" with no
// sprinkler still finds none, and a zone the home lacks is not found.
func TestWaterAZone(t *testing.T) {
	generatedKinds(t)
	var ds strings.Builder
	for _, area := range []string{"Garden", "Lawn"} {
		for n := 1; n <= 3; n++ {
			fmt.Fprintf(&ds, "  - {id: switch.%s%d, name: %s zone %d, room: yard, type: switch, tags: [irrigation], capabilities: [onoff], state: {\"on\": false}}\n",
				strings.ToLower(area), n, area, n)
		}
	}
	e := eveningEngine(t, "zones.yaml", "rooms:\n  - {id: yard, name: Yard}\ndevices:\n"+ds.String())
	want := map[string]func(string) bool{}
	for _, area := range []string{"garden", "lawn"} {
		for n := 1; n <= 3; n++ {
			on := sameAs(t, e, fmt.Sprintf("turn on %s zone %d", area, n))
			for _, f := range []string{"water the %s zone %d", "water %s zone %d", "please water the %s zone %d", "water the %s zone %d now"} {
				want[fmt.Sprintf(f, area, n)] = on
			}
			want[fmt.Sprintf("water the %s zone %d for 10 minutes", area, n)] = sameAs(t, e, fmt.Sprintf("turn on %s zone %d for 10 minutes", area, n))
		}
	}
	want["water zones 1 and 2"] = func(got string) bool { return !runs(got) || strings.Count(got, " on ") == 2 }
	want["water the garden"] = func(got string) bool { return !runs(got) }
	want["water the garden zone 7"] = func(got string) bool { return !runs(got) }
	askAll(t, e, want, "water a zone")
}
