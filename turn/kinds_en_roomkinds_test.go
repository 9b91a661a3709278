package turn_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"edge/turn"
)

// roomKinds is a home with several rooms of a kind, each called by the
// kind's word in its name or an alias, and one room of a kind alone.
const roomKinds = `name: Room kinds
rooms:
  - {id: master, name: Master bedroom, aliases: [bedroom]}
  - {id: guest, name: Guest room, aliases: [guest bedroom]}
  - {id: kids, name: Kids room, aliases: [kids bedroom]}
  - {id: main_bath, name: Main bathroom}
  - {id: ensuite, name: En-suite, aliases: [ensuite bathroom]}
  - {id: study, name: Study}
  - {id: upper_study, name: Upper study}
  - {id: kitchen, name: Kitchen}
devices:
  - {id: light.master, name: Master bedroom light, room: master, type: light, capabilities: [onoff, brightness]}
  - {id: light.master_lamp, name: Master bedside lamp, room: master, type: light, capabilities: [onoff, brightness]}
  - {id: light.guest, name: Guest room light, room: guest, type: light, capabilities: [onoff, brightness]}
  - {id: light.kids, name: Kids room light, room: kids, type: light, capabilities: [onoff, brightness]}
  - {id: light.main_bath, name: Main bathroom light, room: main_bath, type: light, capabilities: [onoff, brightness]}
  - {id: light.ensuite, name: En-suite light, room: ensuite, type: light, capabilities: [onoff, brightness]}
  - {id: light.study, name: Study light, room: study, type: light, capabilities: [onoff, brightness]}
  - {id: light.upper_study, name: Upper study light, room: upper_study, type: light, capabilities: [onoff, brightness]}
  - {id: light.kitchen, name: Kitchen light, room: kitchen, type: light, capabilities: [onoff, brightness]}
`

// TestRoomKindInThePlural: a kind of room said in the plural ("turn off
// the lights in the bedrooms", "dim the lights in both bathrooms", "the
// lights in all the studies") reaches every room called by that word, in
// its name or an alias: it reached the one room called so alone. Said in
// the singular, it is that room, as before.
func TestRoomKindInThePlural(t *testing.T) {
	e := eveningEngine(t, "kinds.yaml", roomKinds)
	kinds := map[string][]string{
		"bedroom":  {"light.guest", "light.kids", "light.master", "light.master_lamp"},
		"bathroom": {"light.ensuite", "light.main_bath"},
		"study":    {"light.study", "light.upper_study"},
	}
	plural := map[string]string{"bedroom": "bedrooms", "bathroom": "bathrooms", "study": "studies"}
	n := 0
	for kind, want := range kinds {
		for _, f := range []string{"turn off the lights in the %s", "turn on the lights in all the %s", "please dim the lights in the %s", "switch off all the lights in both %s"} {
			text := fmt.Sprintf(f, plural[kind])
			n++
			r := e.Ask(context.Background(), turn.Request{Text: text, Session: text, DryRun: true})
			var got []string
			for _, a := range r.Actions {
				got = append(got, a.Device)
			}
			slices.Sort(got)
			if r.Outcome != turn.Planned || !slices.Equal(got, want) {
				t.Errorf("%q: %s, want %s", text, summary(r), strings.Join(want, ", "))
			}
		}
	}
	for text, want := range map[string]string{
		"turn off the lights in the bedroom":  "planned: light.master off planned, light.master_lamp off planned",
		"turn off the lights in the kitchens": "planned: light.kitchen off planned",
	} {
		if got := summary(e.Ask(context.Background(), turn.Request{Text: text, Session: text, DryRun: true})); got != want {
			t.Errorf("%q: %s, want %s", text, got, want)
		}
	}
	if n < 12 {
		t.Errorf("%d commands, want at least 12", n)
	}
}
