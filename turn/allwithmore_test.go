package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestAllWithMoreAsksAgain: a command on all that names nothing else, said
// with more while edge asks which one (关灯, then 都关，电视也关,
// 两个都关，电视也关, 都开，燃气阀门也开, 全关了吧，还有烤箱也关), asks the question
// again and does nothing: read on its own, 都关 was every device of the
// home (the air conditioners, the heater, the oven, the curtains, the
// garage door), switched at once or offered with the gas valve. Said
// alone, 都关 is still all of what was asked about.
func TestAllWithMoreAsksAgain(t *testing.T) {
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	firsts := map[string]string{"关灯": "关", "把灯关了": "关", "开灯": "开", "灯打开": "开"}
	alls := []string{"都%s", "全%s", "两个都%s", "都%s吧", "全都%s了吧", "除了厨房都%s"}
	mores := []string{"电视也%s", "烤箱也%s", "燃气阀门也%s", "车库门也%s", "客厅空调也%s"}
	n := 0
	for first, verb := range firsts {
		for _, a := range alls {
			for _, m := range mores {
				n++
				s := fmt.Sprintf("x%d", n)
				if r := ask(first, s); r.Outcome != turn.Clarify {
					t.Fatalf("%s: %s", first, planned(r))
				}
				said := fmt.Sprintf(a, verb) + "，" + fmt.Sprintf(m, verb)
				if r := ask(said, s); r.Outcome != turn.Clarify || len(r.Actions) > 0 {
					t.Errorf("%q after %q: %s, want the question asked again", said, first, planned(r))
				}
			}
			n++
			s := fmt.Sprintf("alone%d", n)
			ask(first, s)
			said := fmt.Sprintf(a, verb)
			for _, act := range ask(said, s).Actions {
				if act.Device[:6] != "light." && act.Device != "switch.reading_lamp" {
					t.Errorf("%q after %q: %s %s, want only lights", said, first, act.Device, act.Command)
				}
			}
		}
	}
	if n < 100 {
		t.Errorf("%d conversations, want at least 100", n)
	}
}
