package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestCommandAfterAWish: a command that names no device, said after a wish
// was asked back ("the tv is too quiet" → "Raise TV by 10%?", then "turn
// the volume down"; 电视声音太小了, then 声音调小一点), is done as said: it
// asked the wish again, the other way ("Raise TV by 10%?"). Every wish of
// the TV's sound, every such command: the TV's volume moves the way the
// command says.
func TestCommandAfterAWish(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	wishes := []string{"the tv is too quiet", "the tv is too loud", "the volume is low", "the volume is a bit high", "电视声音太小了",
		"电视太吵了", "音量有点低", "声音太大了"}
	commands := map[string]float64{"turn the volume down": -10, "turn the volume up": 10, "lower the volume": -10, "raise the volume": 10,
		"声音调小一点": -10, "声音调大一点": 10, "音量调低一点": -10, "调小一点": -10, "调大一点": 10}
	n := 0
	for i, wish := range wishes {
		for command, step := range commands {
			n++
			session := fmt.Sprintf("w%d.%s", i, command)
			r := e.Ask(context.Background(), turn.Request{Text: wish, Session: session, Room: "living", DryRun: true})
			if r.Outcome != turn.Clarify {
				t.Fatalf("%q: %s %q, want the wish asked back", wish, r.Outcome, r.Say)
			}
			r = e.Ask(context.Background(), turn.Request{Text: command, Session: session, Room: "living", DryRun: true})
			if len(r.Actions) != 1 || r.Actions[0].Device != "media.living_tv" || r.Actions[0].Args["volume_step"] != step {
				t.Errorf("%q, then %q: %s %v %q, want the TV's volume by %v", wish, command, r.Outcome, r.Actions, r.Say, step)
			}
		}
	}
	if n < 60 {
		t.Errorf("%d turns, want at least 60", n)
	}
}
