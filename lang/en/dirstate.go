package en

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// dirState reads on or off said as a state something is put or kept in
// ("keep the tv in off condition", "leave the fan in the on state", "put
// the tv in off mode", "switch the ac to off mode") as the direction
// alone: "keep the tv off", "switch the ac off". They were read as a name
// ("I can't find keep tv condition").
func dirState(toks []lexer.Token) []lexer.Token {
	for i := 0; i+2 < len(toks); i++ {
		if toks[i].Type != grammar.To && (toks[i].Value != "in" || toks[i].Type != grammar.Prep) {
			continue
		}
		k := i + 1
		if toks[k].Type == grammar.Det {
			k++
		}
		if k+1 >= len(toks) || toks[k].Type != grammar.Dir && toks[k].Type != grammar.On || toks[k].Value != "on" && toks[k].Value != "off" || !stateNouns[toks[k+1].Value] {
			continue
		}
		toks = slices.Delete(toks, k+1, k+2)
		if toks[i].Type == grammar.Prep {
			toks = slices.Delete(toks, i, k) // "in the": "keep the tv off"
		} else {
			toks = slices.Delete(toks, i+1, k) // "to the": "set it to off"
		}
	}
	return toks
}

// stateNouns name the state a direction says.
var stateNouns = set("position state condition mode setting")
