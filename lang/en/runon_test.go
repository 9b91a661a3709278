package en

import (
	"strings"
	"testing"
)

// TestStatementRunOn: every statement run on into a command with no
// pause reads as the two said apart with a comma; a condition stays one.
func TestStatementRunOn(t *testing.T) {
	registered()
	statements := []string{"the tv is too loud", "the kitchen is dark", "the lights are too bright", "it is cold in here",
		"the music was too loud", "the blinds are open", "the tv is on"}
	commands := []string{"put it on mute", "turn on the kitchen light", "dim the lights", "turn it down", "close the blinds",
		"lock the front door", "switch it off", "set the bedroom ac to 22 degrees"}
	n := 0
	for _, s := range statements {
		for _, c := range commands {
			want := compiled(s + ", " + c)
			n++
			if got := compiled(s + " " + c); got != want {
				t.Errorf("Compile(%q) = %s, want %s", s+" "+c, got, want)
			}
		}
	}
	if n < 50 {
		t.Errorf("%d ways, want at least 50", n)
	}
	if got := compiled("if the tv is on turn it off"); !strings.Contains(got, "if") {
		t.Errorf("if the tv is on turn it off: %s, want a condition", got)
	}
}
