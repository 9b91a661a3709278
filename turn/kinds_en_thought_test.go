package turn_test

import (
	"strings"
	"testing"
)

// TestThoughtOfDoing says a thought, a memory, a hope or a wish of a
// doing of every device of the demo home ("i think the kids turned on
// the heater", "i remember turning off the oven", "i forgot whether i
// turned off the oven", "i wish someone would turn off the tv", "i hope
// he locked the front door", "i bet she left the tv on"): nothing is done
// or asked, and a yes after it does nothing. "I think the kids turned on
// the heater" asked “Did you mean Kids room heater?” and a yes switched
// it on; "i remember turning off the oven" did so for the oven. What was
// left so ("i think i left the oven on"), a hedge ("i think we should
// turn off the tv") and a request to edge ("i hope you turn off the tv")
// are as they were.
func TestThoughtOfDoing(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "thought")
	ways := []string{"i think the kids %s", "i remember %s", "i forgot whether i %s", "i wish someone would %s",
		"i hope he %s", "i bet she %s", "i believe my husband %s", "i'm pretty sure i %s", "we really hope nobody %s",
		"i can't remember if i %s", "i thought you %s", "i noticed the dog %s", "um i guess they %s", "i swear the cat %s",
		"i dreamt that someone would %s", "i doubt they %s", "i hope someone will %s"}
	i := 0
	demoDoings(t, func(name, plain, past string) {
		for k := 0; k < 4; k++ {
			w := ways[i%len(ways)]
			i++
			switch {
			case strings.Contains(w, "remember %"):
				verb, rest, _ := strings.Cut(plain, " ")
				s.noCommandSaid(strings.Replace(w, "%s", strings.TrimSuffix(verb, "e")+"ing "+rest, 1)) // "closing"
			case strings.Contains(w, "would") || strings.Contains(w, "will"):
				s.noCommandSaid(strings.Replace(w, "%s", plain, 1))
			default:
				s.noCommandSaid(strings.Replace(w, "%s", past, 1))
			}
		}
	})
	eachSwitched(t, func(dir, name, plain string) {
		s.noCommandSaid("i bet she left the " + name + " " + dir)
		s.n++
		if got := summary(s.ask(plain)); !runs(got) {
			t.Errorf("%q: %s, want it done", plain, got)
		}
	})
	for _, c := range []string{"i think i left the oven on", "i forgot to turn off the oven", "i think we should turn off the tv",
		"i hope you turn off the tv", "i wish you would turn off the tv"} {
		s.n++
		if got := summary(s.ask(c)); !runs(got) && !strings.HasPrefix(got, "clarify") {
			t.Errorf("%q: %s, want it done or asked", c, got)
		}
	}
	s.n++
	if r := s.ask("i wonder if the tv is on"); r.Outcome != "answer" {
		t.Errorf("%q: %s, want it answered", "i wonder if the tv is on", summary(r))
	}
	if s.n < 300 {
		t.Fatalf("%d utterances: too few to say anything", s.n)
	}
}
