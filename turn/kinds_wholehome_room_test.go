package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestWholeHomeFromARoom: the whole home said ("all the lights in the
// house", "the lights everywhere", "in every room", 全屋的灯, 家里的空调) is
// every room's, whichever room the speaker is in: what is done, or asked
// before it is done, is what the same words reach said nowhere in
// particular. It was the speaker's room alone: "turn off all the lights in
// the house" from the living room turned off its ceiling light and no
// other. Said with no place, "turn off the lights" is still the room's.
func TestWholeHomeFromARoom(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	ask := func(text, room, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Room: room, Session: session, DryRun: true})
	}
	texts := []string{}
	for _, verb := range []string{"turn off", "turn on"} {
		for _, f := range []string{"%s all the lights in the house", "%s the lights everywhere", "%s every light in the whole house",
			"%s all the lights in every room", "%s the lights in all the rooms", "%s all lights in the home", "%s all the lights all over the house",
			"%s all the air conditioners in the house", "%s the fans everywhere"} {
			texts = append(texts, fmt.Sprintf(f, verb))
		}
	}
	for _, verb := range []string{"关掉", "打开"} {
		for _, f := range []string{"把全屋的灯都%s", "把家里的灯全%s", "把所有房间的灯都%s", "把每个房间的灯都%s", "%s全屋所有的灯", "把家里的空调都%s", "%s家里所有的风扇"} {
			texts = append(texts, fmt.Sprintf(f, verb))
		}
	}
	n := 0
	for _, text := range texts {
		want := summary(ask(text, "", "nowhere"+text))
		if !runs(want) {
			t.Fatalf("%q said nowhere → %s, want it done or asked its yes", text, want)
		}
		for _, room := range []string{"living", "kitchen", "bedroom", "kids", "garage"} {
			n++
			if got := summary(ask(text, room, fmt.Sprintf("w%d", n))); got != want {
				t.Errorf("%q in %s → %s, want %s", text, room, got, want)
			}
		}
	}
	if n < 150 {
		t.Fatalf("%d wordings, want at least 150", n)
	}
	if got := summary(ask("turn off the lights", "kitchen", "here")); got != "planned: light.kitchen off planned, light.kitchen_cabinet off planned" {
		t.Errorf("turn off the lights in the kitchen → %s, want the kitchen's lights", got)
	}
}
