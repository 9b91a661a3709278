package turn_test

import (
	"context"
	"testing"

	"edge/turn"
)

// TestLaterApart says a command now and another put off in one utterance
// (关灯，十分钟后关电视, 打开餐灯然后五分钟后关掉, 把电视关了 半小时后把客厅空调也
// 关了) does neither and says so, in words that tell what to do: edge keeps
// no part of an utterance now and another for later, and drops neither
// silently. It was not understood, with no word of why. A time said before
// both, or after the only command, is as it was: their time.
func TestLaterApart(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	ask := func(text string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: "s" + text, DryRun: true})
	}
	firsts := []string{"关灯", "打开餐灯", "把电视关了", "关掉厨房灯", "打开客厅空调"}
	delays := []string{"十分钟后", "5分钟以后", "半小时后", "一小时之后", "三十秒后"}
	joins := []string{"，", "然后", " "}
	seconds := []string{"关电视", "关掉", "把客厅空调也关了", "打开台灯"}
	n := 0
	for _, f := range firsts {
		for _, d := range delays {
			for _, j := range joins {
				for _, s := range seconds {
					text := f + j + d + s
					n++
					r := ask(text)
					if r.Outcome != turn.NotUnderstood || len(r.Actions) > 0 || len(r.Timers) > 0 || r.Say != "什么都没做。我不能一句话里现在做一件、稍后做另一件。请把稍后要做的单独说，并说出时间。" {
						t.Errorf("%q: %s %v (%s), want nothing done and why said", text, planned(r), r.Timers, r.Say)
					}
				}
			}
		}
	}
	if n < 200 {
		t.Fatalf("%d utterances: too few to say anything", n)
	}
	for _, text := range []string{"十分钟后关掉厨房灯然后关电视", "关掉厨房灯十分钟后", "十分钟后关灯"} {
		if r := ask(text); r.Outcome != turn.Scheduled && r.Outcome != turn.Clarify {
			t.Errorf("%q: %s (%s), want it put off", text, planned(r), r.Say)
		}
	}
}
