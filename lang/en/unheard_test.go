package en

import (
	"strings"
	"testing"

	"edge/compile"
	"edge/grammar"
)

// TestUnheard: a speaker who cannot (or can barely) hear a thing ("i
// can't hear the tv", "we can hardly hear the music in the study") asks
// for it louder, as "the tv louder" does; hearing it, or more said after
// it, is left as it was read.
func TestUnheard(t *testing.T) {
	generated(t)
	registered()
	n := 0
	for _, who := range []string{"i ", "we ", "", "alexa i "} {
		for _, not := range []string{"can't", "cant", "cannot", "can not", "can barely", "can hardly", "can scarcely"} {
			for _, thing := range []string{"the tv", "the music in the study", "the speaker", "the study speaker", "the telly", "tv"} {
				for _, end := range []string{"", " please", " at all"} {
					want, err := compile.Compile(thing + " louder")
					if err != nil {
						t.Errorf("Compile(%q) = %v", thing+" louder", err)
						continue
					}
					text := who + not + " hear " + thing + end
					if end == " at all" {
						if got := grammar.Show(lex.Tokens(text)); strings.Contains(got, "rel:louder") {
							t.Errorf("Tokens(%q) = %s, read as louder with more said", text, got)
						}
						continue
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
	for _, text := range []string{"i can hear the tv", "can you hear the tv", "i can't hear you", "i can't hear anything"} {
		if got := grammar.Show(lex.Tokens(text)); strings.Contains(got, "rel:louder") {
			t.Errorf("Tokens(%q) = %s, read as louder", text, got)
		}
	}
}
