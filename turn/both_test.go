package turn_test

import (
	"context"
	"strings"
	"testing"

	"edge/turn"
)

// TestBothOfThree: "both" answers a question of two options with both;
// of three, it takes none of them and asks again, never all three
// ("turn on both lamps" in a home with three).
func TestBothOfThree(t *testing.T) {
	e, _, _ := demo(t)
	ask := func(session, text string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	if r := ask("a", "turn on the lamp"); r.Outcome != turn.Clarify || len(r.Options) != 3 {
		t.Fatalf("turn on the lamp: %s %q, want three lamps asked about", summary(r), r.Say)
	}
	for _, both := range []string{"both", "both of them"} {
		r := ask("a", both)
		if len(r.Actions) > 0 || r.Outcome != turn.Clarify {
			t.Errorf("%s of three: %s %q, want the question again", both, summary(r), r.Say)
		}
	}
	if r := ask("a", "all of them"); r.Outcome != turn.Planned || len(r.Actions) != 3 {
		t.Errorf("all of them: %s, want the three lamps", summary(r))
	}
	if r := ask("b", "turn on the fan"); r.Outcome != turn.Clarify || len(r.Options) != 2 {
		t.Fatalf("turn on the fan: %s %q, want two fans asked about", summary(r), r.Say)
	}
	if r := ask("b", "both"); r.Outcome != turn.Planned || len(r.Actions) != 2 || !strings.Contains(summary(r), "fan.bathroom on") {
		t.Errorf("both of two: %s, want both fans", summary(r))
	}
}
