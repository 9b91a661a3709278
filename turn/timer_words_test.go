package turn_test

import (
	"context"
	"testing"

	"edge/turn"
)

// The words of time: what is refused, and what keeps its time through a
// dialogue.

// TestTimeRepeated: a command asked for again and again is refused in
// words, in the language said, and nothing is set.
func TestTimeRepeated(t *testing.T) {
	x := newTimed(t)
	for text, say := range map[string]string{
		"turn on the TV every morning at 7": "Sorry, I do a command once, at the time you say; I can't repeat it.",
		"turn on the TV daily at 7 pm":      "Sorry, I do a command once, at the time you say; I can't repeat it.",
		"每天早上七点打开电视":                        "抱歉，我只能在您说的时间做一次，不能重复。",
	} {
		if r := x.ask(text, "s"); r.Outcome != turn.NotUnderstood || r.Say != say {
			t.Errorf("%q: %s %q", text, scheduled(r), r.Say)
		}
	}
	if r := x.ask("what timers are set", "s"); r.Say != "There are no timers set." {
		t.Errorf("timers: %q", r.Say)
	}
}

// TestRepeatAnyWay: a repeat said any way, with a time of each or none,
// before or after the command, is refused as a repeat; nothing is set.
// "every night at 10 turn off the lights" and "every 2 hours" were not
// understood: the time of each was left in the command.
func TestRepeatAnyWay(t *testing.T) {
	x := newTimed(t)
	const no, noZh = "Sorry, I do a command once, at the time you say; I can't repeat it.", "抱歉，我只能在您说的时间做一次，不能重复。"
	var said []string
	for _, every := range []string{"every night", "every morning", "each evening", "daily", "on weekdays", "every 2 hours", "every 30 minutes", "every other day", "every two days"} {
		for _, at := range []string{"", " at 10", " at ten", " at 10 pm", " at 7:30"} {
			for _, cmd := range []string{"turn off the lights", "turn on the TV", "lock the front door", "turn the tv off"} {
				said = append(said, every+at+" "+cmd, cmd+" "+every+at, cmd+at+" "+every)
			}
		}
	}
	var saidZh []string
	for _, every := range []string{"每天", "每晚", "每个周末", "每周一", "天天", "每隔一小时", "每隔两个小时", "每个工作日"} {
		for _, at := range []string{"", "晚上十点", "早上七点半", "八点"} {
			for _, cmd := range []string{"关灯", "打开电视", "把前门锁上", "电视关了"} {
				saidZh = append(saidZh, every+at+cmd)
			}
		}
	}
	for _, c := range []struct {
		said []string
		say  string
	}{{said, no}, {saidZh, noZh}} {
		for _, text := range c.said {
			if r := x.ask(text, "s"); r.Outcome != turn.NotUnderstood || r.Say != c.say {
				t.Errorf("%q: %s %q", text, scheduled(r), r.Say)
			}
		}
	}
	if r := x.ask("what timers are set", "s"); r.Say != "There are no timers set." {
		t.Errorf("timers: %q", r.Say)
	}
}

func TestTimeWithQuestion(t *testing.T) {
	x := newTimed(t)
	for _, text := range []string{"in 5 minutes is the TV on", "五分钟后电视开着吗"} {
		if r := x.ask(text, "s"); r.Outcome != turn.NotUnderstood || r.Say == "" {
			t.Errorf("%q: %s %q", text, r.Outcome, r.Say)
		}
	}
	if r := x.ask("turn on the TV in 5 minutes", "s"); r.Outcome != turn.Scheduled {
		t.Fatal(scheduled(r))
	}
	// a dry run says what it would set, and sets nothing.
	r := x.e.Ask(context.Background(), turn.Request{Text: "turn off the hall light in 5 minutes", Session: "d", DryRun: true})
	if got := scheduled(r); got != "scheduled: light.hall off scheduled 2026-05-01T08:05:00Z" {
		t.Errorf("dry run: %s", got)
	}
	if r := x.ask("what timers are set", "s"); r.Say != "Timers set (1): turn on TV at 08:05." {
		t.Errorf("list: %q", r.Say)
	}
}

// TestTimeThroughDialogue: a command said with a time keeps it through a
// question back ("which one?") and a follow-up ("and the hall light").
func TestTimeThroughDialogue(t *testing.T) {
	x := newTimed(t)
	r := x.ask("turn on the light in 5 minutes", "s")
	if r.Outcome != turn.Clarify {
		t.Fatalf("a light of several: %s %q", scheduled(r), r.Say)
	}
	if r := x.ask("the hall light", "s"); scheduled(r) != "scheduled: light.hall on scheduled 2026-05-01T08:05:00Z" {
		t.Errorf("the answer: %s %q", scheduled(r), r.Say)
	}
	if r := x.ask("and the floor lamp", "s"); scheduled(r) != "scheduled: light.lamp on scheduled 2026-05-01T08:05:00Z" {
		t.Errorf("the follow-up: %s %q", scheduled(r), r.Say)
	}
	x.wantState("light.hall", "on", false)
	x.wantState("light.lamp", "on", false)
	x.runAt("08:05:00", 2)
	x.wantState("light.hall", "on", true)
	x.wantState("light.lamp", "on", true)
}

// TestTimeNotForModel: words the grammar cannot read that say a time never
// go to the model, which sets no time and would act now.
func TestTimeNotForModel(t *testing.T) {
	f := withModel(t, "", ir("en", act("on", named("kitchen light"))))
	text := "in 5 minutes gimme kitchen light if possible"
	notGrammar(t, text)
	if r := f.ask(t, text); r.Outcome == turn.Done || len(f.srv.Chats()) != 0 {
		t.Errorf("%q: %s, %d model calls", text, scheduled(r), len(f.srv.Chats()))
	}
	if st, _ := f.db.State("light.kitchen"); st["on"] != false {
		t.Errorf("the kitchen light: %v", st)
	}
	// without the time, the same words go to the model.
	if r := f.ask(t, "gimme kitchen light if possible"); r.Outcome != turn.Done || len(f.srv.Chats()) != 1 {
		t.Errorf("without the time: %s, %d model calls", scheduled(r), len(f.srv.Chats()))
	}
}
