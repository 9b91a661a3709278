package en

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// inflectedAt is the verb a word is the third person of (inflected) where
// it is said as one: after its subject ("the alarm arms", "it switches
// off") or before what it acts on ("activates my robot vacuum", "switches
// on the light"). A plural said alone, after a verb or after a word that
// owns it ("arms", "open arms", "with open arms", "raise your arms", "arms
// open") is the noun: it armed the alarm. "" for none.
func inflectedAt(toks []lexer.Token, i int) string {
	base := inflected(toks[i].Value)
	if base == "" {
		return ""
	}
	if i > 0 && slices.Contains(subjectEnds, toks[i-1].Type) && !ownerWords[toks[i-1].Value] {
		return base
	}
	if i+1 < len(toks) && slices.Contains(actedOn, toks[i+1].Type) {
		return base
	}
	return ""
}

// subjectEnds are the kinds of word a subject of a verb ends with, and
// actedOn those that open what a verb acts on; ownerWords are the words that
// own a noun after them.
var (
	subjectEnds = []lexer.TokenType{grammar.Word, grammar.Ref, grammar.Color}
	actedOn     = []lexer.TokenType{grammar.Det, grammar.Quant, grammar.Word, grammar.Ref, grammar.Dir, grammar.On, grammar.Attr,
		grammar.Num, grammar.Here, grammar.Prep, grammar.To}
	ownerWords = set("my your his her its our their")
)
