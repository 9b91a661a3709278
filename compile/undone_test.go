package compile

import (
	"errors"
	"testing"
)

// TestUndoneAtOnce says a command and, after "and" or "and then", a verb
// alone that undoes it ("turn off the tv and run", "open the blinds and
// close", "start the vacuum and stop", "lock the front door and unlock"),
// for every pair the verbs undo: it is refused, never done and undone.
// "turn off the tv and run" switched the tv off and on; "lock the front
// door and unlock" asked "Unlock Front door lock?" (the first "lock" read
// as part of its name). A direction said alone ("turn the tv off and on
// again") or the thing said again ("… and turn it back on") is a restart,
// and compiles.
func TestUndoneAtOnce(t *testing.T) {
	pairs := []struct{ command, undo string }{
		{"turn off the tv", "run"}, {"turn off the tv", "start"}, {"switch off the fan", "run"}, {"turn off the tv", "play"},
		{"turn on the tv", "pause"}, {"turn on the tv", "stop"}, {"start the vacuum", "stop"}, {"start the vacuum", "dock"},
		{"stop the vacuum", "start"}, {"open the blinds", "close"}, {"close the garage door", "open"},
		{"play music in the study", "pause"}, {"pause the tv", "play"}, {"lock the front door", "unlock"}, {"switch off the tv", "start"},
	}
	n := 0
	for _, p := range pairs {
		for _, join := range []string{" and ", " and then ", ", then ", " then "} {
			for _, tail := range []string{"", " please", " now"} {
				n++
				text := p.command + join + p.undo + tail
				if _, err := Compile(text); !errors.Is(err, errUndoneAtOnce) {
					t.Errorf("%q: %v, want it refused", text, err)
				}
			}
		}
	}
	if n < 150 {
		t.Errorf("%d wordings, want at least 150", n)
	}
	for _, text := range []string{"turn the tv off and on again", "turn off the tv and on", "turn off the tv and turn it back on",
		"switch the fan off and then on", "turn off the tv and start the vacuum", "open the blinds and close the curtain"} {
		if p, err := Compile(text); err != nil || len(p.Clauses) != 2 {
			t.Errorf("%q: %v %v, want two commands", text, p, err)
		}
	}
}
