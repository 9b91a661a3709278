package turn_test

import (
	"fmt"
	"testing"

	"edge/turn"
)

// TestChineseYesDenied answers a question of yes or no with the yes denied
// (不确认, 不确认了, 嗯，不确认吧), after every command of the demo home that
// asks its yes ("打开车库门", "解锁前门", "打开燃气阀门", "全部打开"), and after
// a question of which: it is the no, the command is cancelled and nothing
// is done. It was not understood, and the question was left open. 确认
// still does the command.
func TestChineseYesDenied(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	n := 0
	commands := []string{"打开车库门", "把车库门打开", "解锁前门", "把大门锁打开", "打开燃气阀门", "开煤气阀门", "打开洒水器", "撤防",
		"全部打开", "都关了吧", "关灯", "空调开一下", "开门"}
	for _, c := range commands {
		first := saidInTurn(e, "denied first "+c, c)
		if first.Outcome != turn.Confirm && first.Outcome != turn.Clarify {
			t.Errorf("%q is %s, want a question", c, summary(first))
			continue
		}
		for _, no := range []string{"不确认", "不确认了", "不确认吧", "嗯，不确认", "不确认啊", "不确认哈", "不确认不确认", "不确认，谢谢"} {
			n++
			if r := saidInTurn(e, fmt.Sprintf("denied %s %s", c, no), c, no); r.Outcome != turn.Cancelled || len(r.Actions) > 0 {
				t.Errorf("%q after %q: %s %q, want it cancelled", no, c, summary(r), r.Say)
			}
		}
		if first.Outcome == turn.Confirm {
			if r := saidInTurn(e, "denied yes "+c, c, "确认"); r.Outcome != turn.Planned {
				t.Errorf("确认 after %q: %s, want it done", c, summary(r))
			}
		}
	}
	if n < 100 {
		t.Fatalf("%d utterances, want at least 100", n)
	}
}
