package turn_test

import "testing"

// TestOthersAbleAsked says a command of every device of the demo home as
// a question of what another can, could or will do ("can the kids turn
// on the heater", "could dad open the garage door", "will mom turn off
// the tv", "can he unlock the front door", "can the dog open the garage
// door"): nothing is done or asked, and a yes after it does nothing.
// "Can the kids turn on the heater" asked “Turn on Kids room heater?” and
// a yes switched it on; "could dad open the garage door" asked “Did you
// mean Garage door?”. Asked of edge ("can you …", "could you please …",
// "would you …") it is still the command.
func TestOthersAbleAsked(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "othersable")
	ways := []string{"can the kids ", "could dad ", "will mom ", "can my son ", "can he ", "could she ", "can they ",
		"can the dog ", "would my husband ", "um can grandma ", "might the cat ", "so can our neighbour "}
	i := 0
	demoDoings(t, func(name, plain, past string) {
		for k := 0; k < 4; k++ {
			s.noCommandSaid(ways[i%len(ways)] + plain)
			i++
		}
		s.same("can you "+plain, plain)
		s.same("could you please "+plain, plain)
		s.same("would you "+plain, plain)
	})
	if s.n < 300 {
		t.Fatalf("%d utterances: too few to say anything", s.n)
	}
}
