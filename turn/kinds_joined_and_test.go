package turn_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"edge/home/hometest"
)

// TestChineseBingJoins: 并 between two commands joins them as a pause does
// ("打开厨房灯并关闭书房台灯" is "打开厨房灯，关闭书房台灯"), for every two
// devices of the demo home that switch; it was read into the name (找不到
// “厨房灯并”).
func TestChineseBingJoins(t *testing.T) {
	generatedKinds(t)
	h := hometest.Load(t, "demo")
	ask := newSaidOnDemo(t, "bing").ask
	var names []string
	for _, d := range h.Devices {
		if slices.Contains(d.Capabilities, "onoff") {
			if zh := chineseNames(d); len(zh) > 0 {
				names = append(names, zh[0])
			}
		}
	}
	n := 0
	for i, a := range names {
		b := names[(i+3)%len(names)]
		for _, join := range []string{"并", "并且"} {
			said := fmt.Sprintf("打开%s%s关闭%s", a, join, b)
			plain := fmt.Sprintf("打开%s，关闭%s", a, b)
			n++
			want := summary(ask(plain))
			if got := summary(ask(said)); got != want || !strings.Contains(want, "planned") && !strings.Contains(want, "confirm") {
				t.Errorf("%q: %s, want %s as %q", said, got, want, plain)
			}
		}
	}
	if n < 20 {
		t.Errorf("%d utterances, want at least 20", n)
	}
}

// TestCleanedAfterStart: cleaning a room said after the start of the
// vacuum ("start the robot vacuum and clean the kitchen", "turn on the
// vacuum and then clean the study", 开启扫地机器人并清扫客厅, 打开扫地机，打扫卧室)
// starts it once, in that room, for every room of the demo home: it
// started twice, the first time everywhere. 打扫卫生间 is the bathroom
// (the verb 打扫卫生 took the start of it: no room called 间).
func TestCleanedAfterStart(t *testing.T) {
	generatedKinds(t)
	h := hometest.Load(t, "demo")
	ask := newSaidOnDemo(t, "cleaned").ask
	n := 0
	for _, r := range h.Rooms {
		var said []string
		for _, f := range []string{"start the robot vacuum and clean the %s", "turn on the vacuum and then clean the %s", "start the vacuum, vacuum the %s"} {
			said = append(said, fmt.Sprintf(f, strings.ToLower(r.Name)))
		}
		for _, a := range r.Aliases {
			if strings.ContainsFunc(a, func(c rune) bool { return c > 0x2e80 }) {
				for _, f := range []string{"开启扫地机器人并清扫%s", "打开扫地机，打扫%s", "启动扫地机器人然后打扫一下%s"} {
					said = append(said, fmt.Sprintf(f, a))
				}
			}
		}
		for _, text := range said {
			n++
			got := ask(text)
			if len(got.Actions) != 1 || got.Actions[0].Command != "start" || got.Actions[0].Args["room"] != r.ID {
				t.Errorf("%q: %s %v, want one start in %s", text, summary(got), got.Actions, r.ID)
			}
		}
	}
	if n < 40 {
		t.Errorf("%d utterances, want at least 40", n)
	}
}
