package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestClassPartAlone: a part of a class's words of more than one word,
// its first word or a later one, said as the thing ("turn on the air",
// "put the conditioner on", "turn the conditioning up", of "air
// conditioner", "air conditioning" and "air con"), in a home of two air
// conditioners of which one has the alias "air conditioner", is any air
// conditioner: edge asks which, never acting on the one whose alias holds
// the word (it switched on the living room AC). Said with a room, before
// the thing or after it, it is that room's.
func TestClassPartAlone(t *testing.T) {
	e, _, _ := demo(t)
	ask := func(text string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, DryRun: true})
	}
	forms := []string{"turn on the %s", "put the %s on", "switch the %s off", "turn the %s up", "turn the %s down a bit",
		"set the %s to 21", "can you turn on the %s", "%s on please", "turn off the %s", "switch on the %s",
		"turn the %s up two degrees", "could you put the %s on", "make the %s cooler", "%s off"}
	openers := []string{"", "alexa, ", "please ", "hey, "}
	acs := map[string]bool{"climate.living_ac": true, "climate.bedroom_ac": true}
	parts := []string{"air", "conditioner", "conditioning", "condition"}
	n := 0
	for _, f := range forms {
		for _, part := range parts {
			n++
			text := openers[n%len(openers)] + fmt.Sprintf(f, part)
			r := ask(text)
			if len(r.Actions) > 0 || r.Outcome != turn.Clarify || len(r.Options) != 2 {
				t.Errorf("%q: %s (%d options), want asked which air conditioner", text, planned(r), len(r.Options))
			}
			for _, opt := range r.Options {
				if !acs[opt.ID] {
					t.Errorf("%q offered %s", text, opt.ID)
				}
			}
		}
	}
	for _, room := range []struct{ name, id string }{{"bedroom", "climate.bedroom_ac"}, {"living room", "climate.living_ac"}} {
		for i, f := range forms[:6] {
			n++
			part := parts[i%len(parts)]
			text := fmt.Sprintf(f, part) + " in the " + room.name
			if i%2 == 1 {
				text = fmt.Sprintf(f, room.name+" "+part)
			}
			if got := planned(ask(text)); !strings.HasPrefix(got, "planned: "+room.id+" ") || strings.Count(got, "climate.") != strings.Count(got, room.id) {
				t.Errorf("%q: %s, want %s", text, got, room.id)
			}
		}
	}
	if n < 60 {
		t.Errorf("%d utterances, want at least 60", n)
	}
}
