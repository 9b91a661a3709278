package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A quantity and a number right after it, the device said after "on"
// ("volume 20 on the tv", "set volume 5 on the study speaker",
// "brightness 30 on the study lamp") is the quantity set to the number,
// as "volume to 20 on the tv" is: nothing was understood. Only an
// attribute opening the clause or right after its verb, a number right
// after it, and "on" and a name after the number and its unit.

// valueTo is the word said before a value to reach.
const valueTo = "to"

// attrValue says "to" between a quantity and the number after it.
func attrValue(toks []lexer.Token) []lexer.Token {
	k := leadIn(toks)
	if k < len(toks) && toks[k].Type == grammar.Verb {
		k++
	}
	for k < len(toks) && toks[k].Type == grammar.Det {
		k++
	}
	if k+2 >= len(toks) || toks[k].Type != grammar.Attr || toks[k+1].Type != grammar.Num {
		return toks
	}
	on := k + 2
	if toks[on].Type == grammar.Unit {
		on++
	}
	if on+1 >= len(toks) || toks[on].Type != grammar.On || toks[on+1].Type != grammar.Det && toks[on+1].Type != grammar.Word {
		return toks
	}
	to := lexer.Token{Type: grammar.To, Value: valueTo, Pos: toks[k+1].Pos}
	return append(append(append([]lexer.Token{}, toks[:k+1]...), to), toks[k+1:]...)
}
