package turn_test

import (
	"testing"

	"edge/turn"
)

// TestCannotOpensWithCapital: what cannot do what was asked, said as it
// was named, opens the answer with a capital letter ("lights can't do
// that." was said), a word of two letters all in capitals; a name of the
// home keeps its own letters, and Chinese is as it was.
func TestCannotOpensWithCapital(t *testing.T) {
	s := newSaidOnDemo(t, "cannot")
	for text, want := range map[string]string{
		"dim the lights in the hall":      "Lights can't do that.",
		"olly dim the lights in the hall": "Lights can't do that.",
		"set the tv to blue":              "TV can't do that.",
		"set the ac to blue":              "AC can't do that.",
		"mute the fan":                    "Fan can't do that.",
		"set the kettle to 50 percent":    "Kettle can't do that.",
		"把电视调成蓝色":                         "电视不能这样操作。",
	} {
		if r := s.ask(text); r.Outcome != turn.NotUnderstood || r.Say != want {
			t.Errorf("%q: %s %q, want %q", text, r.Outcome, r.Say, want)
		}
	}
}
