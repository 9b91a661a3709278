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

// TestUndoSwitchesBack switches each light of the demo home on and off,
// then asks to undo it in every way the packs list ("undo", "put it back",
// 撤销, 恢复原样): the light is switched back where the command switched
// it from the other state, and a light already so, or a value set, is
// answered as before (nothing is done).
func TestUndoSwitchesBack(t *testing.T) {
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
	n, back := 0, 0
	for _, code := range []string{"en", "zh"} {
		undos := lang.For(code).Undo().Says
		for i, d := range lights {
			for _, to := range []bool{true, false} {
				first := fmt.Sprintf("turn %s the %s", map[bool]string{true: "on", false: "off"}[to], strings.ToLower(d.Name))
				if code == "zh" {
					first = map[bool]string{true: "打开", false: "关掉"}[to] + chineseNames(d)[0]
				}
				undo := undos[(i*2+len(first))%len(undos)]
				n++
				s := fmt.Sprintf("undo%d", n)
				if r := ask(first, s); len(r.Actions) != 1 {
					continue
				}
				r := ask(undo, s)
				want := "not_understood: "
				if on[d.ID] != to {
					want = fmt.Sprintf("planned: %s %s map[]", d.ID, map[bool]string{true: "off", false: "on"}[to])
					back++
				}
				if got := planned(r); got != want {
					t.Errorf("%q, then %q: %s %q, want %s", first, undo, got, r.Say, want)
				}
			}
		}
		for _, undo := range undos {
			s := "set " + undo
			ask("set the kitchen light to 30", s)
			if r := ask(undo, s); len(r.Actions) > 0 {
				t.Errorf("%q after a value set: %s, want nothing done", undo, planned(r))
			}
		}
	}
	if n < 40 || back < 15 {
		t.Fatalf("%d undos said, %d switched back", n, back)
	}
}

// TestUndoSwitchesBackWhatRan: on a home that runs its calls, "undo"
// switches back the lights a command switched, not one already so.
func TestUndoSwitchesBackWhatRan(t *testing.T) {
	e, _, _ := demo(t)
	run(t, e, "undo", []step{
		{"turn on the lights in the bedroom", "", "done: light.bedroom_main on done, light.bedside on done, switch.reading_lamp on done"},
		{"undo", "", "done: light.bedside off done, switch.reading_lamp off done"},
	})
}
