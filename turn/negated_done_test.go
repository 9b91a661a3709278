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

// TestNegatedAfterDone switches each light of the demo home on and off,
// then says the command not to be done ("don't turn it off", "actually,
// don't turn it on", 别关, 不要开了): what the command switched from the
// other state is switched back; a light that was already so is told it
// will not be ("OK, I won't turn off Hall light."), where it was told so
// of a light the command had switched.
func TestNegatedAfterDone(t *testing.T) {
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
		first, not string // %[1]s the verb, %[2]s the name
		zh         bool
	}
	forms := []form{
		{"turn %s the %s", "don't turn it %s", false}, {"switch %s the %s", "actually, don't turn it %s", false},
		{"turn the %[2]s %[1]s", "no, don't turn it %s", false}, {"turn %s the %s", "do not switch it %s please", false},
		{"%s%s", "别%s", true}, {"%s%s", "不要%s了", true}, {"把%[2]s%[1]s", "别%s了", true},
	}
	n, back := 0, 0
	for i, d := range lights {
		for _, to := range []bool{true, false} {
			f := forms[(i*2+map[bool]int{true: 0, false: 1}[to])%len(forms)]
			for _, f := range []form{f, forms[(i+3)%len(forms)]} {
				verb, name := map[bool]string{true: "on", false: "off"}[to], strings.ToLower(d.Name)
				if f.zh {
					verb, name = map[bool]string{true: "开", false: "关"}[to], chineseNames(d)[0]
				}
				first, not := fmt.Sprintf(f.first, verb, name), fmt.Sprintf(f.not, verb)
				if f.zh {
					first = fmt.Sprintf(f.first, map[bool]string{true: "打开", false: "关掉"}[to], name)
				}
				n++
				s := fmt.Sprintf("neg%d", n)
				if r := ask(first, s); len(r.Actions) != 1 || r.Actions[0].Device != d.ID {
					t.Errorf("%q: %s, want %s switched", first, planned(r), d.ID)
					continue
				}
				r := ask(not, s)
				want := "cancelled: "
				if on[d.ID] != to {
					want, back = fmt.Sprintf("planned: %s %s map[]", d.ID, map[bool]string{true: "off", false: "on"}[to]), back+1
				}
				if got := planned(r); got != want {
					t.Errorf("%q, then %q: %s %q, want %s", first, not, got, r.Say, want)
				}
			}
		}
	}
	if n < 40 || back < 15 {
		t.Fatalf("%d said, %d switched back", n, back)
	}
}

// TestNegatedAfterDoneUnswitched: said not to be done after a command
// that was done on what does not switch (a curtain opened, a garage door
// or the gas valve opened after their yes), it is said that it cannot be
// undone, and nothing is done: it said "OK, I won't open Gas valve." of
// a valve just opened. Said while the yes is still asked, it cancels.
func TestNegatedAfterDoneUnswitched(t *testing.T) {
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	cases := []struct {
		said []string
		not  string
	}{
		{[]string{"open the living room curtain"}, "don't open it"},
		{[]string{"open the garage door", "yes"}, "don't open the garage door"},
		{[]string{"打开燃气阀", "确认"}, "别开"},
		{[]string{"把客厅窗帘打开"}, "别开了"},
	}
	for _, c := range cases {
		s := "unsw " + c.not
		for _, said := range c.said {
			ask(said, s)
		}
		r := ask(c.not, s)
		if want := lang.Detect(c.not).Undo().Answer; len(r.Actions) > 0 || r.Say != want {
			t.Errorf("%v, then %q: %s %q, want %q", c.said, c.not, planned(r), r.Say, want)
		}
		s = "asked " + c.not
		ask(c.said[0], s)
		if r := ask(c.not, s); len(r.Actions) > 0 && r.Outcome != turn.Cancelled || r.Outcome != turn.Cancelled && len(c.said) > 1 {
			t.Errorf("%q, then %q: %s %q, want it cancelled", c.said[0], c.not, planned(r), r.Say)
		}
	}
}
