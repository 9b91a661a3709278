package turn_test

import (
	"context"
	"strings"
	"testing"

	"edge/turn"
)

// TestCorrectionOpensCommand: a correction said before a whole command
// ("no, turn on the hall light", "nah, lock the front door"; 不对，是开门厅灯,
// 啊不对是开灯, 错了，是关空调, 我是说打开楼梯灯), after a command or while
// edge asks which one, is that command, as said alone: "no, …" and
// "不对，…" were not understood, and 不对是开灯 after 关灯 asked which room
// lost its verb: 灯 chose every light, and edge asked to turn them all off.
func TestCorrectionOpensCommand(t *testing.T) {
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	en := []string{"turn on the hall light", "switch off the landing light", "open the living room curtain", "turn the tv on", "lock the front door", "turn off the garage light"}
	zh := []string{"开门厅灯", "打开楼梯灯", "把客厅窗帘打开", "关电视", "把前门锁上", "车库灯关掉"}
	n := followedAsSaid(t, ask, []followCmd{
		{"turn off the kitchen light", "%s", en},
		{"turn on the tv", "%s", en},
	}, []string{"no, %s", "no %s", "nah, %s", "um no, %s", "no, no, %s"})
	n += followedAsSaid(t, ask, []followCmd{
		{"关厨房灯", "%s", zh},
		{"打开电视", "%s", zh},
	}, []string{"不对，%s", "不对%s", "不对，是%s", "不对是%s", "啊不对是%s", "不对不对，%s", "错了，是%s", "我是说%s", "说错了，%s"})
	// while edge asks which room: the command said, asked again, never
	// an answer of the words after the verb
	for _, fix := range []string{"不对，是开灯", "不对是开灯", "啊不对是开灯", "不对，开灯", "错了，是开灯", "不对不对是开灯"} {
		n++
		s := "which|" + fix
		if r := ask("关灯", s); r.Outcome != turn.Clarify {
			t.Fatalf("关灯: %s", planned(r))
		}
		if r := ask(fix, s); r.Outcome != turn.Clarify || len(r.Actions) > 0 {
			t.Errorf("%q after 关灯: %s, want which room asked again", fix, planned(r))
		}
		r := ask("厨房", s)
		if got := planned(r); !strings.Contains(got, "light.kitchen on") || strings.Contains(got, " off ") {
			t.Errorf("厨房 after 关灯 and %q: %s, want the kitchen's lights on", fix, got)
		}
	}
	if n < 150 {
		t.Errorf("%d conversations, want at least 150", n)
	}
}
