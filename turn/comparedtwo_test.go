package turn_test

import (
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestWhichOfTwo: a question of which of two is more so, said every way
// ("which is warmer, the kitchen or the study", "is the kitchen or the
// study warmer", "is it warmer in the bedroom or in the lounge"), of every
// comparative of the pack, answers the one of the two read highest (or
// lowest), and does nothing; it was not understood, or "or study" was
// looked for in the kitchen.
func TestWhichOfTwo(t *testing.T) {
	s := newSaidOnDemo(t, "which of two")
	type pair struct{ x, y, more, less string }
	pairs := map[string][]pair{
		"temperature": {{"the kitchen", "the study", "Kitchen", "Study"}, {"the bedroom", "the living room", "Living room", "Bedroom"}},
		"brightness":  {{"the kitchen light", "the bedroom ceiling light", "Kitchen light", "Bedroom ceiling light"}},
		"volume":      {{"the tv", "the study speaker", "Study speaker", "TV"}},
	}
	comparatives := map[string]struct {
		attr string
		more bool
	}{"warmer": {"temperature", true}, "hotter": {"temperature", true}, "colder": {"temperature", false}, "cooler": {"temperature", false},
		"brighter": {"brightness", true}, "dimmer": {"brightness", false}, "darker": {"brightness", false},
		"louder": {"volume", true}, "quieter": {"volume", false}}
	n := 0
	for comp, c := range comparatives {
		for _, p := range pairs[c.attr] {
			want, lead := p.less, "The lowest: "
			if c.more {
				want, lead = p.more, "The highest: "
			}
			said := []string{"which is %[1]s, %[2]s or %[3]s", "which one is %[1]s: %[2]s or %[3]s?", "is %[2]s or %[3]s %[1]s",
				"which is %[1]s %[2]s or %[3]s", "hey google which is %[1]s, %[2]s or %[3]s"}
			if c.attr == "temperature" {
				said = append(said, "which room is %[1]s, %[2]s or %[3]s", "is it %[1]s in %[2]s or %[3]s", "is it %[1]s in %[2]s or in %[3]s")
			}
			for _, f := range said {
				text := fmt.Sprintf(f, comp, p.x, p.y)
				n++
				r := s.ask(text)
				if r.Outcome != turn.Answer || len(r.Actions) > 0 || !strings.HasPrefix(r.Say, lead) || !strings.Contains(r.Say, want) {
					t.Errorf("%q: %s %q, want %s%s", text, r.Outcome, r.Say, lead, want)
				}
			}
		}
	}
	if n < 70 {
		t.Errorf("%d questions, want at least 70", n)
	}
}
