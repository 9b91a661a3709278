package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// backAgain reads "back" said before a direction or a value ("turn the
// kitchen light back on", "turn back on the tv", "switch the heater back
// off", "set it back to 20") as saying only that it was so before: the
// command is the direction or the value. It was a word of the name ("I
// can't find kitchen light back"), where edge's own answer to "undo"
// asks to be told "turn the kitchen light back on". After a determiner
// ("turn the back on") it is a name; after "go" ("go back on the tv")
// and before anything else ("send the vacuum back to its dock") it is
// left as it was.
func backAgain(toks []lexer.Token) []lexer.Token {
	for i := 1; i+1 < len(toks); i++ {
		t, before, next := &toks[i], toks[i-1], toks[i+1]
		if t.Value != backWord || t.Type != grammar.Word || before.Type == grammar.Det || before.Value == goWord {
			continue
		}
		valued := next.Type == grammar.To && i+2 < len(toks) && toks[i+2].Type == grammar.Num
		if next.Type == grammar.On || next.Type == grammar.Dir || valued {
			t.Type = grammar.Filler
		}
	}
	return toks
}
