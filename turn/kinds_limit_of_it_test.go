package turn_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	"edge/home/hometest"
	"edge/turn"
)

// TestLimitOfItInCondition: a command of "it" or "them" after a state
// condition ("if the kitchen light is off turn it on", "if the bedroom
// lights are on turn them off") acts on the condition's devices, and a
// place or an exception said of "it" still limits them: "… turn it on in
// the garage" acts on nothing of another room, "… turn them off except
// the bedside lamp" never on the bedside lamp. Both were dropped: the
// condition's devices were acted on whatever was said after them.
func TestLimitOfItInCondition(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	h := hometest.Load(t, "demo")
	ask := func(text string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: "limit " + text, DryRun: true})
	}
	n := 0
	for _, d := range h.Devices {
		if !slices.Contains(d.Capabilities, "onoff") || d.Type == "alarm" {
			continue
		}
		name := strings.ToLower(d.Name)
		for _, room := range h.Rooms {
			if room.ID == d.Room {
				continue
			}
			where := strings.ToLower(room.Name)
			for _, f := range []string{"if the %n is off turn it on in the %r", "if the %n is on turn it off in the %r",
				"if the %n is not on please switch it on in the %r", "if the %n is on turn it off except the %r"} {
				text := strings.NewReplacer("%n", name, "%r", where).Replace(f)
				n++
				r := ask(text)
				if strings.Contains(f, "in the") {
					if len(r.Actions) > 0 {
						t.Errorf("%q: %s, want nothing done: %s is not in the %s", text, summary(r), d.Name, where)
					}
					continue
				}
				plain, _, _ := strings.Cut(text, " except")
				if want := summary(ask(plain)); summary(r) != want {
					t.Errorf("%q: %s, want %s as %q: the %s holds none of them", text, summary(r), want, plain, where)
				}
			}
		}
	}
	names := map[string]string{}
	for _, d := range h.Devices {
		names[d.ID] = strings.ToLower(d.Name)
	}
	for _, x := range []string{"bedside lamp", "reading lamp", "bedroom ceiling light"} {
		for _, f := range []string{"if the bedroom lights are on turn them off except the %x", "if the lights in the bedroom are off turn them on but not the %x"} {
			text := strings.ReplaceAll(f, "%x", x)
			n++
			r := ask(text)
			for _, a := range r.Actions {
				if names[a.Device] == x {
					t.Errorf("%q: %s, want nothing done to the %s", text, summary(r), x)
				}
			}
		}
	}
	if n < 300 {
		t.Errorf("%d utterances, want at least 300", n)
	}
}
