package turn_test

import (
	"context"
	"testing"

	"edge/turn"
)

// TestCorrectionOpenersZh: a correction opened as people open one in
// Chinese (我说的是…, 我是说…, 我指的是…, 我的意思是…, 错了，是…, 说错了, 搞错了,
// 弄错了; 不是这个，…, 不是卧室，是…), after every command of a list, does that
// command on what is named, as the command said of it does: they were not
// understood. With no command before, nothing is done.
func TestCorrectionOpenersZh(t *testing.T) {
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	openers := []string{"我说的是%s", "我是说%s", "我指的是%s", "我的意思是%s", "错了，是%s", "说错了，是%s", "搞错了，%s", "弄错了，是%s",
		"我说错了，是%s", "不是这个，%s", "不是那个，是%s", "不是书房的，是%s", "嗯，我是说%s", "我是说%s吧"}
	n := correctedAsSaid(t, ask, []followCmd{
		{"打开书房台灯", "打开%s", []string{"床头灯", "门厅灯", "落地灯"}},
		{"关掉厨房灯", "关掉%s", []string{"床头灯", "门厅灯", "餐灯"}},
		{"把台灯调到30%", "把%s调到30%%", []string{"床头灯", "餐灯", "厨房灯"}},
	}, openers)
	if n < 100 {
		t.Errorf("%d ways, want at least 100", n)
	}
	nothingBefore(t, ask, openers, "床头灯")
}
