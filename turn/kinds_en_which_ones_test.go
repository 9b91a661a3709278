package turn_test

import (
	"fmt"
	"testing"
)

// TestWhichOnesAskedOfAQuestion says asking which ones they are ("which
// ones", "which", "what are they", "which devices", "list them"), said to
// a question of which one of the demo home ("Which one: Bathroom light,
// …?", "Which room: …?"), asks the question again, its options said, and
// an option said after it is taken as it is when said right after the
// question. "which ones" was not understood ("I can't find “ones”") and
// the question was lost.
func TestWhichOnesAskedOfAQuestion(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "which ones")
	commands := []string{"turn off the light", "dim the lamp", "turn on the fan", "set the temperature to 22", "turn on the lights",
		"turn on the ac", "turn up the volume", "turn off the lamp", "pause", "turn the ac off", "brighten the light"}
	asks := []string{"which ones", "which", "which ones are they", "what are they", "which devices", "what devices", "list them",
		"name them", "tell me which", "which ones?", "Which ones?", "which?"}
	for _, c := range commands {
		q := s.ask(c)
		if q.Outcome != "clarify" || len(q.Options) == 0 && q.Say == "" {
			t.Fatalf("%q: %s (say %s), want a question of which one", c, summary(q), q.Say)
		}
		choice := "the first one"
		if len(q.Options) > 0 {
			choice = q.Options[0].Name
		}
		want := summary(saidInTurn(s.e, fmt.Sprint("which ones plain ", c), c, choice))
		for _, a := range asks {
			s.n++
			session := fmt.Sprint("which ones ", s.n)
			r := saidInTurn(s.e, session, c, a)
			if r.Outcome != "clarify" || r.Say != q.Say || len(r.Actions) > 0 {
				t.Errorf("%q, then %q: %s (say %s), want %q asked again", c, a, summary(r), r.Say, q.Say)
				continue
			}
			if got := summary(saidInTurn(s.e, session, choice)); got != want {
				t.Errorf("%q, %q, then %q: %s, want %s", c, a, choice, got, want)
			}
		}
	}
	if s.n < 100 {
		t.Fatalf("%d utterances: too few to say anything", s.n)
	}
}
