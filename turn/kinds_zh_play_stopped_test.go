package turn_test

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"edge/turn"
)

// TestChinesePlayStopped reads playing said as what is paused or stopped
// (暂停播放, 停止播放吧, 小爱同学暂停播放一下) as the music: which player is
// asked, never the robot vacuum, which it offered. A player named pauses
// (电视暂停播放), and the vacuum named (暂停扫地机器人) or 暂停 alone is as
// before.
func TestChinesePlayStopped(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	openers := []string{"", "小爱同学", "帮我", "嗯"}
	verbs := []string{"暂停播放", "停止播放", "暂停播放音乐"}
	ends := []string{"", "吧", "一下", "啊", "一下吧"}
	n := 0
	for _, o := range openers {
		for _, v := range verbs {
			for _, end := range ends {
				text := o + v + end
				r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("ps%d", n), DryRun: true})
				var opts []string
				for _, op := range r.Options {
					opts = append(opts, op.ID)
				}
				slices.Sort(opts)
				if r.Outcome != "clarify" || len(r.Actions) > 0 || !slices.Equal(opts, []string{"media.living_tv", "media.study_speaker"}) {
					t.Errorf("%q → %s %v (say %s), want the two players asked", text, summary(r), opts, r.Say)
				}
				n++
			}
		}
	}
	if n < 50 {
		t.Fatalf("%d wordings, want at least 50", n)
	}
	wantSummaries(t, e, map[string]string{
		"电视暂停播放":    "planned: media.living_tv pause planned",
		"把电视暂停播放":   "planned: media.living_tv pause planned",
		"书房暂停播放":    "planned: media.study_speaker pause planned",
		"暂停扫地机器人":   "planned: vacuum.robot stop planned",
		"暂停播放扫地机器人": "planned: vacuum.robot stop planned",
	})
	r := e.Ask(context.Background(), turn.Request{Text: "暂停", Session: "ps-alone", DryRun: true})
	if r.Outcome != "clarify" || len(r.Options) != 3 {
		t.Errorf("暂停 → %s (say %s), want the two players and the vacuum asked", summary(r), r.Say)
	}
}
