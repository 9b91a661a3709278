package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestCleanWhereSaid: cleaning said of a word that names no room of its
// own ("clean the room", "vacuum this room", 打扫一下房间, 把屋子扫一下) is
// cleaning where the speaker is: that room where it is known, a question
// of it where not, never everywhere. Said of the house (打扫房子, 把整个房子
// 打扫一下, "vacuum the house") it is everywhere. 打扫房子 was "no room
// called 房子"; "clean the room" "no room called room".
func TestCleanWhereSaid(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	ask := func(text, room string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: "clean " + room + text, Room: room, DryRun: true})
	}
	n := 0
	room := func(r turn.Result) any {
		if len(r.Actions) != 1 || r.Actions[0].Device != "vacuum.robot" || r.Actions[0].Command != "start" {
			return nil
		}
		return r.Actions[0].Args["room"]
	}
	here := map[string][]string{
		"en": {"clean the %s", "vacuum the %s", "please vacuum this %s", "can you clean up the %s", "hoover the %s", "have the robot clean the %s"},
		"zh": {"打扫一下%s", "把%s打扫一下", "扫一下%s", "让扫地机器人打扫%s", "%s打扫一下", "帮我打扫%s"},
	}
	generic := map[string][]string{"en": {"room", "place"}, "zh": {"房间", "屋子", "屋里", "整个房间"}}
	whole := map[string][]string{"en": {"house", "whole house", "home", "whole home", "apartment"}, "zh": {"房子", "整个房子", "整个家", "全屋", "家里"}}
	for l, forms := range here {
		for _, f := range forms {
			for _, w := range generic[l] {
				text := fmt.Sprintf(f, w)
				n += 2
				if got := room(ask(text, "kitchen")); got != "kitchen" {
					t.Errorf("%q in the kitchen: %s, want the kitchen cleaned", text, summary(ask(text, "kitchen")))
				}
				if got := ask(text, ""); len(got.Actions) > 0 {
					t.Errorf("%q, no room known: %s, want nothing done", text, summary(got))
				}
			}
			for _, w := range whole[l] {
				text := fmt.Sprintf(f, w)
				n++
				if got := ask(text, ""); got.Outcome != turn.Planned || len(got.Actions) != 1 || got.Actions[0].Device != "vacuum.robot" || room(got) != nil {
					t.Errorf("%q: %s %v, want cleaning everywhere", text, summary(got), got.Actions)
				}
			}
		}
	}
	if n < 100 {
		t.Errorf("%d utterances, want at least 100", n)
	}
}
