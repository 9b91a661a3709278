package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestAlarmSetToMode: an alarm set, put or switched to a mode it arms in
// ("set the alarm to away", "put the house alarm in night mode", 把警报设
// 为离家模式) arms it in that mode, as "arm the alarm in … mode" does, at
// that mode's risk; set to off or disarmed it is never disarmed.
func TestAlarmSetToMode(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	ask := func(text string) string {
		return planned(e.Ask(context.Background(), turn.Request{Text: text, Session: text, DryRun: true}))
	}
	n := 0
	for _, mode := range []string{"away", "night", "stay"} {
		want := ask("arm the alarm in " + mode + " mode")
		if want == "not_understood: " {
			t.Fatalf("arm the alarm in %s mode: %s", mode, want)
		}
		for _, verb := range []string{"set", "put", "switch", "change", "turn"} {
			for _, to := range []string{"to", "in", "into"} {
				for _, alarm := range []string{"the alarm", "the house alarm", "alarm", "the security system"} {
					for _, m := range []string{mode, mode + " mode"} {
						text := fmt.Sprintf("%s %s %s %s", verb, alarm, to, m)
						n++
						if got := ask(text); got != want {
							t.Errorf("%q: %s, want %s", text, got, want)
						}
					}
				}
			}
		}
	}
	for _, zh := range []struct{ said, like string }{{"把警报设为离家模式", "布防离家模式"}, {"警报调到夜间模式", "布防夜间模式"}, {"把安防系统切换到在家模式", "布防在家模式"}} {
		n++
		if got, want := ask(zh.said), ask(zh.like); got != want || want == "not_understood: " {
			t.Errorf("%q: %s, want %s", zh.said, got, want)
		}
	}
	if n < 300 {
		t.Errorf("%d ways, want at least 300", n)
	}
	for _, text := range []string{"set the alarm to off", "set the alarm to disarmed", "put the alarm in off mode", "set the lights to away"} {
		if got := ask(text); got != "not_understood: " {
			t.Errorf("%q: %s, want not understood", text, got)
		}
	}
}
