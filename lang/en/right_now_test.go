package en

import (
	"testing"

	"edge/compile"
)

// TestRightNowAfterAnObject: "right now" after the object of a verb read
// by what it is said of ("lower my blinds right now please", "raise the
// shades right now", "hit the lights right now", "draw the curtains right
// now") is said when, as "now" is: "lower my blinds right now please"
// moved them a step, where "lower my blinds" closes them.
func TestRightNowAfterAnObject(t *testing.T) {
	registered()
	var said []string
	for v := range hungVerbs {
		for _, thing := range []string{"the blinds", "my blinds", "the shades", "the garage door", "the bedroom blinds"} {
			said = append(said, v+" "+thing)
		}
	}
	for v := range litVerbs {
		said = append(said, v+" the lights", v+" the kitchen lights")
	}
	for v := range drawVerbs {
		said = append(said, v+" the curtains", v+" the blinds")
	}
	n := 0
	for _, plain := range said {
		want, err := compile.Compile(plain)
		if err != nil {
			t.Fatalf("Compile(%q): %v", plain, err)
		}
		for _, tail := range []string{" right now", " right now please", " right now thanks"} {
			n++
			if got, err := compile.Compile(plain + tail); err != nil || got.String() != want.String() {
				t.Errorf("Compile(%q) = %v, %v, want %v", plain+tail, got, err, want)
			}
		}
	}
	if n < 50 {
		t.Errorf("%d ways, want at least 50", n)
	}
}
