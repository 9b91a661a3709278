package turn_test

import (
	"testing"
)

// TestNarratedDoing says what an animal, a thing or the weather did to
// every device of the demo home, a determiner or a word of whose and the
// doer before a verb in its past form ("my cat turned on the tv", "the
// dog opened the garage door", "the wind opened the front door", "my
// phone turned the tv on", "a burglar unlocked the front door"): nothing
// is done or asked, and a yes after it does nothing. "My cat turned on
// the tv" asked “Did you mean TV?” and a yes switched it on; "the cat
// switched off the lamp" looked for a “cat lamp”. The commands and what a
// thing did alone ("the kettle turned off") are as they were.
func TestNarratedDoing(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "narrated")
	doers := []string{"my cat", "the dog", "our dog", "a burglar", "the wind", "my phone", "the baby", "my little brother",
		"the neighbours cat", "the storm", "his puppy", "the remote"}
	i := 0
	demoDoings(t, func(name, plain, past string) {
		for k := 0; k < 4; k++ {
			s.noCommandSaid(doers[i%len(doers)] + " " + past)
			i++
		}
		s.noCommandSaid(doers[i%len(doers)] + " just " + past)
		i++
	})
	eachSwitched(t, func(dir, name, plain string) {
		s.noCommandSaid(doers[i%len(doers)] + " turned the " + name + " " + dir)
		i++
		s.noCommandSaid(doers[i%len(doers)] + " switched it " + dir)
		i++
		s.n++
		if got := summary(s.ask(plain)); !runs(got) {
			t.Errorf("%q: %s, want it done", plain, got)
		}
		s.n++
		if r := s.ask("the " + name + " turned " + dir); len(r.Actions) > 0 || r.Outcome != "answer" {
			t.Errorf("%q: %s, want whether it is so answered", "the "+name+" turned "+dir, summary(r))
		}
		s.same("the "+name+" switched "+dir+" please", plain)
	})
	for _, c := range []string{"turn on the tv", "the tv on please", "open the garage door", "my kitchen light on"} {
		s.n++
		if got := summary(s.ask(c)); !runs(got) {
			t.Errorf("%q: %s, want it done", c, got)
		}
	}
	if s.n < 300 {
		t.Fatalf("%d utterances: too few to say anything", s.n)
	}
}
