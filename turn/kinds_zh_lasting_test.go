package turn_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"edge/turn"
)

// TestLastingChinese: a command said in Chinese with a length after its
// verb (排气扇开十分钟, 把洒水器打开二十分钟, 开半小时排气扇, 开厨房灯十分钟) is done
// now and undone after that long: the now-call and the undoing call
// scheduled at its due time, said both (已打开排气扇。到21:40再关闭排气扇。). It
// was a name not found (找不到“排气扇分钟”) or not understood. Its undoing
// said after the length (排气扇开十分钟再关, 把厨房灯关掉半小时然后打开吧) is the
// same; another command after it is not (开厨房灯十分钟再关门厅灯). A length
// before the verb with 后 is a delay as before; what edge cannot undo (a
// level, a scene), a length with a delay, are not understood, nothing done.
func TestLastingChinese(t *testing.T) {
	undoneBy := func(verb string) string {
		if strings.HasPrefix(verb, "关") {
			return "打开"
		}
		return "关掉"
	}
	generatedKinds(t)
	e, _, c := demo(t)
	ask := func(text string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: "s" + text, DryRun: true})
	}
	type thing struct{ name, device string }
	things := []thing{{"排气扇", "fan.bathroom"}, {"厨房灯", "light.kitchen"}, {"门厅灯", "light.hall"}, {"书房台灯", "light.study_lamp"}}
	verbs := []struct{ said, now, undo string }{{"开", "on", "off"}, {"打开", "on", "off"}, {"关", "off", "on"}, {"关掉", "off", "on"}}
	lengths := []struct {
		said string
		secs int
	}{{"十分钟", 600}, {"二十分钟", 1200}, {"半小时", 1800}, {"一个小时", 3600}, {"5分钟", 300}}
	ways := []func(name, verb, length string) string{
		func(n, v, l string) string { return n + v + l },
		func(n, v, l string) string { return "把" + n + v + l },
		func(n, v, l string) string { return v + l + n },
		func(n, v, l string) string { return v + n + l },
		func(n, v, l string) string { return n + v + l + "再" + undoneBy(v) },
		func(n, v, l string) string { return "把" + n + v + l + "然后" + undoneBy(v) + "吧" },
	}
	n := 0
	for _, th := range things {
		for _, v := range verbs {
			for _, l := range lengths {
				for _, way := range ways {
					text := way(th.name, v.said, l.said)
					n++
					r := ask(text)
					want := lastingWant(th.device, v.now, v.undo, turn.Planned, c.t.Add(time.Duration(l.secs)*time.Second))
					if got := scheduled(r); got != want {
						t.Errorf("%q:\n got %s\nwant %s (%s)", text, got, want, r.Say)
					}
				}
			}
		}
	}
	if n < 100 {
		t.Fatalf("%d utterances: too few to say anything", n)
	}
	if r := ask("排气扇开十分钟"); r.Say != "将打开排气扇。到20:10再关闭排气扇。" {
		t.Errorf("said: %q", r.Say)
	}
	if r := ask("把洒水器打开二十分钟"); r.Outcome != turn.Confirm || !strings.Contains(r.Question, "20:20再关上洒水器") || len(r.Actions) != 2 {
		t.Errorf("a sprinkler: %s %q", scheduled(r), r.Question)
	}
	for _, text := range []string{"把厨房灯调到百分之五十十分钟", "客厅灯开一会儿", "五分钟后开排气扇十分钟", "开厨房灯十分钟再关门厅灯"} {
		if r := ask(text); r.Outcome != turn.NotUnderstood || len(r.Actions) > 0 {
			t.Errorf("%q: %s (%s), want nothing done", text, scheduled(r), r.Say)
		}
	}
	for _, text := range []string{"十分钟后开排气扇", "开排气扇十分钟后"} {
		if r := ask(text); r.Outcome != turn.Scheduled || len(r.Actions) != 1 {
			t.Errorf("%q: %s (%s), want it put off", text, scheduled(r), r.Say)
		}
	}
	if r := ask("定时十分钟"); r.Outcome != turn.Scheduled || len(r.Timers) != 1 {
		t.Errorf("a timer: %s %v", scheduled(r), r.Timers)
	}
}
