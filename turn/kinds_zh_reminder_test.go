package turn_test

import (
	"context"
	"testing"

	"edge/turn"
)

// TestReminderAsked says a command asked not to be forgotten, or to be
// remembered (别忘了关空调, 记得锁门, 不要忘了把门锁上, 请记得关客厅灯吧), is
// that command, as said alone: 别 was read as a negation and the command
// cancelled (好的，不做了), 记 as a name (找不到“记门”). Said after a part of
// the day or a time not told (晚上别忘了关灯, 一会儿记得关电视) edge asks for
// a time and does nothing, as for 等会儿关电视. The speaker's own memory, a
// question or a reminder with no command does nothing.
func TestReminderAsked(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	commands := []string{"关空调", "锁门", "把门锁上", "关电视", "关掉客厅灯", "打开卧室加湿器", "把卧室空调关了"}
	words := []string{"别忘了", "不要忘了", "别忘记", "可别忘了", "千万别忘了", "记得", "记住", "请记得", "你别忘了"}
	ends := []string{"", "吧", "啊"}
	vague := ask("等会儿关电视", "vague").Say
	n := 0
	for _, c := range commands {
		for _, end := range ends {
			want := ask(c+end, "plain"+c+end)
			for _, w := range words {
				text := w + c + end
				n++
				if r := ask(text, "r"+text); planned(r) != planned(want) || r.Outcome != want.Outcome || r.Outcome == turn.Cancelled {
					t.Errorf("%q: %s %s (%s), want as %q: %s %s", text, r.Outcome, planned(r), r.Say, c+end, want.Outcome, planned(want))
				}
			}
			for _, when := range []string{"晚上", "今晚", "明天", "一会儿", "待会儿"} {
				for _, w := range words[:6] {
					text := when + w + c + end
					n++
					if r := ask(text, "v"+text); r.Outcome != turn.NotUnderstood || len(r.Actions) > 0 || r.Say != vague {
						t.Errorf("%q: %s %s (%s), want a time asked and nothing done", text, r.Outcome, planned(r), r.Say)
					}
				}
			}
		}
	}
	if n < 300 {
		t.Fatalf("%d utterances: too few to say anything", n)
	}
	for _, text := range []string{"我记得关了灯", "你记得关灯吗", "别忘了", "我忘了关灯", "你别忘了关灯吗"} {
		if r := ask(text, "n"+text); len(r.Actions) > 0 || r.Outcome == turn.Planned {
			t.Errorf("%q: %s %s (%s), want nothing done", text, r.Outcome, planned(r), r.Say)
		}
	}
}
