package en

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// joinedBy reads the other words that join one name to the next ("turn
// off the kitchen light as well as the hall light", "the tv plus the
// fan", "the study lamp along with the bedside lamp", "together with")
// as "and": they ran into one name ("I can't find kitchen light as well
// as hall light"), or took the second for a room. Only between names:
// "as well" at the end still says "too".
func joinedBy(toks []lexer.Token) []lexer.Token {
	for i := 1; i < len(toks); i++ {
		if toks[i-1].Type != grammar.Word {
			continue
		}
		for _, run := range joiners {
			end := i + len(run)
			if end >= len(toks) || !slices.EqualFunc(run, toks[i:end], func(w string, t lexer.Token) bool { return t.Value == w }) ||
				toks[end].Type != grammar.Det && toks[end].Type != grammar.Word {
				continue
			}
			and := lexer.Token{Type: grammar.Conj, Value: "and", Pos: toks[i].Pos}
			toks = slices.Replace(toks, i, end, and)
			break
		}
	}
	return toks
}

// joiners are the runs of words joinedBy reads as "and".
var joiners = [][]string{{"as", "well", "as"}, {"along", "with"}, {"together", "with"}, {"plus"}}
