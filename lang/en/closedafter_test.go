package en

import (
	"strings"
	"testing"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/compile"
)

// TestClosedAfter: a command with a closing said after it ("turn off the
// lights that's all", "turn on the tv, that's all", "lock the front door
// that's it", "turn off the tv that will be all thanks") compiles as the
// command said alone: no question of every device, no "all" added to its
// target. A closing after "if" or a question word, or a clause that only
// looks like one ("turn off all that is on"), is left as it was read.
func TestClosedAfter(t *testing.T) {
	registered()
	commands := []string{"turn off the lights", "turn on the tv", "lock the front door", "close the blinds",
		"set the bedroom ac to 22", "kitchen lights off", "turn the kitchen light off", "dim the study lamp",
		"is the tv on"}
	closings := []string{"that's all", "that is all", "that's it", "that is it", "that will be all", "thatll be all",
		"that's everything", "that's all for now", "that's it thanks", "that's all i need", "that's all thank you"}
	n := 0
	for _, cmd := range commands {
		want, werr := compile.Compile(cmd)
		if werr != nil {
			t.Fatalf("Compile(%q) = %v, the command is not read", cmd, werr)
		}
		for _, closing := range closings {
			for _, between := range []string{" ", ", ", " and ", " thanks ", ", thanks, "} {
				said := cmd + between + closing
				n++
				if got, err := compile.Compile(said); err != nil || got.String() != want.String() {
					t.Errorf("Compile(%q) = %v, %v, want %v", said, got, err, want)
				}
			}
		}
	}
	if n < 400 {
		t.Errorf("%d ways, want at least 400", n)
	}
	for _, text := range []string{"is that all", "turn off the tv if that is all"} {
		if !closedKept(lex.Tokens(text)) {
			t.Errorf("Tokens(%q) lost its closing words", text)
		}
	}
	if got := compiled("turn off all that is on"); !strings.Contains(got, "if is=on") {
		t.Errorf("Compile(%q) = %s: want those on switched off", "turn off all that is on", got)
	}
}

// closedKept reports that "that" is still among the tokens.
func closedKept(toks []lexer.Token) bool {
	for _, t := range toks {
		if t.Value == "that" {
			return true
		}
	}
	return false
}
