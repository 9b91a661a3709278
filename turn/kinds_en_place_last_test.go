package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestPlaceSaidLastOfEarlierPlurals says two commands, the first of a kind
// of thing in the plural with no place, the second ending with a place
// ("dim the lights and close the blinds in the bedroom", "turn off the
// lights and turn on the ac in the office"), in a generated home where
// every room has lights: the lights are that room's, as "turn off the
// lights in the bedroom and close the blinds in the bedroom" does; it
// asked which room. "all the lights" is still all, and a thing of a kind
// the place lacks is still meant wherever it is.
func TestPlaceSaidLastOfEarlierPlurals(t *testing.T) {
	generatedKinds(t)
	rooms := []string{"Bedroom", "Office", "Den", "Guest room", "Nursery"}
	e := eveningEngine(t, "placelast.yaml", litHome(rooms))
	firsts := []string{"turn off the lights", "switch the lights off", "dim the lights", "turn on the lights", "brighten the lights"}
	seconds := []string{"close the blind", "turn on the ac", "turn off the speaker", "open the blinds", "turn the plug on"}
	want := map[string]func(string) bool{}
	for _, room := range rooms {
		r := strings.ToLower(room)
		for _, f := range firsts {
			for _, s := range seconds {
				both := fmt.Sprintf("%s in the %s and %s in the %s", f, r, s, r)
				want[fmt.Sprintf("%s and %s in the %s", f, s, r)] = sameAs(t, e, both)
			}
		}
	}
	if len(want) < 100 {
		t.Fatalf("%d wordings, want at least 100", len(want))
	}
	askAll(t, e, want, "a place said last")
	askAll(t, e, map[string]func(string) bool{
		"turn off all the lights and close the blind in the den": func(got string) bool { return strings.Count(got, "light.") == 4*len(rooms) },
		"turn off the lights and close the blind in the den":     func(got string) bool { return strings.Count(got, "light.") == 4 },
		"turn off the speakers and close the blind in the den":   func(got string) bool { return strings.Count(got, "media.") == 1 },
	}, "all the lights")
}

// sameAs is is of what text does, asked in a session of its own: a
// command done or asked a yes.
func sameAs(t *testing.T, e *turn.Engine, text string) func(string) bool {
	t.Helper()
	want := summary(e.Ask(context.Background(), turn.Request{Text: text, Session: "same as " + text, DryRun: true}))
	if !strings.HasPrefix(want, "planned:") && !strings.HasPrefix(want, "confirm:") {
		t.Errorf("%q, the command, is %s", text, want)
	}
	return is(want)
}
