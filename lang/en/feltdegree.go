package en

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
	"edge/lang"
)

// degreeFelt reads a thing or a room said to be very much in a state of
// wishes ("the kitchen is really dark", "the tv is so loud", "the bedroom
// is super hot", "the study is kind of chilly", "the lights are way
// bright") as the wish "… is too dark" says, asked back; with "too"
// among them ("way too loud"), as "too" alone is read. They were
// a name not found ("I can't find kitchen dark"), or "the bedroom is so
// hot" answered the temperature. It opens a clause with the thing named,
// a word of being and at least one word of degree, or a word that says
// its degree ("the bedroom is freezing"), or a room dark or loud ("the
// kitchen is dark", as "it's dark in the kitchen" is): with none ("the
// bedroom is hot") the words may ask, and are left; "not" said is left.
// Of a light, "warm" is its colour.
func degreeFelt(toks []lexer.Token) []lexer.Token {
	for i := 0; i < len(toks); i++ {
		if !commandStart(toks[:i]) {
			continue
		}
		k := i
		for k < len(toks) && toks[k].Type == grammar.Det {
			k++
		}
		name := k
		for k < len(toks) && (toks[k].Type == grammar.Word || toks[k].Type == grammar.Noun || toks[k].Type == grammar.Attr) && !feelBe[toks[k].Value] {
			k++
		}
		if k == name || k+1 >= len(toks) || !feelBe[toks[k].Value] {
			continue
		}
		be := k
		k++
		k = degreesEnd(toks, k)
		if k == len(toks) || k == be+2 && toks[be+1].Value == tooWord {
			continue // "too" alone is read as said
		}
		w, ok := feelWords[toks[k].Value]
		if !ok {
			w = toks[k].Value
		}
		if k == be+1 && w == toks[k].Value && darkWords[w] == "" {
			continue // "the bedroom is hot" may ask; "the bedroom is freezing" says how much
		}
		if _, wished := wishes[w]; !wished || unfelt[w] || w == "warm" && litName(toks[name:be]) {
			continue
		}
		said := slices.ContainsFunc(toks[be+1:k], func(t lexer.Token) bool { return t.Value == tooWord })
		too := []lexer.Token{{Type: grammar.Rel, Value: tooWord + " " + w, Pos: toks[be+1].Pos}}
		if said {
			// "way too dark": "too dark", read as said
			too = []lexer.Token{{Type: grammar.Word, Value: tooWord, Pos: toks[be+1].Pos}, {Type: toks[k].Type, Value: w, Pos: toks[k].Pos}}
		}
		toks = append(append(toks[:be+1], too...), toks[k+1:]...)
		i = be + len(too)
	}
	return toks
}

var (
	// feltDegrees say how much a state is.
	feltDegrees = set("so really very super way extremely pretty quite kinda kind bit little rather awfully terribly incredibly insanely ridiculously seriously too")
	// unfelt are the words of wishes that say other than a state felt
	// without "too" ("the kitchen is quite light", "the music is pretty
	// soft", "the bedroom is really cool").
	unfelt = set("light soft cool")
)

// degreesEnd is where the words of degree that begin at k end ("a bit",
// "kind of", "really", "way too"): the word they say the degree of.
func degreesEnd(toks []lexer.Token, k int) int {
	for k < len(toks) && (feltDegrees[toks[k].Value] || toks[k].Value == aWord || toks[k].Value == ofWord && k > 0 && toks[k-1].Value == "kind") {
		k++
	}
	return k
}

// litName reports a name of a light ("the lamp is so warm": its colour).
func litName(ws []lexer.Token) bool {
	name := ""
	for _, t := range ws {
		if t.Type == grammar.Word {
			name += " " + t.Value
		}
	}
	class, _ := lang.ClassOf(name)
	return class == lightClass
}
