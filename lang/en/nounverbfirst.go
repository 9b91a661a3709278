package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// nounVerbFirst reads a verb that is also a word of things ("lock",
// "switch", "vacuum") as the verb it is where it opens an utterance before
// what it acts on, and a verb said alone ends it after "and" ("lock the
// front door and unlock"): the first was read as part of a name the
// second acted on ("Unlock Front door lock?"), where two commands were
// said, one undoing the other (compile refuses such a pair).
func nounVerbFirst(toks []lexer.Token) []lexer.Token {
	i := 0
	for i < len(toks) && toks[i].Type == grammar.Filler {
		i++
	}
	if i+1 >= len(toks) || toks[i].Type != grammar.Word || !nounVerbs[toks[i].Value] || toks[i+1].Type != grammar.Det && toks[i+1].Type != grammar.Ref {
		return toks
	}
	end := len(toks)
	for end > 0 && toks[end-1].Type == grammar.Filler {
		end--
	}
	if end-2 > i+1 && toks[end-1].Type == grammar.Verb && toks[end-2].Type == grammar.Conj {
		toks[i].Type = grammar.Verb
	}
	return toks
}
