package en

import (
	"strings"
	"testing"
)

// TestClockSaidRoughly says a time of day with a word of roughness or of
// emphasis after "at" or "by" ("turn off the tv at about 11", "at exactly
// 7 in the morning open the curtains", "tomorrow at around 6:30"): the
// command runs then, as said without the word. It was not understood.
func TestClockSaidRoughly(t *testing.T) {
	registered()
	commands := []string{"turn off the tv", "open the curtains", "switch on the hall light", "lock the front door"}
	clocks := []string{"at %s 11", "at %s 10:30", "at %s half past ten", "at %s 7 in the morning", "tomorrow at %s 6:30", "at %s 11 pm", "by %s 11"}
	n := 0
	for _, c := range commands {
		for _, clock := range clocks {
			plain := strings.Replace(clock, "%s ", "", 1)
			for _, said := range []struct{ text, plain string }{{c + " " + clock, c + " " + plain}, {clock + " " + c, plain + " " + c}} {
				want := compiled(said.plain)
				if !strings.Contains(want, " at ") {
					t.Fatalf("Compile(%q) = %s, want a time", said.plain, want)
				}
				for _, w := range strings.Fields("about around roughly approximately exactly just") {
					n++
					text := strings.Replace(said.text, "%s", w, 1)
					if got := compiled(text); got != want {
						t.Errorf("Compile(%q) = %s, want %s", text, got, want)
					}
				}
			}
		}
	}
	if n < 300 {
		t.Errorf("%d ways, want at least 300", n)
	}
}

// TestLengthSaidOrAnother says a length or a delay with another amount
// after "or" ("in a minute or two", "for 5 or 10 minutes", "in an hour or
// so", "in 10 minutes or 15 minutes"): it is the first, as about so many
// is in Chinese (五六分钟后). It was not understood.
func TestLengthSaidOrAnother(t *testing.T) {
	registered()
	commands := []string{"turn on the heater", "switch on the hall light", "open the curtains", "run the sprinkler"}
	lengths := map[string]string{"a minute or two": "a minute", "5 or 10 minutes": "5 minutes", "an hour or so": "an hour",
		"2 or 3 hours": "2 hours", "ten minutes or fifteen minutes": "ten minutes", "a minute or so": "a minute", "20 or 30 minutes": "20 minutes"}
	n := 0
	for _, c := range commands {
		for said, plain := range lengths {
			for _, pair := range [][2]string{{c + " for " + said, c + " for " + plain}, {c + " in " + said, c + " in " + plain}, {"in " + said + " " + c, "in " + plain + " " + c}} {
				n++
				want := compiled(pair[1])
				if got := compiled(pair[0]); got != want || !strings.Contains(want, " lasts=") && !strings.Contains(want, " after ") {
					t.Errorf("Compile(%q) = %s, want %s", pair[0], got, want)
				}
			}
		}
	}
	if n < 80 {
		t.Errorf("%d ways, want at least 80", n)
	}
}
