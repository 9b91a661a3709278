package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestChineseWhetherToDo asks back a command asked as a question of
// whether to do it (要不要开客厅空调, 客厅空调要不要开, 需不需要把窗帘拉上呢),
// as a wish is ("要打开客厅空调吗？"), and does it on a yes: 不要 was read as
// refusing it, and "好的，不做了" said. 不要开空调 is refused as before, and
// a hazard asked about (要不要把前门打开) is never done.
func TestChineseWhetherToDo(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	asks := map[string]string{"开%s客厅空调": "要打开客厅空调吗？", "把%s窗帘拉上": "要关上客厅窗帘吗？", "把%s电视打开": "要打开电视吗？", "关%s卧室加湿器": "要关闭卧室加湿器吗？"}
	n := 0
	for _, o := range []string{"", "小爱同学", "嗯", "那"} {
		for _, w := range []string{"要不要", "需不需要", "用不用"} {
			for c, want := range asks {
				for _, end := range []string{"", "呢", "啊"} {
					text := o + w + strings.Replace(c, "%s", "", 1) + end
					r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("wh%d", n), DryRun: true})
					if r.Outcome != "clarify" || len(r.Actions) > 0 || r.Say != want {
						t.Errorf("%q → %s (say %s), want %s asked", text, summary(r), r.Say, want)
					}
					n++
				}
			}
		}
	}
	if n < 100 {
		t.Fatalf("%d wordings, want at least 100", n)
	}
	wantSummaries(t, e, map[string]string{
		"客厅空调要不要开": "clarify: ",
		"不要开空调":    "cancelled: ",
	})
	for _, text := range []string{"要不要把前门打开", "要不要把燃气阀门打开", "要不要开车库门"} {
		r := e.Ask(context.Background(), turn.Request{Text: text, Session: "wh-" + text, DryRun: true})
		if len(r.Actions) > 0 || r.Outcome == "confirm" || r.Outcome == "planned" {
			t.Errorf("%q → %s (say %s), want nothing done", text, summary(r), r.Say)
		}
	}
	run(t, e, "wh-yes", []step{
		{text: "要不要开客厅空调", want: "clarify: "},
		{text: "好的", want: "done: climate.living_ac on done"},
	})
}
