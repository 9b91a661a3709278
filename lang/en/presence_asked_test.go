package en

import (
	"strings"
	"testing"
)

// TestPresenceAsked: a question of someone or of motion in a place said
// without its verb, for every word of a person or of motion, preposition,
// place and ending, asks what "is the <place> occupied" asks; "anyone
// home" asks what "is anyone home" asks. A clause that goes on after the
// place is no such question.
func TestPresenceAsked(t *testing.T) {
	registered()
	n := 0
	whos := []string{"anyone", "anybody", "someone", "somebody", "any motion", "any movement"}
	for _, who := range whos {
		for _, place := range []string{"the kids room", "the hall", "the study", "kids room", "the living room"} {
			want := compiled("is " + place + " occupied")
			if !strings.HasPrefix(want, "en query") {
				t.Fatalf("is %s occupied: %s, want a question", place, want)
			}
			for _, prep := range []string{"in", "at"} {
				for _, end := range []string{"", "?", " ?", " please"} {
					text := who + " " + prep + " " + place + end
					if end == " please" {
						text = "please " + who + " " + prep + " " + place
					}
					n++
					if got := compiled(text); got != want {
						t.Errorf("%q: %s, want %s", text, got, want)
					}
				}
			}
		}
		if strings.HasPrefix(who, "any ") {
			continue
		}
		want := compiled("is " + who + " home")
		for _, text := range []string{who + " home", who + " home?"} {
			n++
			if got := compiled(text); got != want || !strings.HasPrefix(got, "en query") {
				t.Errorf("%q: %s, want %s", text, got, want)
			}
		}
	}
	for _, text := range []string{"anyone in the kids room turn on the light", "someone in the hall left the light on"} {
		if got := compiled(text); got == compiled("is the kids room occupied") || got == compiled("is the hall occupied") {
			t.Errorf("%q: %s, a question of presence", text, got)
		}
	}
	if n < 200 {
		t.Errorf("%d ways, want at least 200", n)
	}
}
