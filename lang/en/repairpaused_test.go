package en

import (
	"strings"
	"testing"
)

// TestRepairsPaused: two words of taking back said one after the other,
// with a pause between them or none ("sorry, i mean", "oops, i meant",
// "no, sorry", "sorry actually"), take back as one does: a name, a number,
// a direction or a whole command said after them is what is meant. The
// second was read into the name ("I can't find 'mean fan'"). After a
// command of several things "i mean" or "i meant" leaves nothing done.
func TestRepairsPaused(t *testing.T) {
	registered()
	firsts := []string{"sorry", "oops", "no", "actually"}
	seconds := []string{"i mean", "i meant", "sorry", "actually"}
	n := 0
	for _, a := range firsts {
		for _, b := range seconds {
			if a == b {
				continue
			}
			for _, pause := range []string{" ", ", "} {
				mark := ", " + a + pause + b + " "
				for text, want := range map[string]string{
					"turn off the tv" + mark + "the living room fan":        "turn off the living room fan",
					"turn on the kitchen light" + mark + "the dining light": "turn on the dining light",
					"set the bedroom ac to 20" + mark + "22":                "set the bedroom ac to 22",
					"turn the tv on" + mark + "off":                         "turn the tv off",
					"open the blinds" + mark + "close the curtains":         "close the curtains",
				} {
					n++
					if got, w := compiled(text), compiled(want); got != w {
						t.Errorf("Compile(%q) = %s, want %s", text, got, w)
					}
				}
				if text := "turn on the hall light and the fan" + mark + "the landing light"; strings.HasPrefix(b, "i ") && !strings.HasPrefix(compiled(text), "!!") {
					t.Errorf("Compile(%q) = %s, want no command", text, compiled(text))
				}
			}
		}
	}
	if n < 100 {
		t.Errorf("%d repairs, want at least 100", n)
	}
}
