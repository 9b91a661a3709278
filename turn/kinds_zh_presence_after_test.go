package turn_test

import (
	"fmt"
	"testing"
)

// TestChinesePresenceAfterCommand says someone there or no one after a
// command with what it acts on (把门厅灯打开有人来了, 开一下门厅灯有人敲门, 把电视关
// 了没人看): the command alone. It was read into the name (门厅里找不到“灯来”).
// With 就 or 的话 it is still a condition (有人来了就开门厅灯).
func TestChinesePresenceAfterCommand(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	commands := []string{"把门厅灯打开", "开一下门厅灯", "把电视关了", "关掉客厅主灯", "把书房台灯打开", "厨房灯关一下"}
	remarks := []string{"有人来了", "有人敲门", "没人看", "没人在", "没人了", "有人进来了", "没有人用"}
	n := 0
	for _, c := range commands {
		n++
		want := summary(saidInTurn(e, fmt.Sprintf("alone %d", n), c))
		for _, r := range remarks {
			n++
			if got := summary(saidInTurn(e, fmt.Sprintf("after %d", n), c+r)); got != want {
				t.Errorf("%q: %s, want %s as %q", c+r, got, want, c)
			}
		}
	}
	if n < 45 {
		t.Errorf("%d utterances, want at least 45", n)
	}
	if got := summary(saidInTurn(e, "cond", "有人来了就开门厅灯")); got != "condition_false: " {
		t.Errorf("有人来了就开门厅灯: %s, want the condition read", got)
	}
}
