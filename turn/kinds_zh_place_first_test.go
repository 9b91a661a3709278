package turn_test

import (
	"context"
	"strings"
	"testing"

	"edge/home/hometest"
	"edge/turn"
)

// TestChinesePlaceFirst: a place or a name said before a command after a
// pause (厨房，开灯; 卧室那边，把灯关了; 客厅，把窗帘拉上), for
// every Chinese name of a room of the demo home, does what it does said
// with no pause (厨房开灯): the whole was not understood. A remark (下班了，…)
// stays a remark, and a name after the pause makes a list ("车库灯，门都关
// 了": turn.TestChineseListPlaceBound).
func TestChinesePlaceFirst(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	h := hometest.Load(t, "demo")
	ask := func(text string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: "first " + text, DryRun: true})
	}
	n := 0
	for _, room := range h.Rooms {
		for _, alias := range room.Aliases {
			if !strings.ContainsFunc(alias, func(r rune) bool { return r >= 0x4e00 }) {
				continue
			}
			for _, f := range []string{"%r，开灯", "%r那边，把灯关了", "%r的，把灯关了", "%r，把空调打开", "%r，开一下空调", "%r，把窗帘拉上", "%r，全关了", "%r，都关了"} {
				said := strings.ReplaceAll(f, "%r", alias)
				plain := strings.Replace(said, "，", "", 1)
				got, want := ask(said), ask(plain)
				n++
				if summary(got) != summary(want) || got.Say != want.Say || got.Outcome == turn.NotUnderstood && want.Outcome != turn.NotUnderstood {
					t.Errorf("%q: %s %q, want %s %q as %q", said, summary(got), got.Say, summary(want), want.Say, plain)
				}
			}
		}
	}
	if n < 100 {
		t.Errorf("%d utterances, want at least 100", n)
	}
}
