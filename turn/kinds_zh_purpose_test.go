package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestChinesePurposeAfter says what the speaker wants to do after a
// command (把台灯打开，我要看书; 开一下电视我要看球), with every word of wanting,
// activity and join: the command is done as said alone; it was a name not
// found (找不到“看书”), and 我要工作 (工作 lexed as a verb: run) switched the
// lights on again after switching them off. A second command after the wish is still one
// (关掉客厅灯，我要开空调 asks which air conditioner).
func TestChinesePurposeAfter(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	commands := []string{"把台灯打开", "开一下电视", "关掉客厅灯", "帮我开下书房灯", "把厨房灯关了"}
	wants := []string{"我要", "我想", "我需要"}
	doings := []string{"看书", "看球", "写作业", "做饭", "学习", "打游戏", "看新闻", "工作", "睡觉", "休息", "洗澡"}
	n := 0
	for _, c := range commands {
		want := summary(e.Ask(context.Background(), turn.Request{Text: c, Session: "alone" + c, DryRun: true}))
		if !runs(want) {
			t.Fatalf("%q alone: %s", c, want)
		}
		for _, w := range wants {
			for _, d := range doings {
				for _, join := range []string{"，", "", " "} {
					text := c + join + w + d
					r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("pu%d", n), DryRun: true})
					n++
					if got := summary(r); got != want {
						t.Errorf("%q → %s, want %s", text, got, want)
					}
				}
			}
		}
	}
	if n < 300 {
		t.Fatalf("%d utterances, want at least 300", n)
	}
	r := e.Ask(context.Background(), turn.Request{Text: "关掉客厅灯，我要开空调", Session: "two", DryRun: true})
	if r.Outcome != turn.Clarify {
		t.Errorf("关掉客厅灯，我要开空调 → %s %q, want which air conditioner asked", summary(r), r.Say)
	}
}
