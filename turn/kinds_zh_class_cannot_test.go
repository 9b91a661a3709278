package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestChineseClassThatCannot says a class word of the demo home, alone or
// after a room, with a value none of its devices can take (a fan's steps
// said of the air conditioners or the lights, degrees of the lights, the
// curtain or the TV, a mode of the lights), with every verb of setting:
// nothing is done, and the reply says the devices said cannot do it, never
// that the class word is a name not found ("空调调到二档" was 找不到“空调”);
// a mode says which mode they have not ("灯没有制热模式").
// A class word of a room that has none of the class is still not found.
func TestChineseClassThatCannot(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	values := map[string][]string{
		"空调":   {"二档", "三挡", "第一档"},
		"卧室空调": {"二档", "第三档"},
		"灯":    {"二档", "二十六度", "制热模式"},
		"卧室的灯": {"三挡", "二十度"},
		"窗帘":   {"二十六度", "制冷模式", "二档"},
		"电视":   {"二十六度", "制热模式"},
	}
	frames := []string{"%s调到%s", "把%s调到%s", "%s开到%s", "帮我把%s调成%s", "%s调成%s吧"}
	n := 0
	for device, vs := range values {
		for _, v := range vs {
			for _, f := range frames {
				text := fmt.Sprintf(f, device, v)
				want := "不能这样操作"
				if mode, ok := strings.CutSuffix(v, "模式"); ok {
					want = "没有" + mode + "模式"
				}
				r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("c%d", n), DryRun: true})
				n++
				if got := summary(r); runs(got) || r.Outcome != "not_understood" || !strings.Contains(r.Say, want) ||
					strings.Contains(r.Say, "找不到") {
					t.Errorf("%q: %s %q, want that it cannot", text, got, r.Say)
				}
			}
		}
	}
	for _, text := range []string{"厨房空调调到二档", "把书房空调调到二十六度", "车库窗帘调到二档"} {
		r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("c%d", n), DryRun: true})
		n++
		if got := summary(r); runs(got) || !strings.Contains(r.Say, "找不到") {
			t.Errorf("%q: %s %q, want the name not found", text, got, r.Say)
		}
	}
	if n < 60 {
		t.Fatalf("%d utterances, want at least 60", n)
	}
}
