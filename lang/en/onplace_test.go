package en

import (
	"strings"
	"testing"

	"edge/compile"
	"edge/grammar"
)

// TestOnPlace: a thing, "on" and a bare place with no verb ("lights on
// kitchen", "the lamp on study please", "fan on kids room"), for every
// class word of the pack, compiles as the thing switched on in the place
// ("lights on in kitchen"); with an article ("on the tv"), a verb or a
// question the clause is left as it was read.
func TestOnPlace(t *testing.T) {
	generated(t)
	registered()
	n := 0
	for _, c := range sortedKeys(classes.word) {
		if toks := lex.Tokens(c); len(toks) != 1 || toks[0].Type != grammar.Word || nounVerbs[c] {
			continue // a class word that is also a verb ("hoover", "switch") says its own command
		}
		for _, obj := range []string{c, "the " + c, plural1(c), "my " + c} {
			for _, place := range []string{"kitchen", "study", "kids room", "upstairs", "master bedroom"} {
				for _, end := range []string{"", " please", " thanks"} {
					text := obj + " on " + place + end
					want, werr := compile.Compile(obj + " on in " + place + end)
					if werr != nil {
						continue // not read with "in" either
					}
					n++
					if got, err := compile.Compile(text); err != nil || got.String() != want.String() {
						t.Errorf("Compile(%q) = %v, %v, want %v", text, got, err, want)
					}
				}
			}
		}
	}
	if n < 300 {
		t.Errorf("%d ways, want at least 300", n)
	}
	for _, text := range []string{"the lights on the kitchen", "turn the lights on kitchen", "is the light on upstairs",
		"the light is on upstairs", "lights on kitchen and hall", "switch on bedroom", "switch on robot vacuum"} {
		if got := grammar.Show(lex.Tokens(text)); strings.Contains(got, "on prep:in") {
			t.Errorf("Tokens(%q) = %s, said a place", text, got)
		}
	}
}
