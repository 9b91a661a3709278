package en

import (
	"fmt"
	"strings"
	"testing"

	"edge/compile"
)

// TestMuchAfterDirection: "a lot", "a whole lot" or "lots" said after "up"
// or "down", or after the name of a command said with "turn up" or "turn
// down" ("turn the tv up a lot", "turn up the volume a lot please", "turn
// it down a lot in the kitchen"), compiles as the command without them,
// its step twice as large: they were read as a name ("tv lot") and not
// understood. "a lot of" after
// "up" is no degree, and "a lot" said with no "up" or "down" is read as
// before.
func TestMuchAfterDirection(t *testing.T) {
	registered()
	things := []string{"the kitchen light", "the tv", "the study lamp", "the volume", "the bedroom ac", "the heating", "it", "the music"}
	forms := []string{"turn %[1]s %[2]s %[3]s", "turn %[2]s %[1]s %[3]s", "turn %[1]s %[2]s %[3]s please", "turn %[2]s %[1]s %[3]s please",
		"bring %[1]s %[2]s %[3]s"}
	n := 0
	for _, thing := range things {
		for _, f := range forms {
			for _, dir := range []string{"up", "down"} {
				plain := strings.Join(strings.Fields(fmt.Sprintf(f, thing, dir, "")), " ")
				want, err := stepsTimes(plain, 2)
				if err != nil {
					t.Fatalf("Compile(%q): %v", plain, err)
				}
				for _, much := range []string{"a lot", "a whole lot", "lots"} {
					n++
					text := fmt.Sprintf(f, thing, dir, much)
					if got, err := compile.Compile(text); err != nil || got.String() != want.String() {
						t.Errorf("Compile(%q) = %v, %v, want %v", text, got, err, want)
					}
				}
			}
		}
	}
	if n < 60 {
		t.Errorf("%d ways, want at least 60", n)
	}
	for _, text := range []string{"turn on the tv a lot", "i like the tv a lot", "the tv a lot", "turn the tv up, i like it a lot"} {
		if p, err := compile.Compile(text); err == nil && len(p.Clauses) == 1 && !strings.Contains(p.String(), "lot") {
			t.Errorf("Compile(%q) = %v, want 'a lot' left as it was", text, p)
		}
	}
}
