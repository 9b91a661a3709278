package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestWholeHomeFollowUp: a follow-up or a correction that names the whole
// home and no kind of thing ("the whole house too", "and the entire
// house", "i meant the whole house"), after a command on one kind of
// thing, for every command and wording of a list, is that kind of thing
// everywhere, as "all the lights" says: "turn off the hall light", then
// "the whole house too", asked to turn off every device of the home; so
// in Chinese (关掉门厅灯, then 全屋), where it was "nothing to answer". With
// no command before, nothing is done.
func TestWholeHomeFollowUp(t *testing.T) {
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	cmds := []struct{ first, all string }{
		{"turn off the hall light", "turn off all the lights"},
		{"turn on the kitchen light", "turn on all the lights"},
		{"switch off the bathroom fan", "switch off all the fans"},
		{"turn off the bedroom ac", "turn off every ac"},
		{"close the living room curtain", "close all the curtains"},
		{"lock the front door", "lock all the locks"},
		{"dim the study lamp to 30 percent", "dim all the lights to 30 percent"},
	}
	wordings := []string{"the whole house too", "the whole house", "the entire house as well", "the whole home too", "and the whole house",
		"the whole flat too", "the house too", "i meant the whole house", "no, the whole house", "what about the whole house"}
	n := 0
	for _, c := range cmds {
		want := planned(ask(c.all, "all"+c.all))
		for _, w := range wordings {
			n++
			s := fmt.Sprintf("s%d", n)
			ask(c.first, s)
			if got := planned(ask(w, s)); got != want {
				t.Errorf("%q after %q:\n got %s\nwant %s", w, c.first, got, want)
			}
		}
	}
	for _, c := range []struct{ first, all string }{{"关掉门厅灯", "把所有的灯都关掉"}, {"打开厨房灯", "把所有的灯都打开"}, {"关掉排气扇", "关掉所有的风扇"}} {
		want := planned(ask(c.all, "all"+c.all))
		for _, w := range []string{"全屋", "整个家", "整个房子"} {
			n++
			s := fmt.Sprintf("s%d", n)
			ask(c.first, s)
			if got := planned(ask(w, s)); got != want {
				t.Errorf("%q after %q:\n got %s\nwant %s", w, c.first, got, want)
			}
		}
	}
	if n < 50 {
		t.Errorf("%d conversations, want at least 50", n)
	}
	for _, w := range wordings {
		if r := ask(w, "fresh"+w); len(r.Actions) > 0 {
			t.Errorf("%q with nothing before: %s, want nothing done", w, planned(r))
		}
	}
}

// TestWholeHomeAlone: the whole home said alone, with nothing asked and no
// command before ("home", "the whole house", "i got home"), names no
// device: it is not understood, and nothing is asked. "home" asked "Turn
// Bedroom AC, Living room AC, … on or off?".
func TestWholeHomeAlone(t *testing.T) {
	s := newSaidOnDemo(t, "home alone")
	var said []string
	for _, w := range []string{"home", "house", "whole house", "entire home", "flat", "apartment"} {
		said = append(said, w, "the "+w, "the "+w+" please", "i got "+w, "we got "+w, "just got "+w)
	}
	said = append(said, "家里", "全屋", "整个家", "我到家了")
	for _, text := range said {
		if r := s.ask(text); r.Outcome != turn.NotUnderstood || len(r.Options) > 0 {
			t.Errorf("%q: %s %q, want not understood", text, r.Outcome, r.Say)
		}
	}
}
