package grammar

import (
	"strings"

	"github.com/alecthomas/participle/v2/lexer"
)

// SaidAlone reads an utterance that is only one of runs (its words
// joined by a space, pauses and fillers left out but the filler keep)
// as one keyword, kw: a reply said in words of its own ("do that again",
// 再来一次吧). Any other utterance is left as it is.
func SaidAlone(toks []lexer.Token, runs map[string]bool, keep, kw string) []lexer.Token {
	var words []string
	for _, t := range toks {
		if t.Type != Sep && (t.Type != Filler || t.Value == keep) {
			words = append(words, t.Value)
		}
	}
	if len(words) == 0 || !runs[strings.Join(words, " ")] {
		return toks
	}
	return []lexer.Token{{Type: Kw, Value: kw, Pos: toks[0].Pos}}
}
