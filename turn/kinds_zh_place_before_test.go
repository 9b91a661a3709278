package turn_test

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"edge/turn"
)

// TestChinesePlaceBefore asks which one of a class word said with no place
// after a command of something of a place (卧室灯调暗一点再把窗帘拉上, 把卧室灯关了
// 然后窗帘拉上吧), where the word finds only another room's (the living
// room's curtain) and the place said first has something it reaches (the
// bedroom's blinds): the living room's curtain was closed unasked. Where
// the place has nothing the word reaches, or the word finds something of
// that place, the command is as said; a list item is meant wherever it is.
func TestChinesePlaceBefore(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	firsts := []string{"卧室灯调暗一点", "把卧室灯关了", "卧室的灯打开", "主卧灯关掉", "小爱同学卧室灯关一下"}
	joins := []string{"再", "然后", "顺便", "，再"}
	seconds := []string{"把窗帘拉上", "窗帘拉上", "把窗帘关上", "拉开窗帘", "把窗帘打开"}
	ends := []string{"", "吧", "啊"}
	n := 0
	for _, f := range firsts {
		for _, j := range joins {
			for _, s := range seconds {
				for _, end := range ends {
					text := f + j + s + end
					r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("pb%d", n), DryRun: true})
					var opts []string
					for _, o := range r.Options {
						opts = append(opts, o.ID)
					}
					if r.Outcome != "clarify" || len(r.Actions) > 0 || !slices.Contains(opts, "cover.bedroom_blind") || !slices.Contains(opts, "cover.living_curtain") {
						t.Errorf("%q → %s %v (say %s), want which of the blinds and the curtain asked", text, summary(r), opts, r.Say)
					}
					n++
				}
			}
		}
	}
	if n < 200 {
		t.Fatalf("%d wordings, want at least 200", n)
	}
	wantSummaries(t, e, map[string]string{
		"客厅灯关掉再把窗帘拉上":   "planned: light.living_main off planned, cover.living_curtain close planned",
		"卧室灯关掉再把电视打开":   "planned: light.bedroom_main off planned, light.bedside off planned, switch.reading_lamp off planned, media.living_tv on planned",
		"卧室灯关掉再把卧室窗帘拉上": "planned: light.bedroom_main off planned, light.bedside off planned, switch.reading_lamp off planned, cover.bedroom_blind close planned",
		"客厅窗帘关上再关台灯":    "planned: cover.living_curtain close planned, light.study_lamp off planned",
		"打开电视再把窗帘拉上":    "planned: media.living_tv on planned, cover.living_curtain close planned",
		"电视和空调都打开":      "clarify: ",
		"卧室灯关掉再开空调":     "clarify: ",
	})
	// the answer does it there, with the rest of the command
	run(t, e, "pb-answer", []step{
		{text: "卧室灯调暗一点再把窗帘拉上", want: "clarify: "},
		{text: "卧室的", want: "done: light.bedroom_main set done, light.bedside set done, cover.bedroom_blind close done"},
	})
}
