package turn_test

import (
	"strings"
	"testing"
)

// TestThingsBare says a verb of change of "things" with no article,
// quantifier or place, an idiom of making a time livelier or calmer
// ("heat things up", "cool things down", "shake things up", "switch
// things up", "light things up", "let's turn things up a notch", "time to
// calm things down"): nothing is done or asked, and a yes after it does
// nothing. "Heat things up" raised both air conditioners, "shake things
// up" the bedroom blinds, "brighten things up" every dimmable light, and
// "light things up" asked to turn on 15 devices. Every device said with
// "the", "all" or a place is still every device ("turn off all the
// things", "turn the things in the kitchen off"), and a place warmed is
// warmed ("heat up the living room").
func TestThingsBare(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "things bare")
	verbs := []string{"heat", "cool", "warm", "shake", "light", "switch", "brighten", "tone", "turn", "liven", "spice", "calm",
		"slow", "wind", "chill", "dim", "crank", "amp", "ramp", "open", "close", "mix", "fire", "power", "lighten", "speed"}
	particles := []string{" up", " down", " off", " on", " up a notch", " up a bit", " down a little", ""}
	leads := []string{"", "let's ", "time to ", "we need to ", "ok "}
	for i, v := range verbs {
		for j, p := range particles {
			s.noCommandSaid(leads[(i+j)%len(leads)] + v + " things" + p)
		}
	}
	for said, want := range map[string]string{"turn off all the things": "confirm", "turn the things in the kitchen off": "confirm",
		"turn off the things": "confirm", "turn everything off": "confirm", "heat up the living room": "planned",
		"turn off all things": "confirm", "cool down the bedroom": "planned", "things are heating up": "answer"} {
		s.n++
		if got := summary(s.ask(said)); !strings.HasPrefix(got, want) {
			t.Errorf("%q: %s, want %s", said, got, want)
		}
	}
	if s.n < 200 {
		t.Fatalf("%d utterances: too few to say anything", s.n)
	}
}
