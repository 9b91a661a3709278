package turn_test

import (
	"fmt"
	"testing"
)

// TestStatedHabit says a thing of the demo home, by every name of every
// device that switches, or a person, said to do something with the verb
// in its third person ("the tv turns on at 8", "the kettle turns off by
// itself", "the heater keeps turning on", "he turns on the tv", "my
// husband turns off the oven every night", "they turn on the tv every
// night", "it turns off", said after a
// command) does nothing: such a verb tells what happens. The tv was
// switched on at 8 and "it" was what the last command acted on. The verb
// said first ("turns off the tv") is still the command.
func TestStatedHabit(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "habit")
	things := []string{"the %s turns %s", "the %s turns %s by itself", "the %s turns %s at 8", "the %s shuts %s at night",
		"the %s keeps turning %s", "the %s goes %s every night", "the %s comes %s on its own", "the %s stays %s", "oh the %s turns %s again",
		"my %s turns %s at 8"}
	people := []string{"he turns %[1]s the %[2]s", "she turns the %[2]s %[1]s every night", "my husband turns %[1]s the %[2]s",
		"someone turns the %[2]s %[1]s at night", "the kids turn the %[2]s %[1]s", "they turn %[1]s the %[2]s every night",
		"they switch the %[2]s %[1]s and walk out"}
	eachSwitched(t, func(dir, name, plain string) {
		for _, f := range things {
			s.nothing(fmt.Sprintf(f, name, dir))
		}
		for _, f := range people {
			s.nothing(fmt.Sprintf(f, dir, name))
		}
		s.same(fmt.Sprintf("turns %s the %s", dir, name), plain)
		s.n++
		if r := saidInTurn(s.e, "habit it "+plain, plain, "it turns "+map[string]string{"on": "off", "off": "on"}[dir]); len(r.Actions) > 0 {
			t.Errorf("%q, then \"it turns …\": %s, want nothing done", plain, summary(r))
		}
	})
	if s.n < 500 {
		t.Fatalf("%d utterances: too few to say anything", s.n)
	}
}
