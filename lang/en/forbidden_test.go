package en

import (
	"strings"
	"testing"

	"edge/compile"
)

// TestForbidden: what edge is told it may not do ("you can't switch off
// the tv", "you cannot turn off the lights", "you must not open the
// garage door", "you shouldn't …", "you may not …", "you won't …")
// compiles as "don't …" does: "you can't switch off the tv" switched it
// off, "you may not …" asked about it, "you shouldn't …" answered the
// lights' states. "can't you …", "you can …" and "you should …" still ask
// it done.
func TestForbidden(t *testing.T) {
	registered()
	commands := []string{"turn off the tv", "switch off the kitchen light", "open the garage door", "lock the front door", "turn the volume up",
		"start the vacuum", "close the blinds", "set the ac to 22", "switch the lights on in the bedroom", "unlock the door"}
	forms := []string{"you can't %s", "you cannot %s", "you can not %s", "you must not %s", "you mustn't %s", "you shouldn't %s",
		"you should not %s", "you may not %s", "you won't %s", "you will not %s", "hey, you can't %s", "no, you can't %s"}
	n := 0
	for _, c := range commands {
		want, err := compile.Compile("don't " + c)
		if err != nil {
			t.Fatalf("Compile(%q): %v", "don't "+c, err)
		}
		for _, f := range forms {
			text := strings.Replace(f, "%s", c, 1)
			n++
			if got, err := compile.Compile(text); err != nil || got.String() != want.String() {
				t.Errorf("Compile(%q) = %v, %v, want %v", text, got, err, want)
			}
		}
		for _, f := range []string{"can't you %s", "you can %s", "you should %s"} {
			text := strings.Replace(f, "%s", c, 1)
			if got, err := compile.Compile(text); err == nil && got.String() == want.String() {
				t.Errorf("Compile(%q) = %v, want it asked done", text, got)
			}
		}
	}
	if n < 100 {
		t.Errorf("%d ways, want at least 100", n)
	}
}
