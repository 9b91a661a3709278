package turn_test

import (
	"fmt"
	"strings"
	"testing"
)

// TestNoOneDoes says no one said to do a command first in a clause, by
// every name of every device that switches and for the locks and doors of
// the demo home ("make sure nobody turns on the tv", "make sure no one
// unlocks the front door", "nobody should open the garage door"), or
// people kept from doing it ("keep the kids from turning on the heater",
// "stop anyone from unlocking the front door"), or a doing skipped or
// refused ("skip turning on the tv", "hold off on unlocking the front
// door", "i refuse to turn on the heater"), does what the command
// said with "don't" does: nothing, where no one was read into the thing's
// name, the front door's unlock was asked its yes, a yes to "Did you
// mean Kids room heater?" switched it on, and "skip turning on the tv"
// switched the TV to the next channel.
func TestNoOneDoes(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "no one")
	check := func(said, plain string) {
		t.Helper()
		s.n++
		want, got := s.ask(plain), s.ask(said)
		if len(got.Actions) > 0 || summary(got) != summary(want) || !strings.HasPrefix(summary(want), "cancelled") {
			t.Errorf("%q: %s, want %s as %q", said, summary(got), summary(want), plain)
		}
	}
	eachSwitched(t, func(dir, name, _ string) {
		for _, who := range []string{"make sure nobody turns", "make sure no one turns", "please make sure nobody switches", "nobody turn",
			"nobody should turn", "no one must switch", "keep the kids from turning", "stop anyone from switching",
			"prevent my son from turning", "skip turning", "avoid switching", "i refuse to turn", "hold off on turning",
			"forget about switching"} {
			check(fmt.Sprintf("%s %s the %s", who, dir, name), fmt.Sprintf("don't turn %s the %s", dir, name))
		}
	})
	for _, c := range []string{"unlock the front door", "open the garage door", "open the gas valve", "disarm the alarm", "lock the front door"} {
		verb, rest, _ := strings.Cut(c, " ")
		ing := strings.TrimSuffix(verb, "e") + "ing"
		for _, who := range []string{"make sure nobody %ss", "make sure no one %ss", "nobody %s", "ensure nobody %ss", "no one should %s",
			"stop anyone from " + ing + "%.0s", "keep the kids from " + ing + "%.0s", "hold off on " + ing + "%.0s",
			"refrain from " + ing + "%.0s", "i refuse to %s"} {
			check(fmt.Sprintf(who, verb)+" "+rest, "don't "+c)
		}
	}
	if s.n < 150 {
		t.Fatalf("%d utterances: too few to say anything", s.n)
	}
}
