package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/home"
	"edge/home/hometest"
	"edge/lang"
	"edge/turn"
)

// TestRoomAloneGuarded: a verb of several kinds of action said of a place
// and nothing in it ("open the kitchen", "close the hall", 打开厨房) never
// reaches a lock, a valve, a garage door or an alarm of the place, for
// every room of the home and every such verb; a thing named still does
// ("open the garage door", "close the gas valve"), and a room whose name
// is a class word names it ("open the garage").
func TestRoomAloneGuarded(t *testing.T) {
	h := hometest.Load(t, "demo")
	e, _, _ := demo(t)
	guard := map[string]bool{}
	for _, d := range h.Devices {
		if d.Hazards()&^home.Heat != 0 {
			guard[d.ID] = true
		}
	}
	n := 0
	for _, r := range h.Rooms {
		names := append([]string{r.Name}, r.Aliases...)
		for _, name := range names {
			if c, _ := lang.ClassOf(strings.ToLower(name)); c != "" {
				continue // "open the garage" names its door
			}
			for _, form := range []string{"open the %s", "close the %s", "shut the %s", "open up the %s", "打开%s", "关上%s"} {
				text := fmt.Sprintf(form, name)
				n++
				res := e.Ask(context.Background(), turn.Request{Text: text, Session: text, DryRun: true})
				for _, a := range res.Actions {
					if guard[a.Device] {
						t.Errorf("%q: %s, a guarded device reached by its room alone", text, summary(res))
					}
				}
			}
		}
	}
	if n < 60 {
		t.Errorf("%d ways, want at least 60", n)
	}
	for text, want := range map[string]string{"open the garage door": "cover.garage_door open", "close the gas valve": "valve.gas close"} {
		res := e.Ask(context.Background(), turn.Request{Text: text, Session: "named " + text, DryRun: true})
		if len(res.Actions) != 1 || res.Actions[0].Device+" "+res.Actions[0].Command != want {
			t.Errorf("%q: %s, want %s", text, summary(res), want)
		}
	}
}
