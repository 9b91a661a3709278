package zh

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A thing named before a verb of cleaning that a place follows ("石头扫一
// 下客厅", "石头去扫一下客厅": 石头 is the vacuum's own name) does the
// cleaning, as it does after 让 ("让石头扫一下客厅"): the clause was not
// understood. A place said first ("客厅扫一下") is what is cleaned, as
// before, for nothing follows its verb.

// agentSaid is the word the thing that does a command is read after;
// goSaid the word of going that may come between it and its verb;
// cleaning the meaning of the verbs of cleaning.
const (
	agentSaid = "让"
	goSaid    = "去"
	cleaning  = "clean"
)

// agentUnsaid reads a clause that opens with a name, then (after 去) a
// verb of cleaning and a name after it, as said after 让.
func agentUnsaid(toks []lexer.Token) []lexer.Token {
	opens := true
	for i := 0; i < len(toks); i++ {
		first := opens
		opens = toks[i].Type == grammar.Sep || opens && toks[i].Type == grammar.Filler
		if !first || toks[i].Type != grammar.Han {
			continue
		}
		v := i + 1
		if v < len(toks) && toks[v].Value == goSaid {
			v++
		}
		if v >= len(toks) || toks[v].Type != grammar.Verb || verbs[toks[v].Value] != cleaning {
			continue
		}
		k := v + 1
		for k < len(toks) && toks[k].Type == grammar.Filler {
			k++
		}
		if k < len(toks) && toks[k].Type == grammar.Han {
			toks = slices.Insert(toks, i, lexer.Token{Type: grammar.Filler, Value: agentSaid, Pos: toks[i].Pos})
			i = k + 1
		}
	}
	return toks
}
