package turn_test

import (
	"testing"
)

// TestOthersAskedToDo says a command of every device of the demo home as
// a doing others are wanted or asked to do ("i want him to turn off the
// tv", "i need dad to open the garage door", "tell the kids to turn off
// the tv", "get my husband to lock the front door"): nothing is done or
// asked. "i want him to turn off the tv" asked "Did you mean TV?" and "i
// need dad to open the garage door" "Did you mean Garage door?", which a
// yes did. Said to edge ("i need you to …", "i'd like you to …") or of
// the speaker ("i want to …") it is done.
func TestOthersAskedToDo(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "others asked")
	demoDoings(t, func(name, plain, past string) {
		for _, said := range []string{"i want him to " + plain, "i need dad to " + plain, "tell the kids to " + plain,
			"ask my husband to " + plain, "get the kids to " + plain, "i'd like her to " + plain, "mom wants them to " + plain} {
			s.noCommandSaid(said)
		}
	})
	for _, c := range []string{"i need you to turn off the tv", "i'd like you to turn off the tv", "i want to turn off the tv",
		"i need you to unlock the front door", "can you get the tv turned off"} {
		s.n++
		if got := summary(s.ask(c)); !runs(got) {
			t.Errorf("%q: %s, want it done or asked", c, got)
		}
	}
	if s.n < 300 {
		t.Fatalf("%d utterances: too few to say anything", s.n)
	}
}
