package zh

import (
	"slices"
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

// A word of waiting or a 别 said alone, once or again, with fillers and
// particles (等一下, 等等, 慢着, 稍等一下, 且慢, 别, 先别, 别别别, 别急, 等一下，别)
// asks to hold off: to a question it is the no of the reply grammar, as
// "hang on" is. Read as a command, it was not understood and the
// question was left open.

// holdWords are the words of holding off as the lexer reads them; holdAfter
// the words that may follow one of them (等会儿, 别急), and holdBefore the
// ones that may come before a word of waiting (稍等一下).
var (
	holdWords  = wordSet("等一下 等下 等会 等会儿 等一会 等等 等等等等 稍等 稍等等 慢着 慢着慢着 且慢 别")
	holdAfter  = map[string]string{"儿": "等会 等一会", "急": "别"}
	holdBefore = "稍"
	noSaid     = "取消"
)

// answersSaid reads an utterance that is only such a yes or such a no as the
// plain one.
func answersSaid(toks []lexer.Token) []lexer.Token {
	var words []string
	for _, t := range toks {
		if t.Type != grammar.Sep && t.Type != grammar.Filler {
			words = append(words, t.Value) // 嗯，没问题
		}
	}
	switch {
	case len(toks) == 0:
		return toks
	case yesRuns[strings.Join(words, " ")]:
		return []lexer.Token{{Type: grammar.Kw, Value: yesSaid, Pos: toks[0].Pos}}
	case holdingOff(words):
		return []lexer.Token{{Type: grammar.Kw, Value: noSaid, Pos: toks[0].Pos}}
	}
	return toks
}

// holdingOff reports words that are only words of holding off.
func holdingOff(words []string) bool {
	for i, w := range words {
		switch {
		case holdWords[w]:
		case w == holdBefore && i+1 < len(words) && strings.HasPrefix(words[i+1], "等"):
		case i > 0 && holdAfter[w] != "" && slices.Contains(strings.Fields(holdAfter[w]), words[i-1]):
		default:
			return false
		}
	}
	return len(words) > 0
}

// wordSet is the set of the words of s, separated by spaces.
func wordSet(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(s) {
		m[w] = true
	}
	return m
}
