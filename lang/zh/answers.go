package zh

import (
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A yes said in words that read as a command alone (没问题, "no problem",
// where 没 negates) is the yes of the reply grammar: read as a command,
// it was not understood and the question it answered was lost. (执行, a
// verb, stays one: the lexer reads every fragment of a text too.)

// yesRuns are those words, as the lexer reads them, particles and
// fillers left out (没问题的, 没问题吧); yesSaid the word of the reply grammar
// they are read as.
var yesRuns = map[string]bool{"没 问题": true}

const yesSaid = "确认"

// answersSaid reads an utterance that is only such a yes as the plain one.
func answersSaid(toks []lexer.Token) []lexer.Token {
	var words []string
	for _, t := range toks {
		if t.Type != grammar.Sep && t.Type != grammar.Filler {
			words = append(words, t.Value) // 嗯，没问题
		}
	}
	if len(toks) == 0 || !yesRuns[strings.Join(words, " ")] {
		return toks
	}
	return []lexer.Token{{Type: grammar.Kw, Value: yesSaid, Pos: toks[0].Pos}}
}
