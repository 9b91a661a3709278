package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
	"edge/lang"
)

// otherWord says an exception with thanWord after it ("all the lights
// other than the kitchen"), or before a place ("in the other rooms": all
// but the speaker's). Before a name with a class word it picks one of
// several ("the other lamp", "my other bedroom light", "turn on other
// lamp"): read as an exception it took out the lamps and turned on every
// other light of the home. There it is a word of the name, which names no
// device, so edge asks or says so.
const (
	otherWord = "other"
	thanWord  = "than"
)

// otherOne makes an exception word "other" that picks one a word.
func otherOne(toks []lexer.Token) []lexer.Token {
	for i, t := range toks {
		if t.Type != grammar.Except || t.Value != otherWord || i+1 < len(toks) && toks[i+1].Value == thanWord {
			continue
		}
		picks := i+1 < len(toks) && toks[i+1].Type == grammar.Verb && namesClass(toks[i+1].Value)
		for k := i + 1; !picks && k < len(toks) && toks[k].Type == grammar.Word; k++ {
			c, _ := lang.ClassOf(toks[k].Value)
			picks = c != ""
		}
		if !picks {
			continue
		}
		toks[i].Type = grammar.Word
		if i+1 < len(toks) && toks[i+1].Type == grammar.Verb && namesClass(toks[i+1].Value) {
			toks[i+1].Type = grammar.Word // "the other hoover" is a device, as "the hoover" is
		}
	}
	return toks
}
