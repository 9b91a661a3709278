package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A thing, "on" and a place with no article and no verb ("lights on
// kitchen", "lamp on study", "night light on kids room") is the thing
// switched on there, as "lights on in the kitchen" is: "on" before the
// bare place was read as the preposition of a place ("on the first floor")
// and the clause had no command. "Off" there already says the direction
// ("lights off kitchen"). Only a name opening the clause, "on" and the
// words of the place, with nothing but fillers after them: "on the tv"
// keeps its article and stays a place, and a first word that is also a
// verb says the command ("switch on robot vacuum", "switch on bedroom").

// placeIn is the preposition said before the place.
const placeIn = "in"

// onPlace says "in" after an "on" that a bare place follows.
func onPlace(toks []lexer.Token) []lexer.Token {
	k := leadIn(toks)
	for k < len(toks) && toks[k].Type == grammar.Det {
		k++
	}
	name := k
	for k < len(toks) && toks[k].Type == grammar.Word {
		k++
	}
	if k == name || nounVerbs[toks[name].Value] || k+1 >= len(toks) || toks[k].Type != grammar.On || toks[k+1].Type != grammar.Word {
		return toks
	}
	end := k + 1
	for end < len(toks) && toks[end].Type == grammar.Word {
		end++
	}
	for end < len(toks) && toks[end].Type == grammar.Filler {
		end++
	}
	if end < len(toks) {
		return toks
	}
	in := lexer.Token{Type: grammar.Prep, Value: placeIn, Pos: toks[k+1].Pos}
	return append(append(append([]lexer.Token{}, toks[:k+1]...), in), toks[k+1:]...)
}
