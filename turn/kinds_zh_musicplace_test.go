package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestChineseMusicOfAPlace switches the music of a room on or off, the
// room said as Chinese says it, a name before the music (书房音乐关掉, 把客厅的
// 音乐关了, 关掉书房的歌, 书房关掉音乐), in every room of the demo home: where a
// player is, its music plays or pauses; where none is, nothing acts. The
// room's lights were switched instead (书房音乐关掉 put out the study's
// lights, 关掉花园的音乐 the garden's).
func TestChineseMusicOfAPlace(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	players := map[string]string{"书房": "media.study_speaker", "客厅": "media.living_tv"}
	rooms := []string{"书房", "客厅", "厨房", "卧室", "儿童房", "卫生间", "门厅", "餐厅", "车库", "花园"}
	verbs := map[string][]string{
		"pause": {"关掉", "关了", "关一下", "停一下", "停了", "暂停"},
		"play":  {"打开", "开一下", "开开"},
	}
	forms := []string{"%s音乐%s", "%s的音乐%s", "把%s的音乐%s", "%s的歌%s", "%s的歌曲%s"}
	before := []string{"%[2]s%[1]s的音乐", "%[2]s%[1]s的歌", "%[1]s%[2]s音乐"}
	openers := []string{"", "帮我", "小爱同学，", "嗯，"}
	n := 0
	for _, o := range openers {
		for cmd, vs := range verbs {
			for _, v := range vs {
				for _, room := range rooms {
					var texts []string
					for _, f := range forms {
						texts = append(texts, fmt.Sprintf(f, room, v))
					}
					if v != "停了" && v != "开开" && v != "关了" {
						for _, f := range before {
							texts = append(texts, fmt.Sprintf(f, room, v))
						}
					}
					for _, text := range texts {
						text = o + text
						r := e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("zmp%d", n), DryRun: true})
						got := summary(r)
						if player, ok := players[room]; ok {
							if want := fmt.Sprintf("planned: %s %s planned", player, cmd); got != want {
								t.Errorf("%q → %s (say %s), want %s", text, got, r.Say, want)
							}
						} else if runs(got) || strings.Contains(got, "light.") {
							t.Errorf("%q → %s (say %s), want nothing done", text, got, r.Say)
						}
						n++
					}
				}
			}
		}
	}
	if n < 500 {
		t.Fatalf("%d wordings, want at least 500", n)
	}
	wantSummaries(t, e, map[string]string{
		"书房的灯关掉": "planned: light.study_ceiling off planned, light.study_lamp off planned",
		"书房关一下":  "planned: light.study_ceiling off planned, light.study_lamp off planned",
		"关掉电视":   "planned: media.living_tv off planned",
	})
}
