package turn_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"edge/home/hometest"
)

// toiletHome has a bathroom and a toilet of its own.
const toiletHome = `
rooms:
  - {id: bathroom, name: Bathroom}
  - {id: wc, name: Toilet}
devices:
  - {id: light.bathroom, name: Bathroom light, room: bathroom, type: light, capabilities: [onoff], state: {"on": false}}
  - {id: light.wc, name: Light, room: wc, type: light, capabilities: [onoff], state: {"on": false}}
`

// TestToiletIsTheBathroom says every device of the demo home's bathroom
// that switches, with the toilet or the WC for its room ("turn off the
// toilet light", "turn on the fan in the wc", "toilet light off"): it is
// the bathroom's, as "turn off the bathroom light" does; it was a name not
// found. A home with a toilet of its own keeps the word for it.
func TestToiletIsTheBathroom(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "wc")
	for _, d := range hometest.Load(t, "demo").Devices {
		if d.Room != "bathroom" || !slices.Contains(d.Capabilities, "onoff") {
			continue
		}
		thing := strings.TrimPrefix(strings.ToLower(d.Name), "bathroom ")
		for _, room := range []string{"toilet", "wc", "water closet"} {
			for _, dir := range []string{"on", "off"} {
				plain := fmt.Sprintf("turn %s the bathroom %s", dir, thing)
				for _, frame := range []string{"turn %[1]s the %[2]s %[3]s", "turn %[1]s the %[3]s in the %[2]s", "%[2]s %[3]s %[1]s",
					"please switch %[1]s the %[2]s %[3]s", "turn the %[2]s %[3]s %[1]s"} {
					s.same(fmt.Sprintf(frame, dir, room, thing), plain)
				}
			}
		}
	}
	if s.n < 50 {
		t.Errorf("%d utterances, want at least 50", s.n)
	}
	askAll(t, eveningEngine(t, "toilet.yaml", toiletHome), map[string]func(string) bool{
		"turn on the toilet light":        is("planned: light.wc on planned"),
		"turn on the light in the toilet": is("planned: light.wc on planned"),
		"turn on the bathroom light":      is("planned: light.bathroom on planned"),
	}, "a toilet of its own")
}
