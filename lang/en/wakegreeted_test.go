package en

import (
	"testing"

	"edge/compile"
)

// TestWakeGreeted: a wake name that is also a word of names ("google",
// "computer") said after a greeting ("hey google", "ok computer") opens
// an utterance whatever follows it, a name too: "ok google kitchen lights
// on" is "kitchen lights on", where "google kitchen lights" was a name
// that was not found. Without a greeting, "google home off" keeps it.
func TestWakeGreeted(t *testing.T) {
	registered()
	n := 0
	for _, wake := range []string{"google", "computer"} {
		for _, greet := range []string{"hey", "ok", "okay", "hi", "hello"} {
			for _, cmd := range []string{"kitchen lights on", "lights off in the kitchen", "bedroom ac to 21", "tv volume up",
				"study lamp off please", "heating up", "living room fan on", "lock the front door", "blinds down", "kettle on"} {
				for _, pause := range []string{" ", ", "} {
					want, err := compile.Compile(cmd)
					if err != nil {
						t.Errorf("Compile(%q) = %v", cmd, err)
						continue
					}
					text := greet + " " + wake + pause + cmd
					n++
					if got, err := compile.Compile(text); err != nil || got.String() != want.String() {
						t.Errorf("Compile(%q) = %v, %v, want %v", text, got, err, want)
					}
				}
			}
		}
	}
	if n < 150 {
		t.Errorf("%d ways, want at least 150", n)
	}
	if p, err := compile.Compile("google home off"); err != nil || len(p.Clauses) != 1 || p.Clauses[0].Target.Name != "google home" {
		t.Errorf(`Compile("google home off") = %v, %v, want "google home" turned off`, p, err)
	}
}
