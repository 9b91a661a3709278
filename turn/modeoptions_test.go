package turn_test

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"edge/turn"
)

// TestModeOptionsCanTakeIt: a mode said as a setting of 'it', of a room or
// of nothing named ("set it to heat", "switch to heat", "set heat mode",
// "put the bedroom on cool") after a command on a light, or with nothing
// before, offers or acts on only the devices whose own modes hold that
// mode: the bedroom's humidifier, whose modes are auto, sleep and
// continuous, was offered beside the air conditioner ("Which one: Bedroom
// AC or Bedroom humidifier?"). A mode the humidifier has ("set it to
// auto") still offers it.
func TestModeOptionsCanTakeIt(t *testing.T) {
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	before := [][]string{{}, {"turn on the bedroom light"}, {"turn off the bedroom light"}, {"turn on the bedside lamp"},
		{"dim the bedroom light"}, {"turn on the reading lamp"}}
	modes := []string{"heat", "cool"}
	forms := []string{"set it to %s", "set it to %s mode", "put it on %s", "switch to %s", "set %s mode", "change it to %s",
		"set the bedroom to %s", "put the bedroom on %s", "switch the bedroom to %s mode", "set the mode to %s please"}
	n := 0
	for _, b := range before {
		for _, mode := range modes {
			for _, f := range forms {
				n++
				s := fmt.Sprintf("o%d", n)
				for _, said := range b {
					ask(said, s)
				}
				w := fmt.Sprintf(f, mode)
				r := ask(w, s)
				for _, o := range r.Options {
					if o.ID == "humidifier.bedroom" {
						t.Errorf("%q after %q: offered the humidifier, which has no %s mode: %q", w, b, mode, r.Say)
					}
				}
				for _, a := range r.Actions {
					if a.Device != "climate.bedroom_ac" && a.Device != "climate.living_ac" || a.Args["mode"] != mode {
						t.Errorf("%q after %q: %s, want at most an air conditioner set to %s", w, b, planned(r), mode)
					}
				}
			}
		}
	}
	kept := 0
	for _, b := range before[1:] {
		n++
		s := fmt.Sprintf("o%d", n)
		ask(b[0], s)
		r := ask("set it to auto", s)
		if !slices.ContainsFunc(r.Options, func(o turn.Option) bool { return o.ID == "humidifier.bedroom" }) {
			t.Errorf("%q after %q: %q, want the humidifier (auto is its mode) among the options", "set it to auto", b, r.Say)
		}
		kept++
	}
	if n < 60 || kept < 5 {
		t.Errorf("%d conversations, %d that keep the humidifier: want at least 60 and 5", n, kept)
	}
}
