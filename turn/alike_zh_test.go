package turn_test

import (
	"context"
	"testing"

	"edge/turn"
)

// TestAlikeAfterZh: a name or a room with 也 and words of "the same"
// (客厅的也一样, 床头灯也一样吧, 卧室也这样, 餐灯也同样, 卫生间也要), after every
// command of a list, is that command on what is named, as the command
// said of it does: 一样 was read as a name, and they were not understood.
// With no command before, nothing is done.
func TestAlikeAfterZh(t *testing.T) {
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	alike := []string{"%s也一样", "%s的也一样", "%s也一样吧", "%s也这样", "%s也照这样", "%s也同样", "%s也要", "%s也一样的", "%s也照做"}
	n := followedAsSaid(t, ask, []followCmd{
		{"打开书房台灯", "打开%s", []string{"床头灯", "门厅灯", "餐灯", "落地灯"}},
		{"关掉厨房灯", "关掉%s", []string{"床头灯", "门厅灯", "餐灯", "车库灯"}},
		{"把台灯调到30%", "把%s调到30%%", []string{"床头灯", "餐灯", "厨房灯"}},
		{"把卧室空调调到22度", "把%s空调调到22度", []string{"客厅"}},
	}, alike)
	if n < 100 {
		t.Errorf("%d ways, want at least 100", n)
	}
	nothingBefore(t, ask, alike, "床头灯")
}
