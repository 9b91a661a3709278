package turn_test

import (
	"fmt"
	"testing"
)

// TestNounVerbAskedWithState asks with a question mark whether a thing of
// the demo home named by one word that is also a verb ("vacuum", "lock")
// is in a state, or on or off, with no verb ("vacuum running?", "the
// vacuum on?", "vacuum closed?", "lock locked?"): it is a question, never
// a command; the vacuum was started ("Would start Robot vacuum"), and the
// door locked. "vacuum running?" answers as "is the vacuum running" does.
// The word said as the verb of a command with a question mark ("vacuum
// the kitchen?", "lock the front door?", "vacuum now?") still acts, and
// "switch on?" stays a command of no name.
func TestNounVerbAskedWithState(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "nounverb")
	states := []string{"running", "on", "off", "closed", "playing", "locked", "unlocked", "hot", "armed", "open", "occupied",
		"disarmed", "enabled", "activated", "secured", "opened"}
	for _, name := range []string{"vacuum", "the vacuum", "lock", "the lock"} {
		for _, state := range states {
			for _, end := range []string{"?", " ?", "??"} {
				s.nothing(fmt.Sprintf("%s %s%s", name, state, end))
			}
		}
	}
	for _, state := range []string{"running", "on", "off"} {
		s.n++
		want := summary(s.ask("is the vacuum " + state))
		for _, name := range []string{"vacuum", "the vacuum"} {
			if got := summary(s.ask(fmt.Sprintf("%s %s?", name, state))); got != want {
				t.Errorf("%q: %s, want %s as “is the vacuum %s”", name+" "+state+"?", got, want, state)
			}
		}
	}
	if s.n < 150 {
		t.Errorf("%d utterances, want at least 150", s.n)
	}
	for _, plain := range []string{"vacuum the kitchen", "vacuum the living room", "lock the front door", "vacuum now", "vacuum please"} {
		s.same(plain+"?", plain)
	}
	if got := summary(s.ask("switch on?")); got != summary(s.ask("switch on")) {
		t.Errorf("“switch on?”: %s, want what “switch on” does", got)
	}
}
