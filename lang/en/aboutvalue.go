package en

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// aboutValue reads a word of about so much said between "to", "at" or
// "by" and a number ("set the bedroom ac to about 22", "turn the volume
// down by roughly 10", "dim the study lamp to like 40") as the number
// said, the word left out: they were read into a name ("I can't find bedroom ac about"), or
// "to like 40" lowered the lamp by 40%.
func aboutValue(toks []lexer.Token) []lexer.Token {
	for i := 1; i+1 < len(toks); i++ {
		prev := toks[i-1]
		if aboutWords[toks[i].Value] && (prev.Type == grammar.To || prev.Type == grammar.By || prev.Value == atWord) && (toks[i+1].Type == grammar.Num || numberSaid(toks[i+1].Value)) {
			toks = slices.Delete(toks, i, i+1)
		}
	}
	return toks
}

// aboutWords say about so much.
var aboutWords = set("about approximately roughly like around maybe say circa nearly almost")

// numberSaid reports a number word ("twenty", "one").
func numberSaid(w string) bool {
	_, ok := numbers[w]
	return ok
}
