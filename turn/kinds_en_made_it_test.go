package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestMadeItSoManyDegreesInARoom says "make it" a number, with or without
// "degrees", in a room of the demo home that has an air conditioner, with
// courtesies before and after: that room's air conditioner is set to the
// number, as "set the bedroom ac to 20" is. With no place, another unit,
// or a room with nothing to heat or cool, nothing acts.
func TestMadeItSoManyDegreesInARoom(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	rooms := map[string]string{"bedroom": "climate.bedroom_ac", "master bedroom": "climate.bedroom_ac",
		"living room": "climate.living_ac", "lounge": "climate.living_ac"}
	want := map[string]func(string) bool{}
	for room, id := range rooms {
		for _, n := range []int{18, 20, 22, 25} {
			for _, unit := range []string{"", " degrees"} {
				for _, frame := range []string{"make it %d%s in the %s", "please make it %d%s in the %s", "can you make it %d%s in the %s",
					"make it %d%s in the %s please", "hey, make it %d%s in the %s"} {
					want[fmt.Sprintf(frame, n, unit, room)] = is(fmt.Sprintf("planned: %s set temperature=%d planned", id, n))
				}
			}
		}
	}
	if len(want) < 150 {
		t.Errorf("%d wordings, want at least 150", len(want))
	}
	askAll(t, e, want, "a room made so many degrees")
	never := map[string]func(string) bool{}
	for _, text := range []string{"make it 20", "make it 20 degrees", "make it 20 percent in the living room", "make it 22 in the kitchen",
		"make it 22 in the garage", "make it 20 in the bedroom and the lamp"} {
		never[text] = func(got string) bool { return !runs(got) }
	}
	askAll(t, e, never, "no room made so many degrees")
	r := e.Ask(context.Background(), turn.Request{Text: "make it 22 in the living room and turn on the tv", Session: "both", DryRun: true})
	if got := summary(r); got != "planned: climate.living_ac set temperature=22 planned, media.living_tv on planned" {
		t.Errorf("two clauses: %s", got)
	}
}
