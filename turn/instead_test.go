package turn_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"edge/home"
	"edge/home/hometest"
	"edge/turn"
)

// TestCorrectionPutsBack switches each light of the demo home on and off
// and puts the command right with another light, in every opener of a
// correction ("no, the …", "i meant the …", 不对，是…, 我说的是…): the light
// switched is switched back before the other is switched, where it was
// in the other state before; a light already so stays as it is. A
// follow-up that adds ("what about the …", "… too", …呢) puts nothing
// back.
func TestCorrectionPutsBack(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	on := demoOn(t)
	var lights []home.Device
	for _, d := range hometest.Load(t, "demo").Devices {
		if d.Type == "light" && len(chineseNames(d)) > 0 {
			lights = append(lights, d)
		}
	}
	type form struct {
		first, fix  string // one %s each: the name
		zh, instead bool
	}
	forms := []form{
		{"turn %s the %s", "no, the %s", false, true}, {"switch %s the %s", "i meant the %s", false, true},
		{"turn %s the %s", "sorry, the %s", false, true}, {"turn the %[2]s %[1]s", "oops wrong one, the %s", false, true},
		{"turn %s the %s", "no, not that one, the %s", false, true},
		{"turn %s the %s", "what about the %s", false, false}, {"turn %s the %s", "and the %s too", false, false},
		{"%s%s", "不对，是%s", true, true}, {"%s%s", "我说的是%s", true, true}, {"%s%s", "错了错了，%s", true, true},
		{"%s%s", "%s呢", true, false}, {"%s%s", "%s也是", true, false},
	}
	n, back := 0, 0
	for i, d := range lights {
		other := lights[(i+1)%len(lights)]
		for _, to := range []bool{true, false} {
			for _, f := range forms {
				verb, name, fixed := map[bool]string{true: "on", false: "off"}[to], strings.ToLower(d.Name), strings.ToLower(other.Name)
				if f.zh {
					verb, name, fixed = map[bool]string{true: "打开", false: "关掉"}[to], chineseNames(d)[0], chineseNames(other)[0]
				}
				first, fix := fmt.Sprintf(f.first, verb, name), fmt.Sprintf(f.fix, fixed)
				n++
				s := fmt.Sprintf("pb%d", n)
				if r := ask(first, s); len(r.Actions) != 1 || r.Actions[0].Device != d.ID {
					continue // said of several, or asked: not this kind
				}
				r := ask(fix, s)
				got := slices.ContainsFunc(r.Actions, func(a turn.Action) bool { return a.Device == d.ID })
				want := f.instead && on[d.ID] != to
				if got != want || !slices.ContainsFunc(r.Actions, func(a turn.Action) bool { return a.Device == other.ID }) {
					t.Errorf("%q, then %q: %s, want %s put back: %v", first, fix, planned(r), d.ID, want)
				}
				if got {
					back++
					if a := r.Actions[0]; a.Device != d.ID || a.Command != map[bool]string{true: "off", false: "on"}[to] {
						t.Errorf("%q, then %q: %s, want %s switched back first", first, fix, planned(r), d.ID)
					}
				}
			}
		}
	}
	if n < 200 || back < 40 {
		t.Fatalf("%d corrections said, %d put back", n, back)
	}
}

// TestCorrectionPutsBackWhatRan: on a home that runs its calls, the
// light a command switched is switched back by the correction, and one
// it found already so is left; a correction of a command still asked
// about (a yes awaited) puts nothing back, and nothing that is not a
// switch (a curtain opened) is closed again.
func TestCorrectionPutsBackWhatRan(t *testing.T) {
	e, _, _ := demo(t)
	run(t, e, "switched", []step{
		{"turn on the hall light", "", "done: light.hall on done"},
		{"i meant the landing light", "", "done: light.hall off done, light.landing on done"},
	})
	run(t, e, "already", []step{
		{"turn on the kitchen light", "", "done: light.kitchen on done"},
		{"no, the landing light", "", "done: light.landing on done"},
	})
	run(t, e, "asked", []step{
		{"open the garage door", "", "confirm: cover.garage_door open pending"},
		{"no, the living room curtain", "", "done: cover.living_curtain open done"},
	})
	run(t, e, "curtain", []step{
		{"close the living room curtain", "", "done: cover.living_curtain close done"},
		{"i meant the bedroom blinds", "", "done: cover.bedroom_blind close done"},
	})
}
