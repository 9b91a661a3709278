package en

import (
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
	"edge/lang"
)

// A thing and the value it is to have, with no verb: "ac to 22", "the lamp
// to 30", "tv to 20 please", "the blinds to 30 percent". "To" and a number
// after a name of a class say to set it, as "set the ac to 22" does; they
// were not understood. Only a name with a class word (not a room alone:
// "kitchen to 50" says nothing of what), only "to" and a number, and
// nothing else in the clause.

// setWord is the verb said for such a clause.
const setWord = "set"

// terseSet says the verb of a thing said with "to" and its value.
func terseSet(toks []lexer.Token) []lexer.Token {
	start := 0
	for start < len(toks) && toks[start].Type == grammar.Filler {
		start++
	}
	k := start
	for k < len(toks) && toks[k].Type == grammar.Det {
		k++
	}
	var name []string
	for k < len(toks) && (toks[k].Type == grammar.Word || toks[k].Type == grammar.Verb && namesClass(toks[k].Value)) {
		name = append(name, toks[k].Value)
		k++
	}
	if len(name) == 0 || k+1 >= len(toks) || toks[k].Type != grammar.To || toks[k+1].Type != grammar.Num {
		return toks
	}
	end := k + 2
	if end < len(toks) && toks[end].Type == grammar.Unit {
		end++
	}
	for end < len(toks) && toks[end].Type == grammar.Filler {
		end++
	}
	if end < len(toks) {
		return toks
	}
	if class, _ := lang.ClassOf(strings.Join(name, " ")); class == "" {
		return toks
	}
	set := lexer.Token{Type: grammar.Verb, Value: setWord, Pos: toks[start].Pos}
	return append(append(append([]lexer.Token{}, toks[:start]...), set), toks[start:]...)
}
