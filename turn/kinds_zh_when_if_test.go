package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestChineseConditionWords says a condition on the bedroom's temperature
// (26 °C in the demo) with every way of opening and ending it (如果, 要是,
// 假如, 一旦, 当 or none; 的时候, 时, 的话, 就, 的时候就), comparisons that hold
// and that do not, and commands with particles: the command is done where
// the condition holds, and not where it does not ("没有执行"); it was not
// understood with 的时候 and 一旦 (一旦 read as the room “1旦”).
func TestChineseConditionWords(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	type form struct{ open, end string }
	forms := []form{{"", "的时候"}, {"", "时"}, {"当", "的时候"}, {"当", "时"}, {"一旦", "就"}, {"一旦", "的时候"},
		{"一旦", "的话就"}, {"要是", "就"}, {"要是", "的时候就"}, {"假如", "的话"}, {"假如", "就"}, {"如果", "的时候"}}
	holds := []string{"卧室温度超过二十五度", "卧室高于二十度", "卧室温度低于三十度"}
	fails := []string{"卧室温度超过三十度", "卧室低于二十度", "卧室温度高于二十八度"}
	commands := map[string]string{"打开卧室空调": "climate.bedroom_ac on", "把卧室空调打开吧": "climate.bedroom_ac on",
		"开一下卧室空调": "climate.bedroom_ac on", "把卧室吊灯关了": "light.bedroom_main off"}
	n := 0
	for _, f := range forms {
		for cmd, act := range commands {
			for _, c := range holds {
				text := f.open + c + f.end + cmd
				r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("wi%d", n), DryRun: true})
				if got := summary(r); got != "planned: "+act+" planned" {
					t.Errorf("%q: %s %q, want %s done", text, got, r.Say, act)
				}
				n++
			}
			for _, c := range fails {
				text := f.open + c + f.end + cmd
				r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("wi%d", n), DryRun: true})
				if got := summary(r); runs(got) || r.Outcome != "condition_false" {
					t.Errorf("%q: %s %q, want the condition said not to hold", text, got, r.Say)
				}
				n++
			}
		}
	}
	if n < 200 {
		t.Fatalf("%d utterances, want at least 200", n)
	}
}

// TestChineseWhenStaysATime: 的时候 after a time of day is still a time,
// and a condition with nothing to do does nothing.
func TestChineseWhenStaysATime(t *testing.T) {
	e, _, _ := demo(t)
	for text, want := range map[string]string{
		"晚上七点的时候打开卧室空调": "scheduled", "晚上七点时打开卧室空调": "scheduled",
		"温度低于二十度的时候": "not_understood", "一旦": "not_understood",
	} {
		r := e.Ask(context.Background(), turn.Request{Text: text, Session: text, DryRun: true})
		if r.Outcome != want {
			t.Errorf("%q: %s %q, want %s", text, summary(r), r.Say, want)
		}
	}
}
