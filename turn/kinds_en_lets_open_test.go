package turn_test

import (
	"strings"
	"testing"
)

// TestLetsCommand says a command of any device of the demo home said
// after "let's" ("let's open the garage door", "ok let's just open the
// blinds", "let's unlock the front door", "let's turn on the tv") does
// what the command does: "let's" with a verb that is also a state
// ("open") was read as "let is open", and "let's open the garage door"
// answered "No, Garage door is closed."
func TestLetsCommand(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "lets")
	demoDoings(t, func(_, plain, _ string) {
		if strings.HasPrefix(plain, "pause") {
			return
		}
		for _, lets := range []string{"let's ", "ok let's ", "let's just ", "alright, let's ", "let us "} {
			s.same(lets+plain, plain)
		}
	})
	if s.n < 300 {
		t.Fatalf("%d utterances: too few to say anything", s.n)
	}
}
