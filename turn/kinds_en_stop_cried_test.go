package turn_test

import (
	"fmt"
	"strings"
	"testing"
)

// TestStopCriedBeforeDont says a cry of stop before a command said with
// "don't", for every name of every device that switches and for the locks
// and doors of the demo home ("stop, don't turn off the lights", "stop
// stop don't unlock the front door", "no stop, don't open the garage
// door"), does what the command said with "don't" does: nothing. The stop
// was read as stopping every device that stops, and "Which one: Bedroom
// blinds, Garage door, …?" asked. "stop the tv" and "stop the vacuum"
// still stop them.
func TestStopCriedBeforeDont(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "stop cried")
	check := func(said, plain string) {
		t.Helper()
		s.n++
		want, got := s.ask(plain), s.ask(said)
		if len(got.Actions) > 0 || summary(got) != summary(want) || !strings.HasPrefix(summary(want), "cancelled") {
			t.Errorf("%q: %s (say %s), want %s as %q", said, summary(got), got.Say, summary(want), plain)
		}
	}
	cries := []string{"stop, %s", "stop %s", "stop stop, %s", "no stop, %s", "stop! %s", "ok stop. %s", "stop and %s"}
	eachSwitched(t, func(dir, name, _ string) {
		for _, cry := range cries {
			for _, not := range []string{"don't", "do not"} {
				check(fmt.Sprintf(cry, not+" turn "+dir+" the "+name), "don't turn "+dir+" the "+name)
			}
		}
	})
	for _, c := range []string{"unlock the front door", "open the garage door", "open the gas valve", "disarm the alarm", "turn off the lights"} {
		for _, cry := range cries {
			check(fmt.Sprintf(cry, "don't "+c), "don't "+c)
			check(fmt.Sprintf(cry, "never "+c), "don't "+c)
		}
	}
	s.same("stop the tv", "pause the tv")
	s.same("stop the vacuum", "stop the robot vacuum")
	if s.n < 300 {
		t.Fatalf("%d utterances: too few to say anything", s.n)
	}
}
