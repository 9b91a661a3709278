package turn_test

import (
	"fmt"
	"testing"
)

// TestCalledPlace says a place of the demo home called after a greeting
// before a command or a question ("hello kitchen turn off the light", "hi
// bedroom, close the blinds", "hey study dim the lamp", "hey kitchen
// what's the temperature") is where the command is
// meant, as "in the kitchen" said after it is: it was read as a name of
// the one addressed, and the light was asked of every room. A name that
// is no place ("hey nabu", "hi there") is as before, and where the place
// holds nothing of what is named it is meant wherever it is.
func TestCalledPlace(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "called place")
	places := []string{"kitchen", "bedroom", "study", "kids room", "living room", "hall", "bathroom", "landing", "garage", "office",
		"nursery", "lounge"}
	commands := []string{"turn off the light", "turn on the light", "switch the lights off", "turn on the lights", "can you turn the light on"}
	for _, place := range places {
		for _, g := range []string{"hello", "hi", "hey", "ok"} {
			for _, sep := range []string{" ", ", "} {
				for _, c := range commands {
					s.same(g+" "+place+sep+c, c+" in the "+place)
				}
			}
		}
	}
	for _, place := range []string{"kitchen", "bedroom", "study", "living room"} {
		for _, q := range []string{"what's the temperature", "what is the temperature", "how warm is it"} {
			s.n++
			if got, want := s.ask("hey "+place+" "+q), s.ask(q+" in the "+place); got.Say != want.Say || got.Outcome != "answer" {
				t.Errorf("%q: %s %q, want %q as %q", "hey "+place+" "+q, got.Outcome, got.Say, want.Say, q+" in the "+place)
			}
		}
	}
	for _, c := range []string{"turn off the tv", "close the blinds", "turn on the kettle"} {
		s.same("hello kitchen "+c, c)
		s.same("hey nabu, "+c, c)
	}
	for _, g := range []string{"hey nabu", "hi there", "hey google", "hello jarvis,"} {
		n := s.n
		want := summary(s.ask("turn off the light"))
		if got := summary(s.ask(fmt.Sprintf("%s turn off the light", g))); got != want {
			t.Errorf("%q turn off the light: %s, want %s", g, got, want)
		}
		s.n = n + 1
	}
	if s.n < 400 {
		t.Fatalf("%d utterances: too few to say anything", s.n)
	}
}
