package turn_test

import (
	"fmt"
	"testing"
)

// TestSaidToPerson says a command of every device of the demo home to a
// person called first, by a word of the household, of endearment or by
// a name ("dad can you open the garage door", "john turn off the tv",
// "mom, could you turn on the kitchen light", "honey lock the front
// door", "hey grandpa turn on the heater"): nothing is done or asked, and
// a yes after it does nothing. "John turn off the tv" asked “Did you mean
// TV?” and a yes switched it off, "dad can you open the garage door"
// asked to open it, and "honey lock the front door" locked it. A wake
// name, a greeting and a name ("hey edge …", "alexa …", "hey nabu …"), a
// name of address ("mate …") and a room of the home called ("kitchen
// turn on the light", "lounge turn on the tv") still do the command.
func TestSaidToPerson(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "person")
	callers := []string{"dad", "mom", "mum", "grandma", "honey", "babe", "sweetie", "darling", "john", "sarah", "mike",
		"emma", "husband", "daddy", "brother", "raj"}
	ways := []string{"%s %s", "%s, %s", "%s can you %s", "%s could you please %s", "%s please %s", "hey %s %s",
		"%s would you %s for me", "um %s %s"}
	i := 0
	demoDoings(t, func(name, plain, past string) {
		for k := 0; k < 4; k++ {
			w, c := ways[i%len(ways)], callers[i%len(callers)]
			i++
			if w == "hey %s %s" && (c == "john" || c == "sarah" || c == "mike" || c == "emma" || c == "raj") {
				c = "dad" // "hey nabu …" calls the home
			}
			s.noCommandSaid(fmt.Sprintf(w, c, plain))
		}
		for _, called := range []string{"hey edge ", "alexa ", "hey nabu ", "mate ", "ok google, "} {
			s.same(called+plain, plain)
		}
	})
	for said, plain := range map[string]string{"kitchen turn on the light": "turn on the kitchen light",
		"lounge turn on the tv": "turn on the tv", "study turn on the lamp": "turn on the study lamp",
		"nursery turn on the light": "turn on the kids room light", "garage open the door": "open the garage door"} {
		s.same(said, plain)
	}
	if s.n < 300 {
		t.Fatalf("%d utterances: too few to say anything", s.n)
	}
}
