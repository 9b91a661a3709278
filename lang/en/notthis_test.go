package en

import (
	"strings"
	"testing"

	"edge/compile"
	"edge/ir"
)

// TestNotThis: "not X, Y" with only names in it puts the last command
// right as "no, Y" does, for names, rooms and "the … one", with
// determiners and fillers; with a command after the pause it is that
// command.
func TestNotThis(t *testing.T) {
	registered()
	names := []string{"the bedroom", "the kitchen light", "the tv", "the study one", "hall", "the bedroom lamp please", "the garage", "the reading lamp"}
	n := 0
	for _, x := range names {
		for _, y := range names {
			if x == y {
				continue
			}
			text := "not " + x + ", " + y
			n++
			want, err := compile.Compile("no, " + strings.TrimSuffix(strings.TrimPrefix(y, "the "), " please"))
			if err != nil {
				t.Fatalf("Compile(no, %s): %v", y, err)
			}
			if got, err := compile.Compile(text); err != nil || got.String() != want.String() || got.Reply.Kind != ir.No {
				t.Errorf("Compile(%q) = %v, %v, want %v", text, got, err, want)
			}
		}
	}
	if n < 40 {
		t.Errorf("%d ways, want at least 40", n)
	}
	if p, err := compile.Compile("not the tv, turn off the fan"); err != nil || p.Reply != nil {
		t.Errorf("Compile(not the tv, turn off the fan) = %v, %v, want the command", p, err)
	}
}
