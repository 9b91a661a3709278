package en

import (
	"testing"

	"edge/compile"
	"edge/grammar"
)

// TestWarmedIt: a verb of warming or cooling said of "it" with its
// particle, alone or with a place ("cool it down in here", "warm it up in
// the bedroom", "heat it up", "chill it down in the living room please")
// compiles as "make it warmer" or "make it cooler" there does: the
// temperature a step, never a level of what was said before. The wrong
// particle, or more than a place after it, is left as it was read.
func TestWarmedIt(t *testing.T) {
	registered()
	verbs := map[string]string{"cool it down": "cooler", "chill it down": "cooler", "warm it up": "warmer", "heat it up": "warmer"}
	places := []string{"", " in here", " in the bedroom", " in the living room", " in the kitchen", " in the study"}
	n := 0
	for said, change := range verbs {
		for _, place := range places {
			for _, lead := range []string{"", "please ", "alexa, ", "can you "} {
				for _, end := range []string{"", " please", " thanks"} {
					text := lead + said + place + end
					want, werr := compile.Compile(lead + "make it " + change + place + end)
					if werr != nil {
						t.Fatalf("Compile(%q) = %v, the command is not read", lead+"make it "+change+place+end, werr)
					}
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
	for _, text := range []string{"cool it up", "warm it down in here", "cool it down in the bedroom to 20"} {
		for _, tok := range lex.Tokens(text) {
			if tok.Type == grammar.Verb && tok.Value == makeWord {
				t.Errorf("Tokens(%q) = %s, read as making it so", text, grammar.Show(lex.Tokens(text)))
			}
		}
	}
}
