package turn_test

import (
	"strings"
	"testing"
)

// TestReflexiveDone says a verb of a command of the demo home's devices
// said of a person by a reflexive pronoun as what it acts on ("arm
// yourself", "lock yourself in", "heat yourself up", "start yourself",
// "dim yourself", "turn yourself off", "open yourself up"): nothing is
// done or asked, and a yes after it does nothing. "arm yourself" armed
// the House alarm, "lock yourself in" locked the front door, "heat
// yourself up" asked which air conditioner and "start yourself" which of
// eight devices. The commands still act, and a command said with who does
// it after ("turn off the kitchen light yourself") is still the command.
func TestReflexiveDone(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "reflexive")
	verbs := []string{"arm", "disarm", "lock", "unlock", "open", "close", "shut", "start", "stop", "dim", "brighten",
		"heat", "cool", "warm", "turn", "switch", "play", "pause", "raise", "lower", "activate", "set", "power"}
	particles := []string{"", " up", " down", " in", " off", " on", " out"}
	pronouns := []string{"yourself", "yourselves", "myself", "ourselves", "himself", "herself", "themselves"}
	for i, v := range verbs {
		for j, p := range particles {
			s.noCommandSaid(v + " " + pronouns[(i+j)%len(pronouns)] + p)
			s.noCommandSaid("go " + v + " " + pronouns[(i+j+1)%len(pronouns)] + p)
		}
	}
	for said, want := range map[string]string{"arm the alarm": "planned", "lock the front door": "planned",
		"heat up the bedroom": "planned", "turn off the kitchen light yourself": "planned", "start the robot vacuum": "planned",
		"mute the tv": "planned", "open the garage door": "confirm"} {
		s.n++
		if got := summary(s.ask(said)); !strings.HasPrefix(got, want) {
			t.Errorf("%q: %s, want %s", said, got, want)
		}
	}
	if s.n < 300 {
		t.Fatalf("%d utterances: too few to say anything", s.n)
	}
}
