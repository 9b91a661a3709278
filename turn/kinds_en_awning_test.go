package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestAwningWords says what is said of an awning of a home with one out
// and one in, by each of its names: "extend" and "retract" ("retract the
// awning", "extend the patio awning halfway") open and close it as "open"
// and "close" do, and so "out" and "in" with a verb that moves it ("roll
// out the awning", "put the awning out", "pull the awning in"): retract
// and extend were not understood, and "put the awning out" closed it.
// Rolled up on its roller it is closed, rolled down opened ("roll up the
// awning", "wind the awning down"): "roll up" was not understood.
// "is the awning extended" or "out" asks whether it is open, "retracted"
// or "in" whether it is closed. The blinds are never moved.
func TestAwningWords(t *testing.T) {
	generatedKinds(t)
	e := eveningEngine(t, "awning.yaml", `name: Awnings
rooms:
  - {id: patio, name: Patio}
  - {id: deck, name: Deck}
  - {id: living, name: Living room}
devices:
  - {id: cover.awning, name: Patio awning, aliases: [awning], room: patio, type: cover, capabilities: [position], state: {position: 0}}
  - {id: cover.deck_awning, name: Deck sun awning, room: deck, type: cover, capabilities: [position], state: {position: 100}}
  - {id: cover.living_blinds, name: Living room blinds, room: living, type: blind, capabilities: [position], state: {position: 50}}
`)
	n := 0
	ask := func(text string) turn.Result {
		n++
		return e.Ask(context.Background(), turn.Request{Text: text, Session: "awning " + text, DryRun: true})
	}
	same := func(said, plain string) {
		t.Helper()
		want := ask(plain)
		if len(want.Actions) == 0 && want.Outcome != turn.Answer {
			t.Errorf("%q, the plain words, is %s %q", plain, summary(want), want.Say)
		}
		got := ask(said)
		if summary(got) != summary(want) || got.Say != want.Say {
			t.Errorf("%q: %s %q, want %s %q as %q", said, summary(got), got.Say, summary(want), want.Say, plain)
		}
		for _, a := range got.Actions {
			if a.Device == "cover.living_blinds" {
				t.Errorf("%q moves the blinds", said)
			}
		}
	}
	commands := map[string]string{
		"extend the %s": "open the %s", "retract the %s": "close the %s", "deploy the %s": "open the %s",
		"roll out the %s": "open the %s", "roll the %s out": "open the %s", "put the %s out": "open the %s",
		"let out the %s": "open the %s", "wind out the %s": "open the %s", "roll in the %s": "close the %s",
		"roll the %s in": "close the %s", "pull in the %s": "close the %s", "bring the %s in": "close the %s",
		"take in the %s": "close the %s", "extend the %s halfway": "open the %s halfway",
		"extend the %s to 30 percent": "open the %s to 30 percent",
		"roll up the %s":              "close the %s", "roll the %s up": "close the %s", "wind up the %s": "close the %s",
		"roll down the %s": "open the %s", "wind the %s down": "open the %s", "roll the %s down halfway": "open the %s halfway",
	}
	questions := map[string]string{"is the %s extended": "is the %s open", "is the %s out": "is the %s open",
		"is the %s retracted": "is the %s closed", "is the %s in": "is the %s closed", "is the %s deployed": "is the %s open"}
	for _, name := range []string{"awning", "patio awning", "deck sun awning", "sun awning on the deck"} {
		for said, plain := range commands {
			for _, f := range []string{"%s", "please %s", "can you %s", "%s please", "%s for me"} {
				same(fmt.Sprintf(f, fmt.Sprintf(said, name)), fmt.Sprintf(f, fmt.Sprintf(plain, name)))
			}
		}
		for said, plain := range questions {
			same(fmt.Sprintf(said, name), fmt.Sprintf(plain, name))
		}
	}
	for _, said := range []string{"roll up the blinds", "roll down the blinds", "roll the blinds up"} {
		if got := ask(said); len(got.Actions) != 1 || got.Actions[0].Device != "cover.living_blinds" {
			t.Errorf("%q: %s, want the blinds moved", said, summary(got))
		}
	}
	if n < 600 {
		t.Fatalf("%d utterances: too few to say anything", n)
	}
}
