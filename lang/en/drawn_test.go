package en

import (
	"testing"

	"edge/compile"
)

// TestDrawn: curtains or blinds drawn or pulled with nothing said of which way
// ("draw the curtains", "draw the bedroom blinds please", "draw the
// curtains in the living room") compile as "turn" said of them with no
// direction, which asks which way (open or close); drawn back ("draw back
// the curtains", "draw the blinds back") they are opened. What is no
// curtain or blind ("draw the garage door", "draw a picture") is not
// understood.
func TestDrawn(t *testing.T) {
	generated(t)
	registered()
	objects := []string{"the curtains", "the blinds", "the bedroom blinds", "curtains", "the shades", "the drapes",
		"the living room curtain", "the shutters"}
	rests := []string{"", " in the study", " please", " in the living room please", " thanks"}
	n := 0
	for _, verb := range []string{"draw", "pull"} {
		for _, obj := range objects {
			for _, rest := range rests {
				for _, lead := range []string{"", "please ", "can you ", "alexa, "} {
					for said, like := range map[string]string{
						verb + " " + obj + rest:           "turn " + obj + rest,
						verb + " back " + obj + rest:      "open " + obj + rest,
						verb + " " + obj + " back" + rest: "open " + obj + rest,
					} {
						want, werr := compile.Compile(lead + like)
						if werr != nil {
							t.Fatalf("Compile(%q) = %v, the command is not read", lead+like, werr)
						}
						n++
						if got, err := compile.Compile(lead + said); err != nil || got.String() != want.String() {
							t.Errorf("Compile(%q) = %v, %v, want %v", lead+said, got, err, want)
						}
					}
				}
			}
		}
	}
	if n < 900 {
		t.Errorf("%d ways, want at least 400", n)
	}
	for _, text := range []string{"draw the garage door", "draw a picture", "draw the garage door back", "draw me a bath", "pull the garage door",
		"pull a muscle", "pull the plug"} {
		if p, err := compile.Compile(text); err == nil {
			t.Errorf("Compile(%q) = %v, want not understood", text, p)
		}
	}
}
