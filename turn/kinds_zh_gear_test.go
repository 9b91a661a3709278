package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestSpeedCountedInSteps says a fan's speed said as a count of its steps with
// 档 or 挡 (风扇调到二档, 风扇开到三挡, 把风扇调成第一档, 风扇调高一档) is
// never set as that many percent: the demo's fans count their speed in
// percent and declare no steps, so edge asks for a percentage and does
// nothing, whatever the number (十一档 was set to 11%, 调高一档 raised it by
// 1%, once the number and its measure word were read apart). It was one
// name not found (“风扇2档”). A thing with no speed says it cannot; the
// top and bottom steps (最大档, 最小档) are as they were.
func TestSpeedCountedInSteps(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	ask := func(text string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: "s" + text, DryRun: true})
	}
	fans := []string{"风扇", "客厅风扇", "客厅的风扇"}
	frames := []string{"%s调到%s", "%s开到%s", "把%s调成%s", "%s调到%s吧", "帮我把%s开到%s", "%s%s"}
	counts := []string{"一", "二", "三", "第二", "五", "十", "十一", "2", "二十"}
	measures := []string{"档", "挡"}
	n := 0
	for _, f := range fans {
		for _, fr := range frames {
			for _, c := range counts {
				for _, m := range measures {
					text := fmt.Sprintf(fr, f, c+m)
					n++
					if r := ask(text); r.Outcome != turn.NotUnderstood || len(r.Actions) > 0 || !strings.Contains(r.Say, "百分") {
						t.Errorf("%q: %s (%s), want a percentage asked for and nothing done", text, planned(r), r.Say)
					}
				}
			}
		}
	}
	for _, f := range fans {
		for _, said := range []string{"%s调高一档", "%s调低一档", "把%s调高两档", "%s降一档"} {
			text := fmt.Sprintf(said, f)
			n++
			if r := ask(text); len(r.Actions) > 0 {
				t.Errorf("%q: %s (%s), want nothing done", text, planned(r), r.Say)
			}
		}
	}
	for _, thing := range []string{"台灯", "排气扇", "电视"} {
		for _, c := range []string{"二档", "三挡"} {
			text := thing + "调到" + c
			n++
			if r := ask(text); len(r.Actions) > 0 {
				t.Errorf("%q: %s (%s), want nothing done", text, planned(r), r.Say)
			}
		}
	}
	for text, want := range map[string]string{"风扇调到最大档": "planned: fan.living set map[speed:100]", "把风扇调到50%": "planned: fan.living set map[speed:50]"} {
		if r := ask(text); planned(r) != want {
			t.Errorf("%q: %s (%s), want %s", text, planned(r), r.Say, want)
		}
	}
	if n < 300 {
		t.Fatalf("%d utterances: too few to say anything", n)
	}
}
