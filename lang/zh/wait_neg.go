package zh

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A word of waiting that opens an utterance before a negated command
// ("等一下，不要关灯", "等等，先别关", "等会儿别关电视", "慢着，别开空调") says
// "wait, don't": it stops the command, as the negated command said alone
// does ("好的，不做了"). It is no time the command is put off to: edge asked
// for a time (vague_time.go), or read the word as a name (“等等”).

// holds are the words of waiting said as "hold on", each as the run of
// token values the lexer cuts it into (等一等 is 等, 1, 等), longest first.
var holds = [][]string{
	{"等", "1", "等"}, {"稍", "等一下"}, {"等一会", "儿"}, {"等一下", "下"},
	{"等一下"}, {"等下"}, {"等等"}, {"等会"}, {"等会儿"}, {"等一会"}, {"稍等"}, {"慢着"}, {"且慢"},
}

// holdAt is the count of tokens from i that say a word of holdWords, 0
// for none.
func holdAt(toks []lexer.Token, i int) int {
	for _, vs := range holds {
		if i+len(vs) > len(toks) {
			continue
		}
		same := true
		for k, v := range vs {
			same = same && toks[i+k].Value == v
		}
		if same {
			return len(vs)
		}
	}
	return 0
}

// insisted is 千万 ("by all means") as the lexer cuts it, a number and 万:
// said before a negation ("千万别开门") it is no number.
var insisted = []string{"1000", "万"}

// negatedAfter reports tokens that begin, after pauses, fillers and 千万
// ("，先", "，千万"), with a negation.
func negatedAfter(toks []lexer.Token) bool {
	for i := 0; i < len(toks); i++ {
		switch t := toks[i]; {
		case t.Type == grammar.Sep || t.Type == grammar.Filler:
			continue
		case t.Type == grammar.Neg:
			return true
		case i+1 < len(toks) && t.Value == insisted[0] && toks[i+1].Value == insisted[1]:
			i++
			continue
		}
		return false
	}
	return false
}

// holdOpening is the count of tokens, fillers first, of a word of waiting
// that opens toks before a negated command; 0 for none. The word is found
// by its values, so also once it is read as a filler.
func holdOpening(toks []lexer.Token) int {
	for i, t := range toks {
		if n := holdAt(toks, i); n > 0 {
			if negatedAfter(toks[i+n:]) {
				return i + n
			}
			return 0
		}
		if t.Type != grammar.Filler && t.Type != grammar.Sep {
			return 0
		}
	}
	return 0
}

// holdBeforeNegated reads a word of waiting that opens an utterance before
// a negated command as a filler: the negated command is what is said.
func holdBeforeNegated(toks []lexer.Token) []lexer.Token {
	n := holdOpening(toks)
	for i := range n {
		toks[i].Type = grammar.Filler
	}
	return toks
}

// heldNegated reports text that opens with a word of waiting before a
// negated command: it says no time (vagueWhen).
func heldNegated(text string) bool {
	return holdOpening(lex.Tokens(text)) > 0
}
