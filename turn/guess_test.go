package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestReferenceGuessesNoHazard: "it", "them" or a value said alone that
// what it refers to cannot do ("turn off the garage light", then "open
// it" or "100 percent"; after the kitchen light 打开它) never asks about a
// hazard near it that can (the garage door, the gas valve, the front
// door lock, the sprinkler), nor does "open it" with nothing said before:
// they asked "Did you mean Garage door?", and a yes went on to open it.
func TestReferenceGuessesNoHazard(t *testing.T) {
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	hazards := map[string]bool{"cover.garage_door": true, "valve.gas": true, "lock.front_door": true, "valve.garden": true, "alarm.house": true}
	before := map[string][]string{
		"en": {"", "turn off the garage light", "turn on the garage light", "turn off the kitchen light", "turn off the kettle",
			"turn off the hall light", "turn off the garden lights", "turn on the hall light", "turn off the oven"},
		"zh": {"", "关掉车库灯", "打开车库灯", "关掉厨房灯", "关掉门厅灯", "关掉花园灯", "关掉电水壶"},
	}
	after := map[string][]string{
		"en": {"open it", "open it please", "unlock it", "100 percent", "halfway", "set it to 50 percent", "open them", "open it up",
			"fifty percent"},
		"zh": {"打开它", "把它打开", "百分之百", "一半", "开到一半", "解锁它"},
	}
	n := 0
	for code, bs := range before {
		for _, b := range bs {
			for _, next := range after[code] {
				n++
				s := fmt.Sprintf("g%d", n)
				if b != "" {
					ask(b, s)
				}
				r := ask(next, s)
				for _, a := range r.Actions {
					if hazards[a.Device] {
						t.Errorf("%q after %q: %s reaches %s", next, b, r.Outcome, a.Device)
					}
				}
				for _, o := range r.Options {
					if hazards[o.ID] {
						t.Errorf("%q after %q: asks about %s", next, b, o.ID)
					}
				}
			}
		}
	}
	if n < 100 {
		t.Errorf("%d conversations, want at least 100", n)
	}
}
