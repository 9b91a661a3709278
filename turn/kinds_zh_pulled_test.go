package turn_test

import (
	"context"
	"slices"
	"testing"

	"edge/home/hometest"
	"edge/turn"
)

// TestChinesePulledCover: 拉 said of a curtain or a blind with how far
// (窗帘拉一半, 把卧室百叶窗拉三成, 窗帘拉一半就行) sets it there, as 开一半 and 调到
// 百分之三十 do, for every Chinese name of a cover of the demo home; said
// with no way or how far (窗帘拉一下, 拉窗帘) it asks whether to open or
// close, never acting. Both were not understood (找不到“窗帘拉”).
func TestChinesePulledCover(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	h := hometest.Load(t, "demo")
	ask := func(text string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: "pulled " + text, DryRun: true})
	}
	n := 0
	for _, d := range h.Devices {
		if !slices.Contains(d.Capabilities, "position") {
			continue
		}
		for _, alias := range chineseNames(d) {
			half, third := summary(ask(alias+"开一半")), summary(ask("把"+alias+"调到百分之三十"))
			for said, want := range map[string]string{alias + "拉一半": half, "把" + alias + "拉一半": half, alias + "拉一半就行": half,
				"帮我把" + alias + "拉一半吧": half, alias + "拉三成": third, "把" + alias + "拉到三成": third} {
				n++
				if got := summary(ask(said)); got != want {
					t.Errorf("%q: %s, want %s", said, got, want)
				}
			}
			for _, said := range []string{alias + "拉一下", "拉" + alias, "把" + alias + "拉一拉"} {
				n++
				if got := ask(said); got.Outcome != turn.Clarify || len(got.Actions) > 0 {
					t.Errorf("%q: %s, want a question of which way", said, summary(got))
				}
			}
		}
	}
	if n < 20 {
		t.Errorf("%d utterances, want at least 20", n)
	}
}
