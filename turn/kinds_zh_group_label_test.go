package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"unicode"

	"edge/turn"
)

// TestChineseGroupNamedInChinese says a group by its Chinese alias (楼上的灯)
// in a Chinese reply: the question of which light, where the group is an
// option (打开客厅灯，等等，关掉吧), said "Upstairs lights" among Chinese names.
func TestChineseGroupNamedInChinese(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	n := 0
	for _, first := range []string{"打开客厅灯", "开客厅灯", "把客厅灯打开"} {
		for _, wait := range []string{"等等", "等一下", "等下"} {
			for _, then := range []string{"关掉吧", "关了吧", "关掉", "还是关了吧"} {
				text := first + "，" + wait + "，" + then
				r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("gl%d", n), DryRun: true})
				n++
				if !strings.Contains(r.Say, "Upstairs") && !strings.ContainsFunc(r.Say, func(c rune) bool { return c < unicode.MaxASCII && unicode.IsLetter(c) }) {
					continue
				}
				t.Errorf("%q → %s, say %s: latin letters in a Chinese reply", text, summary(r), r.Say)
			}
		}
	}
	r := e.Ask(context.Background(), turn.Request{Text: "打开客厅灯，等等，关掉吧", Session: "gl-one", DryRun: true})
	if r.Outcome == "clarify" && !strings.Contains(r.Say, "楼上的灯") {
		t.Errorf("打开客厅灯，等等，关掉吧 → say %s, want the group said 楼上的灯", r.Say)
	}
	if n < 30 {
		t.Fatalf("%d wordings, want at least 30", n)
	}
}
