package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
	"edge/lang"
)

// "Turn on a lamp in the bedroom", "switch on any light in the kitchen":
// an article of one before one thing of a class, in a command, is one of
// them, left open, as "one lamp" is: which one is asked where several
// fit, never all of them. "The light in the bedroom" still takes them
// all; a question ("is a light on") asks of all.

// indefinite are the articles of one thing; anyWord the quantifier of
// any one; aWord the article of one.
var indefinite = set("a an")

const (
	anyWord = "any"
	aWord   = "a"
)

// indefiniteOne reads "a", "an" or "any" before one thing of a class in a
// command as "one": "turn on any lamp" is one lamp (which one is asked),
// never every lamp of the home; "any lamps" (plural) are all of them, and
// so is "any light that is on".
func indefiniteOne(toks []lexer.Token) []lexer.Token {
	verb := false
	for i := range toks {
		t := &toks[i]
		switch {
		case t.Type == grammar.Sep || t.Type == grammar.Conj || t.Type == grammar.Quest:
			verb = false
		case verbAt(*t) || t.Type == grammar.Dir || t.Type == grammar.On:
			verb = true
		case verb && (t.Type == grammar.Det && indefinite[t.Value] || t.Type == grammar.Quant && t.Value == anyWord) && singularClassAhead(toks[i+1:]):
			t.Type, t.Value = grammar.Word, oneWord
		}
	}
	return toks
}

// singularClassAhead reports the words of a name that end in a class word
// in the singular ("lamp", "bedroom light", "heating system"), then a
// place, a pause or the end, or on or off ("turn a lamp on"). Read before
// what a clause says of its things: "any light that is on" is all the
// lights that are.
func singularClassAhead(toks []lexer.Token) bool {
	last, k := "", 0
	for k < len(toks) && toks[k].Type == grammar.Word {
		last = toks[k].Value
		k++
	}
	if last == "" || k < len(toks) && toks[k].Type != grammar.Prep && toks[k].Type != grammar.Filler && !clauseEnd(toks[k:]) &&
		toks[k].Type != grammar.On && toks[k].Type != grammar.Dir {
		return false
	}
	class, _ := lang.ClassOf(last)
	if class == "" && k > 1 {
		class, _ = lang.ClassOf(toks[k-2].Value + " " + last) // "heating system"
	}
	return class != "" && Singular(last) == last
}
