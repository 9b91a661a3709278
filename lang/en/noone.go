package en

import (
	"slices"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// noOne reads no one said to do what a command says, first in a clause
// ("make sure nobody turns on the tv", "make sure no one unlocks the
// front door", "nobody open the garage door") as the command said with
// "don't": it is not done. The words named no one as a part of the
// thing's name, and the front door's unlock was asked its yes.
func noOne(toks []lexer.Token) []lexer.Token {
	for i := 0; i < len(toks); i++ {
		n := 0
		switch {
		case noOneWords[toks[i].Value]:
			n = 1
		case toks[i].Value == "no" && i+1 < len(toks) && toks[i+1].Value == oneWord:
			n = 2
		}
		if n == 0 || !commandStart(toks[:i]) || i+n >= len(toks) {
			continue
		}
		v := &toks[i+n]
		if base := doneBy(v.Value); v.Type == grammar.Word && base != "" {
			v.Type, v.Value = grammar.Verb, base // "nobody locks the front door", "no one switches …"
		}
		if v.Type != grammar.Verb {
			continue
		}
		pos := toks[i].Pos
		not := []lexer.Token{{Type: grammar.Quest, Value: "do", Pos: pos}, {Type: grammar.Except, Value: "not", Pos: pos}}
		toks = slices.Replace(toks, i, i+n, not...)
		i++
	}
	return toks
}

// doneBy is the verb of the pack a word is, or the third person of, where
// it also names a thing ("lock", "locks", "switches"), or "".
func doneBy(w string) string {
	for _, end := range []string{"", "es", "s"} {
		if base, ok := strings.CutSuffix(w, end); ok && verbs[base] != "" && nounVerbs[base] {
			return base
		}
	}
	return ""
}

// noOneWords say no one in one word.
var noOneWords = set("nobody noone")
