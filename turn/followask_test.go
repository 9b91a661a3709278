package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// planned is what a result would do, whatever the state it found: each
// action's device, command and arguments.
func planned(r turn.Result) string {
	var acts []string
	for _, a := range r.Actions {
		acts = append(acts, fmt.Sprintf("%s %s %v", a.Device, a.Command, a.Args))
	}
	return r.Outcome + ": " + strings.Join(acts, ", ")
}

// TestCorrectionOpeners: every way of putting the last command right or
// asking for it elsewhere ("i meant the bedside one", "sorry, the …",
// "make it the …", "what about the …"), after every command, does that
// command on what is named, as the command said with it does.
func TestCorrectionOpeners(t *testing.T) {
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	openers := []string{"i meant", "i mean", "i said", "sorry,", "sorry i meant", "oops,", "wrong one,", "make it", "make that",
		"what about", "how about", "no, i meant", "and what about"}
	cmds := []struct {
		first, verb string
		targets     []string
	}{
		{"turn on the study lamp", "turn on", []string{"the bedside lamp", "the hall light", "the reading lamp"}},
		{"turn off the kitchen light", "turn off", []string{"the bedside lamp", "the hall light", "the reading lamp"}},
		{"dim the study lamp to 30 percent", "dim %s to 30 percent", []string{"the bedside lamp", "the dining light", "the kitchen light"}},
	}
	n := 0
	for _, c := range cmds {
		for _, tg := range c.targets {
			direct := c.verb + " " + tg
			if strings.Contains(c.verb, "%s") {
				direct = fmt.Sprintf(c.verb, tg)
			}
			want := planned(e.Ask(context.Background(), turn.Request{Text: direct, Session: "direct", DryRun: true}))
			if !strings.HasPrefix(want, "planned: ") {
				t.Fatalf("%q: %s", direct, want)
			}
			for _, o := range openers {
				n++
				s := fmt.Sprintf("s%d", n)
				first := ask(c.first, s)
				text := o + " " + tg
				want := want
				if !strings.Contains(o, "about") {
					want = putBackBefore(t, first, want) // what about …: more, not instead
				}
				if r := ask(text, s); planned(r) != want {
					t.Errorf("%q after %q:\n got %s %q\nwant %s", text, c.first, planned(r), r.Say, want)
				}
			}
		}
	}
	if n < 100 {
		t.Errorf("%d ways, want at least 100", n)
	}
	for _, text := range []string{"make it brighter", "make it the brightest"} {
		e.Ask(context.Background(), turn.Request{Text: "turn on the study lamp", Session: "x" + text, DryRun: true})
		r := e.Ask(context.Background(), turn.Request{Text: text, Session: "x" + text, DryRun: true})
		if len(r.Actions) != 1 || r.Actions[0].Device != "light.study_lamp" {
			t.Errorf("%q: %s, want a change to the study lamp", text, planned(r))
		}
	}
	for _, o := range openers {
		r := e.Ask(context.Background(), turn.Request{Text: o + " the bedside lamp", Session: "fresh" + o, DryRun: true})
		if len(r.Actions) > 0 {
			t.Errorf("%q with nothing before: %s, want nothing done", o+" the bedside lamp", planned(r))
		}
	}
}

// TestQuestionFollowUps: a question, then only another target ("and the
// hall?", "the hall too", "what about the living room", 客厅呢), asks
// the same question of it, and answers as the question said with it does
// (without its "yes" or "no" where the follow-up asked none), and does
// nothing.
func TestQuestionFollowUps(t *testing.T) {
	e, _, _ := demo(t)
	cases := []struct {
		first, direct string
		follows       []string
	}{
		{"is the kitchen light on", "is the hall light on", []string{"and the hall light?", "the hall light too", "what about the hall light", "how about the hall light", "and the hall light"}},
		{"what is the temperature in the bedroom", "what is the temperature in the living room",
			[]string{"and in the living room?", "what about the living room", "how about in the living room", "and the living room", "the living room too"}},
		{"卧室温度多少", "客厅温度多少", []string{"客厅呢", "客厅呢？", "那客厅呢", "客厅的呢"}},
		{"厨房灯开着吗", "门厅灯开着吗", []string{"门厅灯呢", "门厅灯呢？", "那门厅灯呢"}},
	}
	n := 0
	for _, c := range cases {
		want := e.Ask(context.Background(), turn.Request{Text: c.direct, Session: "direct"})
		if want.Outcome != turn.Answer {
			t.Fatalf("%q: %s", c.direct, planned(want))
		}
		for _, f := range c.follows {
			n++
			s := fmt.Sprintf("q%d", n)
			e.Ask(context.Background(), turn.Request{Text: c.first, Session: s})
			got := e.Ask(context.Background(), turn.Request{Text: f, Session: s})
			if got.Outcome != turn.Answer || len(got.Actions) > 0 || !strings.HasSuffix(want.Say, got.Say) {
				t.Errorf("%q after %q: %s %q, want the answer %q", f, c.first, planned(got), got.Say, want.Say)
			}
		}
	}
}
