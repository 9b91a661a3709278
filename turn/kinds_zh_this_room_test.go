package turn_test

import (
	"context"
	"strings"
	"testing"

	"edge/home/hometest"
	"edge/turn"
)

// TestChineseThisRoom says the room the speaker is in as 这 and a word of a
// room (这屋, 这屋子, 这间屋, 这间房间, 我这屋), in every room of the demo
// home, in commands and questions of the room and of a class in it ("这屋关
// 了", "把这屋的灯打开", "这间屋的空调关一下", "这屋子温度多少"): each does what
// the same words with 屋里 or 这里 do. "这屋关了" and "这间屋关了" were a name
// not found (找不到“这屋”).
func TestChineseThisRoom(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	n := 0
	ask := func(text, room string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: "this room " + room + " " + text, Room: room, DryRun: true})
	}
	frames := map[string]string{"%s关了": "屋里", "%s关一下": "屋里", "把%s打开": "屋里", "%s的灯关了": "这里", "把%s的灯打开": "这里",
		"%s灯关一下": "这里", "%s的空调关一下": "这里", "%s温度多少": "这里", "%s的窗帘拉上": "这里", "%s有灯开着吗": "这里"}
	for _, r := range hometest.Load(t, "demo").Rooms {
		for _, w := range []string{"这屋", "这屋子", "这间屋", "这间房间", "我这屋", "这个屋子"} {
			for f, here := range frames {
				n++
				said, plain := strings.ReplaceAll(f, "%s", w), strings.ReplaceAll(f, "%s", here)
				want, got := ask(plain, r.ID), ask(said, r.ID)
				if summary(got) != summary(want) || got.Say != want.Say {
					t.Errorf("in %s, %q: %s %q, want %s %q as %q", r.ID, said, summary(got), got.Say, summary(want), want.Say, plain)
				}
			}
		}
	}
	if n < 300 {
		t.Fatalf("%d utterances, want at least 300", n)
	}
}
