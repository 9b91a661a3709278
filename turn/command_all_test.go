package turn_test

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"edge/turn"
)

// TestWholeCommandAllOf: all of what was asked about, said to a question
// of which one part of a command of several asked ("turn on the desk lamp
// and the ac" → which air conditioner? → "turn them both on", "turn both
// on", "both", "all of them", 两个都, 都要, 两个都开; or all but some:
// "all except the bedroom", 除了卧室都开) does the whole command: the
// other part as said, the part asked about on all of them (but those).
// "turn them both on" was not understood, and "turn both on" and 两个都开
// did the part asked about alone, the lamp dropped; "all except the
// bedroom" and 除了卧室都开 dropped it too. A command of another verb
// ("turn them both off" to a command that switched on) is asked again,
// nothing done.
func TestWholeCommandAllOf(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	others := []struct{ en, zh, device string }{
		{"the desk lamp", "台灯", "light.study_lamp"}, {"the tv", "电视", "media.living_tv"},
		{"the kitchen light", "厨房灯", "light.kitchen"}, {"the hall light", "门厅灯", "light.hall"},
	}
	type frame struct{ said, cmd, en, zh string }
	frames := func(en, zh string) []frame {
		return []frame{
			{"turn on " + en + " and the ac", "on", "on", "开"}, {"turn off the ac and " + en, "off", "off", "关"},
			{"switch on " + en + " and the ac please", "on", "on", "开"}, {zh + "和空调都打开", "on", "on", "开"},
			{"关掉空调和" + zh, "off", "off", "关"},
		}
	}
	// answers of all of them, by the frame's words of direction
	every := func(f frame) []string {
		return []string{
			"both", "all of them", "both of them please", "turn them both " + f.en, "turn both " + f.en,
			"switch them all " + f.en, "两个都", "都要", "两个都" + f.zh, "都" + f.zh + "吧",
		}
	}
	but := func(f frame) []string {
		return []string{"all except the bedroom", "except the bedroom one", "除了卧室都" + f.zh}
	}
	other := map[string]string{"on": "off", "off": "on"}
	n := 0
	session := func() string { n++; return fmt.Sprintf("all%d", n) }
	check := func(said, answer string, want []string) {
		t.Helper()
		s := session()
		if r := ask(said, s); r.Outcome != turn.Clarify || len(r.Actions) > 0 {
			t.Fatalf("%q: %s, want which asked", said, planned(r))
		}
		r := ask(answer, s)
		got := devicesOf(r)
		slices.Sort(got)
		slices.Sort(want)
		if r.Outcome != turn.Planned || !slices.Equal(got, want) {
			t.Errorf("%q, %q: %s, want %v", said, answer, planned(r), want)
		}
	}
	for _, o := range others {
		for _, f := range frames(o.en, o.zh) {
			for _, a := range every(f) {
				check(f.said, a, []string{o.device + " " + f.cmd, "climate.bedroom_ac " + f.cmd, "climate.living_ac " + f.cmd})
			}
			for _, a := range but(f) {
				check(f.said, a, []string{o.device + " " + f.cmd, "climate.living_ac " + f.cmd})
			}
			for _, a := range []string{"turn them both " + other[f.cmd], "switch them all " + other[f.cmd]} {
				s := session()
				ask(f.said, s)
				if r := ask(a, s); r.Outcome != turn.Clarify || len(r.Actions) > 0 {
					t.Errorf("%q, %q: %s, want the question again", f.said, a, planned(r))
				}
			}
		}
	}
	if n < 250 {
		t.Errorf("%d conversations, want at least 250", n)
	}
	// "them both" where three were offered: which two is asked again.
	for _, said := range []string{"turn on the tv and the lamp", "turn on the lamp and the tv"} {
		for _, a := range []string{"turn them both on", "turn both on", "两个都开"} {
			s := session()
			ask(said, s)
			if r := ask(a, s); r.Outcome != turn.Clarify || len(r.Actions) > 0 {
				t.Errorf("%q, %q of three lamps: %s, want the question again", said, a, planned(r))
			}
		}
	}
	// a hazard among the parts asks its yes for all of them.
	s := session()
	ask("unlock the front door and turn on the ac", s)
	if r := ask("turn them both on", s); r.Outcome != turn.Confirm || len(r.Actions) != 3 {
		t.Fatalf("unlock the front door and turn on the ac, turn them both on: %s, want a yes asked for all", planned(r))
	}
	if r := ask("yes", s); r.Outcome != turn.Planned || len(r.Actions) != 3 {
		t.Errorf("…, yes: %s, want the door and both air conditioners", planned(r))
	}
}
