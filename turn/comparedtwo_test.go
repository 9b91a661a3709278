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
	pairs := map[string][]twoOf{
		"temperature": {{"the kitchen", "the study", "Kitchen", "Study"}, {"the bedroom", "the living room", "Living room", "Bedroom"}},
		"brightness":  {{"the kitchen light", "the bedroom ceiling light", "Kitchen light", "Bedroom ceiling light"}},
		"volume":      {{"the tv", "the study speaker", "Study speaker", "TV"}},
	}
	comparatives := map[string]comparedBy{"warmer": {"temperature", true}, "hotter": {"temperature", true}, "colder": {"temperature", false},
		"cooler": {"temperature", false}, "brighter": {"brightness", true}, "dimmer": {"brightness", false}, "darker": {"brightness", false},
		"louder": {"volume", true}, "quieter": {"volume", false}}
	said := func(attr string) []string {
		out := []string{"which is %[1]s, %[2]s or %[3]s", "which one is %[1]s: %[2]s or %[3]s?", "is %[2]s or %[3]s %[1]s",
			"which is %[1]s %[2]s or %[3]s", "hey google which is %[1]s, %[2]s or %[3]s"}
		if attr == "temperature" {
			out = append(out, "which room is %[1]s, %[2]s or %[3]s", "is it %[1]s in %[2]s or %[3]s", "is it %[1]s in %[2]s or in %[3]s")
		}
		return out
	}
	if n := askWhichOfTwo(t, s, pairs, comparatives, said, "The highest: ", "The lowest: "); n < 70 {
		t.Errorf("%d questions, want at least 70", n)
	}
}

// twoOf is two things asked about (x, y as said) and those of them read
// highest (more) and lowest (less), as the answer names them;
// comparedBy is the attribute a comparative asks of, and whether it asks
// the highest.
type (
	twoOf      struct{ x, y, more, less string }
	comparedBy struct {
		attr string
		more bool
	}
)

// askWhichOfTwo asks which of each pair is more so by every comparative
// of its attribute and every wording said gives for it (a format of the
// comparative, x and y), and checks each answers the one read highest
// (opened by highest) or lowest, doing nothing. It returns how many it
// asked.
func askWhichOfTwo(t *testing.T, s *saidOnDemo, pairs map[string][]twoOf, comparatives map[string]comparedBy, said func(attr string) []string,
	highest, lowest string) int {
	t.Helper()
	n := 0
	for comp, c := range comparatives {
		for _, p := range pairs[c.attr] {
			want, lead := p.less, lowest
			if c.more {
				want, lead = p.more, highest
			}
			for _, f := range said(c.attr) {
				text := fmt.Sprintf(f, comp, p.x, p.y)
				n++
				r := s.ask(text)
				if r.Outcome != turn.Answer || len(r.Actions) > 0 || !strings.HasPrefix(r.Say, lead) || !strings.Contains(r.Say, want) {
					t.Errorf("%q: %s %q, want %s%s", text, r.Outcome, r.Say, lead, want)
				}
			}
		}
	}
	return n
}
