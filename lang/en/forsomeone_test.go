package en

import (
	"slices"
	"testing"

	"edge/compile"
)

// TestForSomeone: whom a command is done for ("turn on the lights for the
// kids", "put the tv on for my wife") is no place and no thing: the
// command compiles as it does without it, for every word of people and
// beneficiaries, with and without an article, at the end, before "please"
// or a pause; "for the kids room" is still the room.
func TestForSomeone(t *testing.T) {
	generated(t)
	registered()
	var who []string
	for p := range people {
		who = append(who, p)
	}
	for p := range beneficiaries {
		who = append(who, p)
	}
	slices.Sort(who)
	cmds := []string{"turn on the lights", "put the tv on", "turn the heater on", "close the blinds", "turn on the lamp in the study",
		"set the living room ac to 22 degrees"}
	n := 0
	for _, cmd := range cmds {
		want, err := compile.Compile(cmd)
		if err != nil {
			t.Fatalf("Compile(%q): %v", cmd, err)
		}
		for _, p := range who {
			for _, det := range []string{"", "the ", "my ", "our "} {
				for _, end := range []string{"", " please", ", thanks"} {
					text := cmd + " for " + det + p + end
					n++
					if got, err := compile.Compile(text); err != nil || got.String() != want.String() {
						t.Errorf("Compile(%q) = %v, %v, want %v", text, got, err, want)
					}
				}
			}
		}
	}
	if n < 1000 {
		t.Errorf("%d ways, want at least 1000", n)
	}
	p, err := compile.Compile("turn on the heater for the kids room")
	if err != nil || len(p.Clauses) != 1 || len(p.Clauses[0].Target.Places) == 0 {
		t.Errorf("Compile(turn on the heater for the kids room) = %v, %v, want the kids room", p, err)
	}
}
