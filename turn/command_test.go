package turn_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"edge/turn"
)

// devicesOf are the device and command of each action of a result, in
// order.
func devicesOf(r turn.Result) []string {
	var out []string
	for _, a := range r.Actions {
		out = append(out, a.Device+" "+a.Command)
	}
	return out
}

// TestWholeCommandAnswered: a command of two parts where one part asks
// which of two air conditioners ("turn on the desk lamp and the ac",
// 台灯和空调都打开, "turn on the heat": on, and the heat mode) does every
// part when the question is answered: the part asked about on the one
// chosen, the rest as it was said. The rest was dropped: the lamp was not
// switched, the heat mode not set. Both parts asking are asked one after
// the other; a hazard among them still asks its yes.
func TestWholeCommandAnswered(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	answers := []struct {
		said, ac string
	}{
		{"the bedroom one", "climate.bedroom_ac"}, {"the living room one", "climate.living_ac"}, {"bedroom", "climate.bedroom_ac"},
		{"the first one", "climate.bedroom_ac"}, {"the second one", "climate.living_ac"}, {"卧室的", "climate.bedroom_ac"},
		{"客厅的", "climate.living_ac"}, {"卧室那个", "climate.bedroom_ac"},
	}
	others := []struct{ en, zh, device string }{
		{"the desk lamp", "台灯", "light.study_lamp"}, {"the tv", "电视", "media.living_tv"},
		{"the kitchen light", "厨房灯", "light.kitchen"}, {"the hall light", "门厅灯", "light.hall"},
	}
	n := 0
	check := func(said, answer string, want []string) {
		t.Helper()
		n++
		s := fmt.Sprintf("whole%d", n)
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
		for _, a := range answers {
			for _, f := range []struct{ said, cmd string }{
				{"turn on " + o.en + " and the ac", "on"}, {"turn off the ac and " + o.en, "off"},
				{"switch on " + o.en + " and the ac please", "on"}, {o.zh + "和空调都打开", "on"}, {"关掉空调和" + o.zh, "off"},
			} {
				check(f.said, a.said, []string{o.device + " " + f.cmd, a.ac + " " + f.cmd})
			}
		}
	}
	for _, said := range []string{"turn on the heat", "turn on the heat please", "switch the heating on", "put the heat on"} {
		for _, a := range answers {
			check(said, a.said, []string{a.ac + " on", a.ac + " set"})
		}
	}
	if n < 150 {
		t.Errorf("%d conversations, want at least 150", n)
	}
	// both parts ask: each question in turn, then all of it.
	s := "twice"
	ask("turn on the ac and the lamp", s)
	if r := ask("the living room one", s); r.Outcome != turn.Clarify || len(r.Actions) > 0 {
		t.Fatalf("the ac chosen, the lamp not: %s, want which lamp asked", planned(r))
	}
	if r := ask("the bedside one", s); !slices.Equal(devicesOf(r), []string{"climate.living_ac on", "light.bedside on"}) {
		t.Errorf("both answered: %s, want the living room ac and the bedside lamp on", planned(r))
	}
	// an answer that fits several, or none, asks again, and the rest waits.
	for i, between := range []string{"the bedroom one", "the kitchen one"} {
		s := fmt.Sprintf("narrowed%d", i)
		ask("turn on the tv and the lamp", s)
		if r := ask(between, s); r.Outcome != turn.Clarify || len(r.Actions) > 0 {
			t.Fatalf("%q to which lamp: %s, want asked again", between, planned(r))
		}
		if r := ask("the bedside one", s); !slices.Equal(devicesOf(r), []string{"media.living_tv on", "light.bedside on"}) {
			t.Errorf("%q, then the bedside one: %s, want the tv and the bedside lamp on", between, planned(r))
		}
	}
	// a hazard among the parts asks its yes for all of them, then does them.
	for i, said := range []string{"unlock the front door and turn on the ac", "open the gas valve and turn on the ac"} {
		s := fmt.Sprintf("hazard%d", i)
		ask(said, s)
		r := ask("the bedroom one", s)
		if r.Outcome != turn.Confirm || len(r.Actions) != 2 || r.Actions[1].Device != "climate.bedroom_ac" {
			t.Fatalf("%q, the bedroom one: %s, want a yes asked for both", said, planned(r))
		}
		for _, a := range r.Actions {
			if a.Status != turn.StatusPending {
				t.Errorf("%q, the bedroom one: %s %s is %s before the yes", said, a.Device, a.Command, a.Status)
			}
		}
		if r := ask("yes", s); r.Outcome != turn.Planned || len(r.Actions) != 2 {
			t.Errorf("%q, the bedroom one, yes: %s, want both", said, planned(r))
		}
	}
}

// TestWholeCommandDropped: a no, a cancel or another command said to the
// question of which one part of a command of two parts asked, or an
// answer after the question expired, does nothing of the rest either.
func TestWholeCommandDropped(t *testing.T) {
	commands := []string{"turn on the desk lamp and the ac", "turn off the ac and the tv", "台灯和空调都打开", "关掉空调和厨房灯", "turn on the heat"}
	n := 0
	for _, said := range commands {
		e, _, c := demo(t)
		ask := func(text, session string) turn.Result {
			return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
		}
		for _, no := range []string{"no", "cancel", "never mind", "forget it", "neither", "算了", "不用了", "取消", "都不要"} {
			n++
			s := fmt.Sprintf("drop%d", n)
			ask(said, s)
			if r := ask(no, s); len(r.Actions) > 0 {
				t.Errorf("%q, %q: %s, want nothing done", said, no, planned(r))
			}
			if r := ask("the bedroom one", s); len(r.Actions) > 0 && r.Outcome != turn.NotUnderstood {
				t.Errorf("%q, %q, the bedroom one: %s, want nothing done", said, no, planned(r))
			}
		}
		n++
		s := fmt.Sprintf("drop%d", n)
		ask(said, s)
		if r := ask("turn off the bedside lamp", s); !slices.Equal(devicesOf(r), []string{"light.bedside off"}) {
			t.Errorf("%q, then another command: %s, want only it", said, planned(r))
		}
		n++
		s = fmt.Sprintf("drop%d", n)
		ask(said, s)
		c.t = c.t.Add(2 * time.Minute)
		if r := ask("the bedroom one", s); len(r.Actions) > 0 || !strings.Contains(r.Say, "expired") {
			t.Errorf("%q, the bedroom one after it expired: %s %q, want nothing done", said, planned(r), r.Say)
		}
	}
	if n < 50 {
		t.Errorf("%d conversations, want at least 50", n)
	}
}
