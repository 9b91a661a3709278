package en

import (
	"testing"

	"edge/compile"
)

// TestWhoAsked: a question of who did a thing, or why, for every such
// word, with or without a wake word or a filler before it, is not
// understood: no name is guessed from it, so no yes to a guess acts.
func TestWhoAsked(t *testing.T) {
	registered()
	n := 0
	for w := range unanswerable {
		for _, lead := range []string{"", "alexa, ", "hey ", "um "} {
			for _, rest := range []string{"turned on the kitchen light", "left the garage door open", "is the tv on", "unlocked the front door",
				"lamp is on", "switched off the lights in the bedroom", "opened the blinds"} {
				text := lead + w + " " + rest
				n++
				if p, err := compile.Compile(text); err == nil {
					t.Errorf("Compile(%q) = %s, want not understood", text, p)
				}
			}
		}
	}
	for _, text := range []string{"turn on the kitchen light", "is anyone home"} {
		if _, err := compile.Compile(text); err != nil {
			t.Errorf("Compile(%q): %v", text, err)
		}
	}
	if n < 100 {
		t.Errorf("%d ways, want at least 100", n)
	}
}
