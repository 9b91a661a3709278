package en

import (
	"strings"
	"testing"
)

// TestMadeWished: a change wished of "it" with a place said after ("i
// need it brighter in the kitchen", "i'd like it a bit cooler in the
// living room", "we'd love it to be warmer in here") is the change of the
// place, as "make it brighter in the kitchen" is: it was not understood.
// With no place, "it" is what was said before; "i could use the fan" is
// what the speaker could do, no command.
func TestMadeWished(t *testing.T) {
	generated(t)
	registered()
	wishes := []string{"i need", "we need", "i want", "i'd like", "i would like", "we'd love", "i'd really like", "hey google i want"}
	degrees := []string{"", "a bit ", "a little ", "slightly ", "to be ", "to be a bit "}
	places := []string{" in the kitchen", " in the bedroom", " in the kids room", " in the living room", " in here"}
	changes := []string{"brighter", "darker", "warmer", "cooler", "quieter", "bright", "warm", "dark"}
	n := 0
	for _, wish := range wishes {
		for _, d := range degrees {
			for _, place := range places {
				for _, ch := range changes {
					for _, after := range []string{"", " please"} {
						text := wish + " it " + d + ch + place + after
						made := "make it " + strings.TrimPrefix(d, "to be ") + ch + place
						n++
						got, want := compiled(text), compiled(made)
						if got != want || strings.HasPrefix(want, "!!") || strings.Contains(want, "ref") {
							t.Errorf("Compile(%q) = %s, Compile(%q) = %s, want the same change of the place", text, got, made, want)
						}
					}
				}
			}
		}
	}
	if n < 1000 {
		t.Errorf("%d ways, want at least 1000", n)
	}
	for _, text := range []string{"i want it brighter", "i need it warmer", "i'd like it a bit cooler"} {
		if got := compiled(text); !strings.Contains(got, "ref") {
			t.Errorf("Compile(%q) = %s: want it a thing said before", text, got)
		}
	}
	for _, text := range []string{"i could use the fan", "i could turn on the fan", "i could use a fan"} {
		if got := compiled(text); !strings.Contains(got, "query") {
			t.Errorf("Compile(%q) = %s: want a question, no command", text, got)
		}
	}
}
