package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestStateLastAnswers says the state asked after the name of what it is
// of ("garage door status", "vacuum status?", "the oven state", "tv
// status please"): it answers about that device and never acts. Before,
// the names were read as a terse command: "vacuum status" started the
// vacuum, "tv status" asked to turn it on or off. A command said with a
// word of state still acts as before.
func TestStateLastAnswers(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	things := map[string]string{
		"garage door": "Garage door", "vacuum": "Robot vacuum", "robot vacuum": "Robot vacuum",
		"tv": "TV", "oven": "Oven", "kettle": "Kettle", "gas valve": "Gas valve", "front door lock": "Front door lock",
		"alarm": "House alarm", "bedroom blinds": "Bedroom blinds", "kitchen light": "Kitchen light",
		"kids room heater": "Kids room heater", "study lamp": "Study lamp",
	}
	forms := []string{"%s %s", "the %s %s", "%s %s?", "%s %s please", "hey google, %s %s", "um the %s %s", "%s %s now"}
	n := 0
	for th, name := range things {
		for _, word := range []string{"status", "state"} {
			for _, f := range forms {
				text := fmt.Sprintf(f, th, word)
				n++
				r := ask(text, fmt.Sprintf("s%d", n))
				if r.Outcome != "answer" || len(r.Actions) > 0 || !strings.Contains(r.Say, name) {
					t.Errorf("%q: %s (say %s), want the state of %s answered", text, summary(r), r.Say, name)
				}
			}
		}
	}
	if n < 180 {
		t.Errorf("%d ways, want at least 180", n)
	}
	for _, c := range []struct{ text, want string }{
		{"turn on the tv status", "planned: media.living_tv on planned"},
		{"open the garage door", "confirm: cover.garage_door open pending"},
		{"turn on the kettle", "confirm: switch.kettle on pending"},
		{"vacuum", "clarify: "},
	} {
		if r := ask(c.text, "c"+c.text); summary(r) != c.want {
			t.Errorf("%q: %s, want %s", c.text, summary(r), c.want)
		}
	}
}
