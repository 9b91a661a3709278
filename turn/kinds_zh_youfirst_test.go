package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestChineseSpokenToFirst: 你 said first and run into a name (你空调关了,
// 你卧室空调调到26度), and 那就 before a command (那就温度调到18吧), do what
// the command alone does, in the speaker's room or none. 你空调 was a name
// not found, or heard as another device's (ni for li); 那 a name.
func TestChineseSpokenToFirst(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	commands := []string{"空调关了", "空调温度升高一度", "卧室空调调到26度", "台灯关一下", "客厅灯打开", "电视声音小一点", "窗帘拉开",
		"温度调到24", "卧室灯调暗一点", "客厅风扇开到最大"}
	n := 0
	for _, room := range []string{"", "bedroom", "study", "living"} {
		for _, c := range commands {
			want := summary(e.Ask(context.Background(), turn.Request{Text: c, Room: room, Session: fmt.Sprintf("ya%d", n), DryRun: true}))
			n++
			for _, text := range []string{"你" + c, "嗯，你" + c, "小爱同学，你" + c, "那就" + c + "吧", "那就" + c} {
				want := want
				if text[len(text)-len("吧"):] == "吧" {
					want = summary(e.Ask(context.Background(), turn.Request{Text: c + "吧", Room: room, Session: fmt.Sprintf("ya%d", n), DryRun: true}))
					n++
				}
				r := e.Ask(context.Background(), turn.Request{Text: text, Room: room, Session: fmt.Sprintf("ya%d", n), DryRun: true})
				if got := summary(r); got != want {
					t.Errorf("%q in %q → %s (say %s), want %s as alone", text, room, got, r.Say, want)
				}
				n++
			}
		}
	}
	if n < 200 {
		t.Fatalf("%d wordings, want at least 200", n)
	}
	wantSummaries(t, e, map[string]string{
		"你们把客厅灯关了": "planned: light.living_main off planned",
		"你好，客厅灯关了": "planned: light.living_main off planned",
	})
}
