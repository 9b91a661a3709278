package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// keptAt reads a thing said to be kept, held or fixed at a value ("keep
// the bedroom ac at 22", "keep the bedroom at 21 degrees", "maintain the
// temperature at 22 in the living room", "hold the bedside lamp at 40
// percent", "fix the bedroom ac to 22", "fix the living room lights to
// red") as the setting, as "set the
// bedroom ac to 22" is: they were not understood. Only such a word opening
// a command, a thing after it, "at" or "to" and a number or a colour; "keep the
// kitchen light on" is leftSo's, and a word of these said otherwise ("fix
// the kitchen light") is left.
func keptAt(toks []lexer.Token) []lexer.Token {
	for i := 0; i+3 < len(toks); i++ {
		if !heldAtWords[toks[i].Value] || toks[i].Type != grammar.Word && toks[i].Type != grammar.Verb || !commandStart(toks[:i]) {
			continue
		}
		k := i + 1
		for k < len(toks) && keptThing(toks[k]) && toks[k].Value != atWord {
			k++
		}
		if k == i+1 || k+1 >= len(toks) || toks[k].Value != atWord && toks[k].Type != grammar.To || toks[k+1].Type != grammar.Num && toks[k+1].Type != grammar.Color {
			continue
		}
		toks[i].Type, toks[i].Value = grammar.Verb, setWord
	}
	return toks
}

// heldAtWords keep a thing at a value.
var heldAtWords = set("keep leave maintain hold fix")
