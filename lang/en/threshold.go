package en

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A question of whether a value is beyond a number ("is it over 25 in
// the bedroom", "is the bedroom warmer than 25", "is the bathroom
// humidity above 60 percent", "is it more than 25 degrees in the living
// room") asks the condition it says, as "if it is over 25 in the bedroom"
// says it: yes or no, with the value read. It was not understood.

// thresholdAsked reads such a question as its condition, asked.
func thresholdAsked(toks []lexer.Token) []lexer.Token {
	start := leadIn(toks)
	ws := toks[start:]
	if len(ws) < 3 || ws[0].Type != grammar.Quest || !copulas[ws[0].Value] {
		return toks
	}
	cmp := slices.IndexFunc(ws, func(t lexer.Token) bool { return t.Type == grammar.Cmp })
	if cmp < 1 || cmp+1 >= len(ws) || ws[cmp+1].Type != grammar.Num {
		return toks
	}
	from := cmp
	if ws[cmp].Value == "than" && ws[cmp-1].Type == grammar.Rel {
		from-- // "warmer than", "more than"
	}
	k := cmp + 2
	if k < len(ws) && ws[k].Type == grammar.Unit {
		k++
	}
	if k < len(ws) && ws[k].Type == grammar.Prep {
		k = placeEnd(ws, k+1)
	}
	for k >= 0 && k < len(ws) && (ws[k].Type == grammar.Filler || ws[k].Type == grammar.Sep) {
		k++
	}
	if k != len(ws) {
		return toks
	}
	pos := ws[0].Pos
	out := append(slices.Clone(toks[:start]), lexer.Token{Type: grammar.Quest, Value: whetherWord, Pos: pos},
		lexer.Token{Type: grammar.If, Value: "if", Pos: pos})
	out = append(append(out, ws[1:from]...), ws[0])
	return append(out, ws[from:]...)
}

// whetherWord asks a condition.
const whetherWord = "whether"
