package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
	"edge/lang"
)

// anyOne reads "any" before one thing of a class, in a command, as "a":
// "turn on any lamp" is one lamp, as "turn on a lamp" is (which one is
// asked), never every lamp of the home; "any lamps" (plural) are all of
// them, and so is "any light that is on"; a question ("is any lamp on")
// asks of all.
func anyOne(toks []lexer.Token) []lexer.Token {
	verb := false
	for i := range toks {
		t := &toks[i]
		switch {
		case t.Type == grammar.Sep || t.Type == grammar.Conj || t.Type == grammar.Quest:
			verb = false
		case verbAt(*t):
			verb = true
		case verb && t.Type == grammar.Quant && t.Value == anyWord && i+1 < len(toks) && toks[i+1].Type == grammar.Word:
			w := toks[i+1].Value
			if class, _ := lang.ClassOf(w); class != "" && Singular(w) == w && (i+2 == len(toks) || !relWords[toks[i+2].Value]) {
				t.Type, t.Value = grammar.Det, aWord
			}
		}
	}
	return toks
}

// anyWord is the quantifier of any one; aWord the article of one.
const (
	anyWord = "any"
	aWord   = "a"
)
