package turn_test

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"edge/turn"
)

// TestTooLongRefusedWhole: an utterance longer than turn.MaxText is
// refused whole in the language it is in, whatever channel it came by:
// never read in part (a cut could drop the "don't" at its end), nothing
// runs, and a question that waited ends with it. One of MaxText
// characters is read.
func TestTooLongRefusedWhole(t *testing.T) {
	e, _, _ := demo(t)
	ctx := context.Background()
	ask := func(text, channel string) turn.Result {
		return e.Ask(ctx, turn.Request{Text: text, Session: "s", Channel: channel})
	}
	pad := func(text string, n int) string { return text + strings.Repeat(" ", n-len([]rune(text))) }

	if r := ask("unlock the front door", "voice"); r.Outcome != turn.Confirm {
		t.Fatalf("unlock: %s (%s)", r.Outcome, r.Say)
	}
	long := pad("yes", turn.MaxText) + " please"
	r := ask(long, "voice")
	if r.Outcome != turn.NotUnderstood || len(r.Actions) != 0 || !strings.Contains(r.Say, strconv.Itoa(turn.MaxText)+" characters") {
		t.Errorf("a yes too long: %s %+v (%s)", r.Outcome, r.Actions, r.Say)
	}
	if r := ask("yes", "voice"); r.Outcome == turn.Done || len(r.Actions) != 0 {
		t.Errorf("a yes after the too long turn: %s %+v (%s), want nothing to confirm", r.Outcome, r.Actions, r.Say)
	}
	for _, text := range []string{
		"turn on the kitchen light" + strings.Repeat(" and the kitchen light", 30) + ", no, don't",
		pad("打开厨房灯", turn.MaxText) + "，不要",
	} {
		for _, channel := range []string{"voice", "wyoming", "cli", "mqtt"} {
			r := ask(text, channel)
			if r.Outcome != turn.NotUnderstood || len(r.Actions) != 0 {
				t.Errorf("%s, %d characters: %s %+v (%s)", channel, len([]rune(text)), r.Outcome, r.Actions, r.Say)
			}
		}
	}
	if r := ask(pad("打开厨房灯", turn.MaxText+1), "voice"); !strings.Contains(r.Say, strconv.Itoa(turn.MaxText)+"个字") {
		t.Errorf("in Chinese: %s", r.Say)
	}
	if r := ask(pad("turn on the kitchen light", turn.MaxText), "voice"); r.Outcome != turn.Done || len(r.Actions) != 1 {
		t.Errorf("%d characters: %s %+v (%s), want done", turn.MaxText, r.Outcome, r.Actions, r.Say)
	}
}
