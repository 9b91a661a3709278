package en

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A question of which of two is more so ("which is warmer, the kitchen or
// the study", "which room is hotter: the bedroom or the living room", "is
// the kitchen or the study warmer", "is it warmer in the bedroom or in
// the lounge", "which is brighter, the kitchen light or the hall light")
// asks which of them is the most so: the one read highest or lowest of
// both. It was not understood, or "or study" was looked for in the
// kitchen. Only where each of the two is a name and nothing else is said.

// comparedAs are the comparatives such a question asks by, each with the
// superlative it is read as.
var comparedAs = map[string]string{"warmer": "warmest", "hotter": "hottest", "colder": "coldest", "cooler": "coolest",
	"brighter": "brightest", "dimmer": "dimmest", "darker": "darkest", "louder": "loudest", "quieter": "quietest"}

// comparedTwo reads such a question as two, one of each, of the most so:
// "which the kitchen is warmest and which the study is warmest".
func comparedTwo(toks []lexer.Token) []lexer.Token {
	start := leadIn(toks)
	ws := toks[start:]
	if len(ws) > 0 && ws[len(ws)-1].Type == grammar.Sep {
		ws = ws[:len(ws)-1]
	}
	at := func(k int, v string) bool { return k < len(ws) && ws[k].Value == v }
	comparative := func(k int) bool { return k < len(ws) && ws[k].Type == grammar.Rel && comparedAs[ws[k].Value] != "" }
	var comp lexer.Token
	var rest []lexer.Token
	switch k := 1; {
	case at(0, "which"):
		if at(k, "room") || at(k, "one") {
			k++
		}
		if k >= len(ws) || !copulas[ws[k].Value] || !comparative(k+1) {
			return toks
		}
		comp, rest = ws[k+1], ws[k+2:]
		if len(rest) > 0 && rest[0].Type == grammar.Sep {
			rest = rest[1:] // "which is warmer, …"
		}
	case len(ws) > 2 && copulas[ws[0].Value] && at(1, itWord) && comparative(2) && at(3, inWord):
		comp, rest = ws[2], ws[4:] // "is it warmer in the bedroom or (in) the lounge"
	case len(ws) > 2 && copulas[ws[0].Value] && comparative(len(ws)-1):
		comp, rest = ws[len(ws)-1], ws[1:len(ws)-1] // "is the kitchen or the study warmer"
	default:
		return toks
	}
	or := slices.IndexFunc(rest, func(t lexer.Token) bool { return t.Value == "or" })
	if or < 0 {
		return toks
	}
	x, y := rest[:or], rest[or+1:]
	if len(y) > 0 && y[0].Value == inWord {
		y = y[1:]
	}
	if !nameOnly(asNameWords(x)) || !nameOnly(asNameWords(y)) {
		return toks
	}
	pos := comp.Pos
	which := lexer.Token{Type: grammar.Quest, Value: "which", Pos: pos}
	is := lexer.Token{Type: grammar.Quest, Value: "is", Pos: pos}
	most := lexer.Token{Type: grammar.Rel, Value: comparedAs[comp.Value], Pos: pos}
	out := slices.Clone(toks[:start])
	out = append(append(append(out, which), x...), is, most, lexer.Token{Type: grammar.Conj, Value: "and", Pos: pos}, which)
	return append(append(out, y...), is, most)
}
