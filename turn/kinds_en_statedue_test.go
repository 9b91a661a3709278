package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestStateSaidAsADuty says the state a thing is to be left in with a word
// of duty and "be" ("the blinds should be closed", "the curtains need to
// be opened", "the front door has to be locked"), with wake words and
// courtesies, of the demo home's covers and lock: the command that leaves
// it so; they were not understood. Opening the garage door and unlocking
// still ask. A question ("should the blinds be closed"), a statement ("the
// blinds are closed"), "not", and "it", which names nothing, do nothing.
func TestStateSaidAsADuty(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	duties := []string{"should be", "must be", "need to be", "needs to be", "has to be", "have to be", "ought to be"}
	type thing struct{ said, device string }
	covers := []thing{{"blinds", "cover.bedroom_blind"}, {"bedroom blinds", "cover.bedroom_blind"}, {"curtains", "cover.living_curtain"},
		{"living room curtain", "cover.living_curtain"}, {"shades", "cover.bedroom_blind"}}
	states := map[string]string{"closed": "close", "opened": "open", "shut": "close"}
	openers := []string{"", "hey google ", "alexa ", "um "}
	want := map[string]string{}
	for _, o := range openers {
		for _, d := range duties {
			for _, end := range []string{"", " please"} {
				for _, th := range covers {
					for st, cmd := range states {
						want[o+"the "+th.said+" "+d+" "+st+end] = fmt.Sprintf("planned: %s %s planned", th.device, cmd)
					}
				}
				want[o+"the front door "+d+" locked"+end] = "planned: lock.front_door lock planned"
				want[o+"the front door "+d+" unlocked"+end] = "confirm: lock.front_door unlock pending"
				want[o+"the garage door "+d+" opened"+end] = "confirm: cover.garage_door open pending"
				want[o+"the garage door "+d+" closed"+end] = "planned: cover.garage_door close planned"
			}
		}
	}
	if len(want) < 400 {
		t.Fatalf("%d wordings, want at least 400", len(want))
	}
	i := 0
	for text, w := range want {
		r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("sd%d", i), DryRun: true})
		if got := summary(r); got != w {
			t.Errorf("%q → %s (say %s), want %s", text, got, r.Say, w)
		}
		i++
	}
	for i, text := range []string{"should the blinds be closed", "the blinds are closed", "the blinds should not be closed",
		"it should be closed", "why should the blinds be closed", "the kitchen should be closed", "the front door should not be unlocked",
		"should the garage door be opened", "the garage door is opened"} {
		r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("nsd%d", i), DryRun: true})
		if got := summary(r); runs(got) || strings.Contains(got, "unlock") {
			t.Errorf("%q → %s (say %s), want nothing done", text, got, r.Say)
		}
	}
}
