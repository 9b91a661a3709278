package turn_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"edge/turn"
)

// TestCountOfNothingNamed says a count with no name ("两个都关", "三个都开",
// "两台全关了吧", "turn both off"), with nothing asked and nothing done
// before, names no device and does nothing: read as all alone it asked
// to switch the whole home (the oven, the kettle and the heater behind
// one yes). After a command on as many devices it is those; asked which
// of as many, it is all of them, as before; asked which of more, it asks
// again (it took them all).
func TestCountOfNothingNamed(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	n := 0
	ask := func(text, session string) turn.Result {
		n++
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	counts := []string{"两个", "三个", "两台", "两盏", "四个"}
	alls := []string{"都", "全", "全都", "统统"}
	verbs := []string{"关", "开", "关了吧", "打开", "关掉", "开一下", "给我关了"}
	for _, c := range counts {
		for _, a := range alls {
			for _, v := range verbs {
				text := c + a + v
				if r := ask(text, "none"+text); r.Outcome != turn.NotUnderstood || len(r.Actions) > 0 {
					t.Errorf("%q with nothing before: %s %s (%s), want nothing done", text, r.Outcome, planned(r), r.Say)
				}
			}
		}
	}
	for _, text := range []string{"turn both off", "turn off both", "both on", "switch both on please"} {
		if r := ask(text, "none"+text); r.Outcome != turn.NotUnderstood || len(r.Actions) > 0 {
			t.Errorf("%q with nothing before: %s %s (%s), want nothing done", text, r.Outcome, planned(r), r.Say)
		}
	}
	// after a command on two: those two
	for i, first := range []string{"打开客厅主灯和厨房灯", "把客厅主灯和厨房灯打开", "客厅主灯厨房灯都开一下"} {
		for j, then := range []string{"两个都关", "两个都关掉吧", "两盏都关了", "两个全关"} {
			s := fmt.Sprintf("after%d-%d", i, j)
			ask(first, s)
			r := ask(then, s)
			var got []string
			for _, a := range r.Actions {
				got = append(got, a.Device+" "+a.Command)
			}
			slices.Sort(got)
			if want := []string{"light.kitchen off", "light.living_main off"}; !slices.Equal(got, want) {
				t.Errorf("%q after %q: %s %v (%s), want %v", then, first, r.Outcome, got, r.Say, want)
			}
		}
	}
	// asked which of two air conditioners: both
	for i, then := range []string{"两个都关", "两台都关", "两个都关了吧", "两台全关"} {
		s := fmt.Sprintf("ac%d", i)
		ask("关掉空调", s)
		r := ask(then, s)
		if got := planned(r); !strings.Contains(got, "climate.bedroom_ac off") || !strings.Contains(got, "climate.living_ac off") || len(r.Actions) != 2 {
			t.Errorf("%q asked which air conditioner: %s %s, want both off", then, r.Outcome, got)
		}
	}
	// asked which of nine rooms: which two is not said
	for i, then := range []string{"两个都关", "三个都关", "两个全关了", "turn both off"} {
		s := fmt.Sprintf("rooms%d", i)
		first := "关灯"
		if strings.HasPrefix(then, "turn") {
			first = "turn off the lights"
		}
		ask(first, s)
		if r := ask(then, s); r.Outcome != turn.Clarify || len(r.Actions) > 0 {
			t.Errorf("%q asked which room: %s %s, want the question again", then, r.Outcome, planned(r))
		}
	}
	if n < 150 {
		t.Errorf("%d turns, want at least 150", n)
	}
}
