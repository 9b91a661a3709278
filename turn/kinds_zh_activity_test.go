package turn_test

import (
	"context"
	"slices"
	"testing"

	"edge/home/hometest"
	"edge/turn"
)

// TestChineseActivityAfter: an activity said right after a command (关灯睡
// 觉, 开空调睡觉, 打开台灯看书, 把电视关了吃饭), for every Chinese name of a
// device of the demo home that switches and every activity, does what the
// command alone does: it was read into the name (找不到“灯睡觉”).
func TestChineseActivityAfter(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	h := hometest.Load(t, "demo")
	ask := func(text string) string {
		return summary(e.Ask(context.Background(), turn.Request{Text: text, Session: "activity " + text, DryRun: true}))
	}
	n := 0
	for _, d := range h.Devices {
		if !slices.Contains(d.Capabilities, "onoff") {
			continue
		}
		for _, alias := range chineseNames(d) {
			for _, cmd := range []string{"打开" + alias, "关" + alias, "把" + alias + "关了"} {
				want := ask(cmd)
				for _, a := range []string{"睡觉", "看书", "吃饭", "写作业", "休息"} {
					for _, said := range []string{cmd + a, cmd + a + "了", cmd + a + "吧"} {
						n++
						if got := ask(said); got != want {
							t.Errorf("%q: %s, want %s as %q", said, got, want, cmd)
						}
					}
				}
			}
		}
	}
	if n < 300 {
		t.Errorf("%d utterances, want at least 300", n)
	}
}
