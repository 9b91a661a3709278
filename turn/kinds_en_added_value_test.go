package turn_test

import (
	"fmt"
	"testing"
)

// TestAddedWithValue says a thing and a value added after a command with
// a word that adds ("and the bedside lamp to 50", "also the study lamp to
// 40 percent", "oh and the tv to 20", "and the living room ac to 24
// degrees"): the value is set on it, as "set the bedside lamp to 50"
// does, where the words were not understood. A value alone after an
// opener ("oh, to 50") still does nothing.
func TestAddedWithValue(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "added value")
	firsts := []string{"set the kitchen light to 30", "dim the dining light to 20", "set the bedroom ac to 22", "turn the tv up"}
	things := map[string][]string{
		"the bedside lamp": {"50", "20 percent"}, "the study lamp": {"40", "75%"}, "the tv": {"20"},
		"the living room ac": {"24", "24 degrees"}, "the kids room light": {"60"}, "the living room curtain": {"30"},
	}
	openers := []string{"and", "also", "oh and", "and also", "ok and", "and then", "oh also", "and uh"}
	for _, first := range firsts {
		for thing, values := range things {
			for _, v := range values {
				want := summary(saidInTurn(s.e, "added want "+first+thing+v, first, fmt.Sprintf("set %s to %s", thing, v)))
				for _, o := range openers {
					said := fmt.Sprintf("%s %s to %s", o, thing, v)
					s.n++
					if got := summary(saidInTurn(s.e, "added "+first+said, first, said)); got != want {
						t.Errorf("%q then %q: %s, want %s", first, said, got, want)
					}
				}
			}
		}
	}
	for _, alone := range []string{"oh, to 50", "and to 50", "also 50"} {
		s.n++
		if r := saidInTurn(s.e, "added alone "+alone, "turn on the kitchen light", alone); len(r.Actions) > 0 && r.Actions[0].Device != "light.kitchen" {
			t.Errorf("%q: %s, want nothing but the kitchen light", alone, summary(r))
		}
	}
	if s.n < 250 {
		t.Fatalf("%d utterances: too few to say anything", s.n)
	}
}
