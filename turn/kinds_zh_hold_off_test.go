package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestChineseHoldOff answers every question of a yes the demo home asks in
// Chinese (解锁前门, 打开车库门, 打开燃气阀门, 撤防), and a question of which
// one, with a word of holding off or a 别 said alone (等一下, 等等, 慢着, 稍等,
// 稍等一下, 且慢, 别, 先别, 别别别, 别急, 等一下，别), with fillers and
// particles or none, once or twice: it cancels, as "hang on" does. They
// were not understood and the question was left open. With a command
// after it (等一下开灯) or a person (等一下我) it is no answer, and nothing is
// done.
func TestChineseHoldOff(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	n := 0
	answer := func(cmd string, want string, text string) turn.Result {
		n++
		s := fmt.Sprintf("hold%d", n)
		if r := e.Ask(context.Background(), turn.Request{Text: cmd, Session: s, DryRun: true}); r.Outcome != want {
			t.Fatalf("%q: %s, want %s", cmd, planned(r), want)
		}
		return e.Ask(context.Background(), turn.Request{Text: text, Session: s, DryRun: true})
	}
	asked := map[string]string{"打开前门": turn.Confirm, "把大门锁打开": turn.Confirm, "打开车库门": turn.Confirm,
		"打开燃气阀门": turn.Confirm, "撤防": turn.Confirm, "关灯": turn.Clarify, "打开空调": turn.Clarify}
	holds := []string{"等一下", "等下", "等等", "等会儿", "等一会儿", "慢着", "稍等", "稍等一下", "稍等下", "且慢", "别", "别别", "别别别", "别急"}
	before := []string{"", "先", "嗯，", "哎，", "哎呀"}
	after := []string{"", "吧", "啊", "了", "！", "。"}
	for cmd, o := range asked {
		for _, h := range holds {
			for _, b := range before {
				for _, a := range after {
					for _, said := range []string{b + h + a, b + h + "，" + h + a, b + h + "，别" + a} {
						if r := answer(cmd, o, said); r.Outcome != turn.Cancelled {
							t.Errorf("%q after %q: %s, want cancelled", said, cmd, planned(r))
						}
					}
				}
			}
		}
		for _, no := range []string{"等一下开灯", "等一下我", "等我回来", "等一下再说吧我想想"} {
			if r := answer(cmd, o, no); r.Outcome == turn.Planned || r.Outcome == turn.Done || r.Outcome == turn.Confirm && o != turn.Confirm {
				t.Errorf("%q after %q: %s, want nothing done", no, cmd, planned(r))
			}
		}
	}
	if n < 1000 {
		t.Errorf("%d wordings, want at least 1000", n)
	}
	s := newSaidOnDemo(t, "holdoff")
	s.nothing("等一下", "别", "别别别", "慢着", "稍等一下")
}
