package en

import (
	"testing"

	"edge/compile"
)

// TestHungState: a verb that raises or lowers what hangs with the state
// it is left in after its object ("pull the curtains shut", "draw the
// bedroom blinds open", "roll the shades closed in the study please")
// compiles as opening or closing it does ("draw the curtains" alone, with
// no state, may be either: TestDrawn).
func TestHungState(t *testing.T) {
	registered()
	n := 0
	for _, verb := range sorted(hungBy) {
		for state, does := range hungStates {
			for _, obj := range []string{"the curtains", "the blinds", "the bedroom blinds", "curtains", "the shades", "the garage door"} {
				for _, rest := range []string{"", " in the study", " please", " in the living room please"} {
					want, err := compile.Compile(does + " " + obj + rest)
					if err != nil {
						t.Errorf("Compile(%q) = %v", does+" "+obj+rest, err)
						continue
					}
					text := verb + " " + obj + " " + state + rest
					n++
					if got, err := compile.Compile(text); err != nil || got.String() != want.String() {
						t.Errorf("Compile(%q) = %v, %v, want %v", text, got, err, want)
					}
				}
			}
		}
	}
	if n < 250 {
		t.Errorf("%d ways, want at least 250", n)
	}
}
