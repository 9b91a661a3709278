package turn_test

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"unicode"

	"edge/home/hometest"
	"edge/turn"
)

// TestChineseRemarkBeforeCommand: a remark of the speaker's said before a
// command, after a pause (我看不见了，…; 太晚了，…; 我要做饭了，…; 早上好，…),
// for every Chinese name of a device of the demo home that switches, does
// what the command alone does: the whole was not understood. A remark
// that says when, a condition, or what was meant (明天早上，…; 我说的是车
// 库，…) is kept, and nothing is done.
func TestChineseRemarkBeforeCommand(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	h := hometest.Load(t, "demo")
	ask := func(text string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: "remark " + text, DryRun: true})
	}
	remarks := []string{"我看不见了，%s", "太晚了，%s", "我要做饭了，%s", "早上好，%s", "晚上好，%s", "饭做好了，%s", "我饿了，%s", "我手里拿着东西，%s",
		"哎，我看不见了，%s"}
	n := 0
	for _, d := range h.Devices {
		if !slices.Contains(d.Capabilities, "onoff") {
			continue
		}
		for _, alias := range d.Aliases {
			if !slices.ContainsFunc([]rune(alias), func(r rune) bool { return unicode.Is(unicode.Han, r) }) {
				continue
			}
			for _, verb := range []string{"打开", "关闭"} {
				cmd := "把" + alias + verb
				want := summary(ask(cmd))
				for _, r := range remarks {
					text := fmt.Sprintf(r, cmd)
					n++
					if got := summary(ask(text)); got != want {
						t.Errorf("%q: %s, want %s as %q", text, got, want, cmd)
					}
				}
				for _, r := range []string{"明天早上，%s", "我说的是车库，%s", "如果太热，%s", "待会儿，%s"} {
					text := fmt.Sprintf(r, cmd)
					n++
					if got := ask(text); len(got.Actions) > 0 && got.Outcome != turn.Scheduled {
						t.Errorf("%q: %s, want nothing done now", text, summary(got))
					}
				}
			}
		}
	}
	if n < 400 {
		t.Errorf("%d utterances, want at least 400", n)
	}
}
