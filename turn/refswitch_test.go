package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestOpenCloseItSwitched: "close it", "open them" said after a command
// or a question about what only switches (a light, the tv, a fan, an air
// conditioner) switch it off and on, as "turn it off" and "close the tv"
// do: edge asked
// about another device near it that opens, closes or locks ("Did you mean
// Front door lock?" after the hall light, the gas valve after the
// kitchen's, the curtain after the tv). After what opens, they open and
// close it still; after a plug, they act on nothing unasked.
func TestOpenCloseItSwitched(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	targets := []string{"the hall light", "the tv", "the living room fan", "the bedroom ac", "the study lamp", "the lights in the kitchen", "the landing light"}
	firsts := []string{"turn on %s", "turn off %s", "switch %s on", "is %s on"}
	forms := map[string][]string{
		"off": {"close it", "close it please", "ok close it", "now close it", "close them", "um close it"},
		"on":  {"open it", "open it please", "ok open it", "now open it", "open them", "open it again"},
	}
	n := 0
	for _, tg := range targets {
		for dir, fs := range forms {
			for _, first := range firsts {
				if strings.HasPrefix(first, "is") && strings.HasPrefix(tg, "the lights") {
					first = "are %s on"
				}
				first = fmt.Sprintf(first, tg)
				ask(first, "direct"+first)
				want := planned(ask("turn it "+dir, "direct"+first))
				if !strings.HasPrefix(want, "planned: ") {
					t.Fatalf("turn it %s after %q: %s", dir, first, want)
				}
				for _, f := range fs {
					n++
					s := fmt.Sprintf("s%d", n)
					ask(first, s)
					if got := planned(ask(f, s)); got != want {
						t.Errorf("%q after %q:\n got %s\nwant %s", f, first, got, want)
					}
				}
			}
		}
	}
	// what opens is opened and closed; a plug is left as said
	for first, want := range map[string]string{
		"open the living room curtain": "cover.living_curtain close", "close the garage door": "cover.garage_door close",
		"turn on the kettle": "", "turn off the reading lamp": "",
	} {
		n++
		s := fmt.Sprintf("s%d", n)
		ask(first, s)
		got := planned(ask("close it", s))
		if want == "" && strings.Contains(got, " map[") || want != "" && !strings.Contains(got, want) {
			t.Errorf("%q after %q: %s, want %q", "close it", first, got, want)
		}
	}
	if n < 200 {
		t.Errorf("%d conversations, want at least 200", n)
	}
}
