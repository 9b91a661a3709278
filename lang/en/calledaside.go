package en

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// calledAside is a reply without the words that open it by calling an
// assistant, edge or another ("hey google, good night", "alexa movie
// mode", "ok google bedtime"): they are no words of what is chosen. With
// them, "google good night" was a name, and after a command the command
// was done again on it ("Good night can't do that"). A lead with no wake
// name ("ok", "um") is left to the reply's own reading.
func calledAside(text string) string {
	toks := lex.Tokens(text)
	lead := 0
	for lead < len(toks) && (toks[lead].Type == grammar.Sep || toks[lead].Type == grammar.Filler && calledOnly(toks[lead:lead+1])) {
		lead++
	}
	if lead == len(toks) || !slices.ContainsFunc(toks[:lead], func(t lexer.Token) bool { return isWake(t.Value) }) {
		return text
	}
	words := make([]string, 0, len(toks)-lead)
	for _, t := range toks[lead:] {
		words = append(words, t.Value)
	}
	return pack{}.Join(words)
}
