package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestReferenceInPlace: "it", "them", "that" or "this" said with a place, after a command
// on a thing of one room or on a group, is what was acted on there (for
// every first command, wording and place): in another room than the
// thing's it acts on nothing, where it acted on the thing elsewhere
// ("turn it off in the study" after the kitchen light turned the kitchen
// light off, and "turn that off in the bedroom" every device there); in
// the thing's room it is the thing, and of a group its
// members in that room, where it was every member.
func TestReferenceInPlace(t *testing.T) {
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	firsts := []struct{ text, room, id string }{
		{"turn on the kitchen light", "kitchen", "light.kitchen"},
		{"turn on the study lamp", "study", "light.study_lamp"},
		{"turn on the dining light", "dining room", "light.dining"},
		{"turn on the bedside lamp", "bedroom", "light.bedside"},
		{"turn on the kids room light", "kids room", "light.kids"},
	}
	wordings := []string{"turn it off in the %s", "switch it off in the %s", "dim it in the %s", "turn it back off in the %s",
		"turn that off in the %s please", "switch this off in the %s", "turn them off in the %s"}
	n := 0
	for _, f := range firsts {
		for _, w := range wordings {
			for _, other := range firsts {
				n++
				s := fmt.Sprintf("s%d", n)
				ask(f.text, s)
				text := fmt.Sprintf(w, other.room)
				r := ask(text, s)
				for _, a := range r.Actions {
					if a.Device != f.id || other.room != f.room {
						t.Errorf("%q after %q: %s, want nothing but %s and only there", text, f.text, planned(r), f.id)
						break
					}
				}
				if other.room == f.room && r.Outcome != turn.Planned {
					t.Errorf("%q after %q: %s, want %s", text, f.text, planned(r), f.id)
				}
			}
		}
	}
	if n < 100 {
		t.Errorf("%d ways, want at least 100", n)
	}
	ask("turn on the upstairs lights", "group")
	r := ask("turn them off in the bedroom", "group")
	for _, a := range r.Actions {
		if !strings.HasPrefix(a.Device, "light.bed") && a.Device != "switch.reading_lamp" {
			t.Errorf("'turn them off in the bedroom' after the upstairs lights: %s, want the bedroom's", planned(r))
		}
	}
	if len(r.Actions) == 0 {
		t.Errorf("'turn them off in the bedroom' after the upstairs lights: %s, want the bedroom's", planned(r))
	}
}
