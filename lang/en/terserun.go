package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// Terse commands said one after the other with no pause and no "and", as
// a recogniser writes them ("kitchen light on hall light off", "tv off fan
// on", "turn the tv off the fan on"): each is a name and "on" or "off",
// and the next begins right after the direction of the one before. "On"
// was read as the preposition of a place, the next name a room edge did
// not know, and nothing was done. A pause is said after each direction
// that a name and a direction follow, as "kitchen light on, hall light
// off" says it. Only names (with their articles), a verb perhaps before
// the first, and "on" or "off", and the next name ends in a class word:
// "lights on kitchen" has no second direction and "turn the light on the
// first floor off" no second thing, and both stay a place.

// terseRun says a pause between terse commands run together.
func terseRun(toks []lexer.Token) []lexer.Token {
	var out []lexer.Token
	start := 0 // where the clause of the direction at i began
	for i := 0; i < len(toks); i++ {
		out = append(out, toks[i])
		switch toks[i].Type {
		case grammar.Sep, grammar.Conj:
			start = i + 1
			continue
		}
		if !onOff(toks[i]) || !namedBefore(toks[start:i]) {
			continue
		}
		if end := nameAfter(toks, i+1); end < len(toks) && classEnds(toks[i+1:end]) && onOff(toks[end]) {
			out = append(out, lexer.Token{Type: grammar.Sep, Value: ",", Pos: toks[i].Pos})
			start = i + 1
		}
	}
	return out
}

// onOff reports "on" or "off" said as a direction.
func onOff(t lexer.Token) bool {
	return t.Type == grammar.On || t.Type == grammar.Dir && dirs[t.Value] == "off"
}

// namedBefore reports words that are a name alone, perhaps after a verb
// and fillers: the terse command's words before its direction.
func namedBefore(toks []lexer.Token) bool {
	for len(toks) > 0 && toks[0].Type == grammar.Filler {
		toks = toks[1:]
	}
	if len(toks) > 0 && (toks[0].Type == grammar.Verb || toks[0].Type == grammar.Word && verbs[toks[0].Value] != "") {
		toks = toks[1:] // "switch on the lights on": "switch" is the verb
	}
	return nameAfter(toks, 0) == len(toks) && len(toks) > 0 && toks[len(toks)-1].Type == grammar.Word
}

// nameAfter is the index after the articles and words of a name that
// begins at i.
func nameAfter(toks []lexer.Token, i int) int {
	for i < len(toks) && toks[i].Type == grammar.Det {
		i++
	}
	for i < len(toks) && toks[i].Type == grammar.Word {
		i++
	}
	return i
}

// classEnds reports words of a name that end in a class word.
func classEnds(toks []lexer.Token) bool {
	if len(toks) == 0 || toks[len(toks)-1].Type != grammar.Word {
		return false
	}
	_, ok := classes.word[Singular(toks[len(toks)-1].Value)]
	return ok
}
