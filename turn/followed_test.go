package turn_test

import (
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// followCmd is a command said first, and the same command said directly
// of each target (verb holds one %s for it).
type followCmd struct {
	first, verb string
	targets     []string
}

// followedAsSaid checks that each form (one %s for a target) said after
// each command's first, in a session of its own, plans what the command
// said directly of the target plans, and returns how many it checked.
func followedAsSaid(t *testing.T, ask func(text, session string) turn.Result, cmds []followCmd, forms []string) int {
	t.Helper()
	return saidAfter(t, ask, cmds, forms, false)
}

// correctedAsSaid is followedAsSaid of corrections: what each first
// switched from the other state is switched back before (putBackBefore).
func correctedAsSaid(t *testing.T, ask func(text, session string) turn.Result, cmds []followCmd, forms []string) int {
	t.Helper()
	return saidAfter(t, ask, cmds, forms, true)
}

// saidAfter is followedAsSaid, of corrections with instead.
func saidAfter(t *testing.T, ask func(text, session string) turn.Result, cmds []followCmd, forms []string, instead bool) int {
	t.Helper()
	n := 0
	for _, c := range cmds {
		for _, tg := range c.targets {
			want := planned(ask(fmt.Sprintf(c.verb, tg), "direct"))
			if !strings.HasPrefix(want, "planned: ") {
				t.Fatalf("%q: %s", fmt.Sprintf(c.verb, tg), want)
			}
			for _, f := range forms {
				n++
				s := fmt.Sprintf("s%d", n)
				first := ask(c.first, s)
				text := fmt.Sprintf(f, tg)
				want := want
				if instead {
					want = putBackBefore(t, first, want)
				}
				if got := planned(ask(text, s)); got != want {
					t.Errorf("%q after %q:\n got %s\nwant %s", text, c.first, got, want)
				}
			}
		}
	}
	return n
}

// nothingBefore checks that each form said of a target with no command
// before it does nothing.
func nothingBefore(t *testing.T, ask func(text, session string) turn.Result, forms []string, target string) {
	t.Helper()
	for _, f := range forms {
		text := fmt.Sprintf(f, target)
		if r := ask(text, "fresh"+f); len(r.Actions) > 0 {
			t.Errorf("%q with nothing before: %s, want nothing done", text, planned(r))
		}
	}
}
