package en

import (
	"strings"
	"testing"

	"edge/compile"
)

// TestHitTheLights: lights said after a verb that switches them with no
// direction ("hit the lights", "flick the kitchen lights", "can you flip
// the lamp please") are lights to turn on or off, asked which as "turn
// the lights" is: they were not understood. With the direction said
// ("hit the lights off") it is the command; of a thing that is no light
// ("hit the tv", "hit play") nothing is switched.
func TestHitTheLights(t *testing.T) {
	registered()
	objects := []string{"the lights", "the kitchen lights", "the lamp", "the hall light", "the lights in the study",
		"the bedroom lamp", "the landing light", "the big light"}
	openers := []string{"", "alexa ", "please ", "can you ", "hey, "}
	n := 0
	for _, verb := range []string{"hit", "flick", "flip"} {
		for _, obj := range objects {
			for _, o := range openers {
				for _, end := range []string{"", " please", " on", " off"} {
					said := o + verb + " " + obj + end
					as := o + "turn " + obj + end
					n++
					p, err := compile.Compile(said)
					q, qerr := compile.Compile(as)
					if err != nil || qerr != nil || p.String() != q.String() {
						t.Errorf("Compile(%q) = %v, %v; want as %q: %v, %v", said, p, err, as, q, qerr)
					}
				}
			}
		}
	}
	if n < 300 {
		t.Errorf("%d ways, want at least 300", n)
	}
	for _, text := range []string{"hit the tv", "hit play", "hit the switch", "flip the mattress", "flick the fan"} {
		p, _ := compile.Compile(text)
		if s := p.String(); strings.Contains(s, "act on") || strings.Contains(s, "act off") {
			t.Errorf("Compile(%q) = %s: switched", text, s)
		}
	}
}
