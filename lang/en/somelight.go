package en

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// Light asked for as a thing to have ("give me some light in the
// kitchen", "we need some light in the hall", "can we have some light",
// "i'd like some light in the study please", "some light please") is a
// light switched on there, as "turn on a light in the kitchen" is: one
// light, asked which where several are. It was not understood. Only with
// nothing before "some light" but words of asking for it (give, need,
// want, like, love, get, use, and have after can, could, may or let), and only a
// place, "here" or courtesy after it: "i have some light in the kitchen"
// and "is there some light" are no request.

// Light asked for with no "some" ("i need light in the garage", "we want
// light in the hall", "need light here") is the same: it asked whether to
// switch the light on or off. Only after need, want or give ("i like
// light in the garage" says what one likes).

// lightAsked are the words of asking for light; haveAsked those before
// "have" that make it asked ("can we have", "let's have"); bareAsked those
// that ask for it with no "some".
var (
	lightAsked = set("give need want like love get use")
	haveAsked  = set("can could may let")
	bareAsked  = set("need want give me")
)

// someWord is the determiner of light asked for.
const someWord = "some"

// askedOpener reads the words of asking before the first token that
// stops ("can i have", "i'd love", "could we get"): where they stop, and
// whether they ask. It is not ok when a word before is none of them.
func askedOpener(toks []lexer.Token, stop func(lexer.Token) bool) (k int, asked, ok bool) {
	can := false
	for ; k < len(toks) && !stop(toks[k]); k++ {
		t := toks[k]
		switch {
		case t.Type != grammar.Filler && t.Type != grammar.Sep && t.Type != grammar.Verb && t.Value != "may":
			return k, false, false
		case haveAsked[t.Value]:
			can = true
		case lightAsked[t.Value], t.Value == "have" && can:
			asked = true
		case t.Type == grammar.Verb:
			return k, false, false
		}
	}
	return k, asked, true
}

// someLight reads light asked for as "turn on one light".
func someLight(toks []lexer.Token) []lexer.Token {
	k, asked, ok := askedOpener(toks, func(t lexer.Token) bool { return t.Value == someWord || t.Value == lightWord })
	if !ok {
		return toks
	}
	if k < len(toks) && toks[k].Value == lightWord && toks[k].Type == grammar.Word && k > 0 && bareAsked[toks[k-1].Value] {
		k-- // "i need light in the garage": the word of asking stands for "some"
	} else if k+1 >= len(toks) || toks[k].Type != grammar.Det || Singular(toks[k+1].Value) != lightWord || k > 0 && !asked {
		return toks
	}
	for _, t := range toks[k+2:] {
		if t.Type != grammar.Prep && t.Type != grammar.Det && t.Type != grammar.Word && t.Type != grammar.Here && t.Type != grammar.Filler {
			return toks
		}
	}
	start := leadIn(toks)
	pos := toks[start].Pos
	turn := []lexer.Token{{Type: grammar.Verb, Value: turnWord, Pos: pos}, {Type: grammar.On, Value: "on", Pos: pos},
		{Type: grammar.Word, Value: oneWord, Pos: pos}, {Type: grammar.Word, Value: lightWord, Pos: pos}}
	return slices.Insert(slices.Delete(toks, start, k+2), start, turn...)
}
