package zh

import (
	"slices"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// contrastWords open a clause that says what not to do (contrasts).
var contrastWords = strings.Fields(contrasts)

// contrastPause reads a word of contrasts said right after a command, with
// no pause before it ("关掉客厅但是电视别关", "熄灭客厅但是主灯别关"), as after a
// pause: what follows is a clause of its own. The command's object and
// the name after the contrast ran into one name excepted ("客厅电视"), and
// the command was of everything else in the home, asked which of them.
func contrastPause(toks []lexer.Token) []lexer.Token {
	verbed := false
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		switch {
		case t.Type == grammar.Sep:
			verbed = false
		case t.Type == grammar.Verb:
			verbed = true
		case t.Type == grammar.Filler && verbed && slices.Contains(contrastWords, t.Value) && toks[i-1].Type != grammar.Sep &&
			slices.ContainsFunc(toks[i+1:], func(t lexer.Token) bool { return t.Type != grammar.Filler }):
			sep := lexer.Token{Type: grammar.Sep, Value: ",", Pos: t.Pos}
			toks = append(toks[:i], append([]lexer.Token{sep}, toks[i:]...)...)
			i++
			verbed = false
		}
	}
	return toks
}
