package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestModeTheDeviceHasNot sets the air conditioners of the demo home, by
// name or class, to a mode the capability table does not give them (除湿,
// 送风), with every verb of setting: nothing is done, and the reply names
// the mode they have not ("卧室空调没有除湿模式。"), where it said only
// that they cannot ("卧室空调不能这样操作。"). A mode they have is still
// set, and English says the same ("Bedroom AC has no dry mode.").
func TestModeTheDeviceHasNot(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	modes := map[string][]string{"除湿": {"除湿", "抽湿", "除湿模式", "抽湿模式"}, "送风": {"送风", "送风模式"}}
	devices := []string{"空调", "卧室空调", "客厅空调", "卧室的空调"}
	frames := []string{"%s调到%s", "把%s调成%s", "%s开%s", "%s开到%s", "帮我把%s切到%s吧", "%s换成%s", "%s%s二十五度"}
	n := 0
	for mode, words := range modes {
		for _, w := range words {
			for _, d := range devices {
				for _, f := range frames {
					text := fmt.Sprintf(f, d, w)
					r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("m%d", n), DryRun: true})
					n++
					if got := summary(r); runs(got) || r.Outcome != "not_understood" || !strings.Contains(r.Say, "没有"+mode+"模式") {
						t.Errorf("%q: %s %q, want that it has no %s mode", text, got, r.Say, mode)
					}
				}
			}
		}
	}
	if n < 150 {
		t.Fatalf("%d utterances, want at least 150", n)
	}
	for text, want := range map[string]string{
		"卧室空调调到制热模式":                     "planned: climate.bedroom_ac set planned",
		"客厅空调开制冷":                        "planned: climate.living_ac set planned",
		"卧室空调调成自动":                       "planned: climate.bedroom_ac set planned",
		"set the bedroom ac to dry mode": "not_understood: ",
	} {
		r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("m%d", n), DryRun: true})
		n++
		if got := summary(r); got != want {
			t.Errorf("%q: %s %q, want %s", text, got, r.Say, want)
		}
		if strings.HasPrefix(want, "not_understood") && !strings.Contains(r.Say, "has no dry mode") {
			t.Errorf("%q: %q, want that it has no dry mode", text, r.Say)
		}
	}
}
