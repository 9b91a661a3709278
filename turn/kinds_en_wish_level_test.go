package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestEnglishLevelOfARoomThatOnlySwitches says a room of the demo home,
// whose light only switches, to be too dark or too bright, with several
// frames: switching the room's light is asked, as 卫生间太暗了 is, and a yes
// switches it alone; never the bathroom fan, never "no device can". A
// room whose light dims keeps raising it; a complaint of the sound stays
// not understood.
func TestEnglishLevelOfARoomThatOnlySwitches(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	rooms := map[string]struct{ light, id string }{
		"bathroom": {"Bathroom light", "light.bathroom"}, "garage": {"Garage light", "light.garage"},
		"garden": {"Garden lights", "light.garden"}, "landing": {"Landing light", "light.landing"},
		"stairs": {"Landing light", "light.landing"},
	}
	frames := []string{"it's too %s in the %s", "it is way too %s in the %s", "its too %s in the %s", "the %s is too %s",
		"it's a bit too %s in the %s", "hey, it's too %s in the %s"}
	levels := map[string]string{"dark": "on", "dim": "on", "bright": "off"}
	n := 0
	for room, l := range rooms {
		for level, dir := range levels {
			for _, f := range frames {
				text := fmt.Sprintf(f, level, room)
				if strings.HasPrefix(f, "the ") {
					text = fmt.Sprintf(f, room, level)
				}
				n++
				sess := fmt.Sprintf("lv%d", n)
				r := e.Ask(context.Background(), turn.Request{Text: text, Session: sess, DryRun: true})
				got := summary(r)
				verb := map[string]string{"on": "Turn on ", "off": "Turn off "}[dir]
				if runs(got) || r.Outcome != "clarify" || !strings.Contains(r.Say, verb+l.light) || len(r.Options) != 1 {
					t.Errorf("%q → %s %q, want %s asked", text, got, r.Say, verb+l.light)
					continue
				}
				yes := e.Ask(context.Background(), turn.Request{Text: "yes", Session: sess, DryRun: true})
				if got := summary(yes); got != "planned: "+l.id+" "+dir+" planned" {
					t.Errorf("%q then yes: %s, want %s %s alone", text, got, l.id, dir)
				}
			}
		}
	}
	if n < 80 {
		t.Errorf("%d utterances, want at least 80", n)
	}
	for text, want := range map[string]string{
		"it's too dark in the kitchen": "planned: light.kitchen set planned", "it's too loud in the bathroom": "not_understood: ",
	} {
		r := e.Ask(context.Background(), turn.Request{Text: text, Session: text, DryRun: true})
		if got := summary(r); got != want {
			t.Errorf("%q → %s (say %s), want %s", text, got, r.Say, want)
		}
	}
}
