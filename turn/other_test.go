package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestOtherOne: "the other one", "no, the other one", "not that one",
// 另一个, 不对，另一个, 不是这个 said right after a question of which was
// answered by one of its candidates is the command answered on the one
// left, through the gate as said by name (the gas valve asks its yes,
// even said to the yes the first choice asked for); where more than one
// was left it asks which of them, and said after anything else, or a turn
// later, nothing is done. They were not understood.
func TestOtherOne(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	en := []string{"the other one", "no the other one", "no, the other one", "the other", "other one", "not that one", "no not that one",
		"not this one", "the other one please", "i meant the other one", "no, i meant the other one", "the other one instead"}
	zh := []string{"另一个", "另外一个", "不对，另一个", "是另一个", "另一台", "另外那个", "不是这个", "不是那个", "另一个吧", "不是这个，另一个"}
	convs := []struct {
		said, chose, other string
		words              []string
	}{
		{"turn on the ac", "the bedroom one", "climate.living_ac", en},
		{"turn off the ac", "the living room one", "climate.bedroom_ac", en},
		{"turn on the fan", "the bathroom one", "fan.living", en},
		{"open the valve", "the garden one", "valve.gas", en},
		{"打开空调", "卧室的", "climate.living_ac", zh},
		{"关掉空调", "客厅的", "climate.bedroom_ac", zh},
		{"打开风扇", "客厅的", "fan.bathroom", zh},
		{"打开阀门", "花园的", "valve.gas", zh},
		{"打开阀门", "厨房的", "valve.garden", zh},
	}
	n := 0
	for _, c := range convs {
		for _, w := range c.words {
			n++
			s := fmt.Sprintf("other%d", n)
			if r := ask(c.said, s); r.Outcome != turn.Clarify {
				t.Fatalf("%q: %s, want which asked", c.said, planned(r))
			}
			first := ask(c.chose, s)
			if len(first.Actions) != 1 || first.Actions[0].Device == c.other {
				t.Fatalf("%q after %q: %s, want one other than %s", c.chose, c.said, planned(first), c.other)
			}
			r := ask(w, s)
			hazard := c.other == "valve.gas" || c.other == "valve.garden"
			switch {
			case len(r.Actions) != 1 || r.Actions[0].Device != c.other:
				t.Errorf("%q after %q, %q: %s, want %s", w, c.said, c.chose, planned(r), c.other)
			case hazard && (r.Outcome != turn.Confirm || r.Actions[0].Status != turn.StatusPending):
				t.Errorf("%q after %q, %q: %s, want a yes asked for %s", w, c.said, c.chose, planned(r), c.other)
			case !hazard && r.Outcome != turn.Planned:
				t.Errorf("%q after %q, %q: %s, want %s done", w, c.said, c.chose, planned(r), c.other)
			}
		}
	}
	if n < 90 {
		t.Errorf("%d conversations, want at least 90", n)
	}
	// three candidates: which of the two left is asked.
	for i, w := range []string{"the other one", "not that one", "另一个"} {
		s := fmt.Sprintf("three%d", i)
		ask("turn on the lamp", s)
		ask("the study one", s)
		if r := ask(w, s); r.Outcome != turn.Clarify || len(r.Options) != 2 || len(r.Actions) > 0 {
			t.Errorf("%q after a choice of three: %s %d options, want which of two asked", w, planned(r), len(r.Options))
		}
	}
	// nothing chosen the turn before: nothing is done.
	for i, before := range [][]string{{}, {"turn on the tv"}, {"turn on the ac", "the bedroom one", "turn off the tv"},
		{"打开风扇", "客厅的", "谢谢"}, {"打开空调"}, {"unlock the front door"}, {"打开风扇", "客厅的", "另一个"}} {
		for _, w := range []string{"the other one", "not that one", "另一个", "不是这个"} {
			s := fmt.Sprintf("none%d%s", i, w)
			for _, b := range before {
				ask(b, s)
			}
			if r := ask(w, s); len(r.Actions) > 0 {
				t.Errorf("%q after %q: %s, want nothing done", w, before, planned(r))
			}
		}
	}
}
