package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestChineseHalfWay reads a half said as a level (开一半, 开到一半, 调到一半,
// 拉到中间) as half of the way a thing opens, lights or blows: a cover's
// position, a dimmable light's brightness, a fan's speed. A TV, a speaker
// or a humidifier has no way to be half open: nothing acts (电视开一半 set
// the TV's volume to 50), unless the attribute is said (电视音量开一半); a
// number said (电视开到五十) is as before, and the garage door still asks.
func TestChineseHalfWay(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	forms := []string{"%s开一半", "%s开到一半", "把%s开一半吧", "%s调到一半", "小爱同学%s开一半", "%s开一半啊", "帮我把%s开到一半"}
	halves := map[string]string{
		"客厅窗帘":  "planned: cover.living_curtain set position=50 planned",
		"卧室百叶窗": "planned: cover.bedroom_blind set position=50 planned",
		"厨房灯":   "planned: light.kitchen set brightness=50 planned",
		"书房台灯":  "planned: light.study_lamp set brightness=50 planned",
		"客厅风扇":  "planned: fan.living set speed=50 planned",
	}
	none := []string{"电视", "客厅电视", "书房音箱", "加湿器", "卧室加湿器", "客厅空调", "车库灯"}
	n := 0
	for _, f := range forms {
		for name, want := range halves {
			text := fmt.Sprintf(f, name)
			r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("hw%d", n), DryRun: true})
			if got := summary(r); got != want {
				t.Errorf("%q → %s (say %s), want %s", text, got, r.Say, want)
			}
			n++
		}
		for _, name := range none {
			text := fmt.Sprintf(f, name)
			r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("hw%d", n), DryRun: true})
			if len(r.Actions) > 0 || r.Outcome == "planned" {
				t.Errorf("%q → %s (say %s), want nothing done", text, summary(r), r.Say)
			}
			n++
		}
	}
	if n < 80 {
		t.Fatalf("%d wordings, want at least 80", n)
	}
	wantSummaries(t, e, map[string]string{
		"电视音量开一半":     "planned: media.living_tv set volume=50 planned",
		"电视声音开到一半":    "planned: media.living_tv set volume=50 planned",
		"电视开到五十":      "planned: media.living_tv set volume=50 planned",
		"电视调到百分之五十":   "planned: media.living_tv set volume=50 planned",
		"窗帘拉到中间":      "planned: cover.living_curtain set position=50 planned",
		"台灯调到中间":      "planned: light.study_lamp set brightness=50 planned",
		"车库门开一半":      "confirm: cover.garage_door set position=50 pending",
		"客厅空调调到二十六度半": "planned: climate.living_ac set temperature=26.5 planned",
	})
}
