package en

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// feeling reads how warm a person says they or the air are, or how dry
// the air is, as a complaint of it: "i'm cold", "we are freezing", "it's a
// bit chilly in the bedroom", "it is getting hot in here", "it's so dry in
// here", "it's dark in the kitchen" say what "it's too cold", "it's too
// dry" or "it's a bit too dark" says, a wish asked
// back (never done), as the person did not say what to change. It opens
// a clause: "is it cold" asks, and stays a question.
func feeling(toks []lexer.Token) []lexer.Token {
	for i := 0; i+2 < len(toks); i++ {
		if !commandStart(toks[:i]) {
			continue
		}
		k := i
		switch {
		case feelers[toks[i].Value] && i+1 < len(toks) && feelBe[toks[i+1].Value]:
			k = i + 2 // "i am", "we are", "it is"
		default:
			continue
		}
		for k < len(toks) && (toks[k].Type == grammar.Filler || feelHow[toks[k].Value] || toks[k].Value == aWord) {
			k++
		}
		if k == len(toks) {
			continue
		}
		w, ok := feelWords[toks[k].Value]
		if air, said := airWords[toks[k].Value]; said && toks[i].Value == itWord {
			w, ok = air, true // "it's so dry in here": the air, never a person
		}
		if room, said := darkWords[toks[k].Value]; said && toks[i].Value == itWord && toks[k-1].Value != tooWord {
			w, ok = room, true // "it's dark in here": the room's light; "too dark" is read as said
		}
		if !ok {
			continue
		}
		pos := toks[i].Pos
		said := []lexer.Token{{Type: grammar.Ref, Value: "it", Pos: pos}, {Type: grammar.Quest, Value: "is", Pos: pos},
			{Type: grammar.Rel, Value: tooWord + " " + w, Pos: pos}}
		toks = slices.Insert(slices.Delete(toks, i, k+1), i, said...)
		i += len(said) - 1
	}
	return toks
}

var (
	// feelers say who feels it; feelBe the words of being after them.
	feelers = map[string]bool{"i": true, "we": true, "it": true}
	feelBe  = map[string]bool{"am": true, "are": true, "is": true}
	// feelHow say how much, or that it grows: "a bit", "so", "getting".
	feelHow = map[string]bool{"bit": true, "little": true, "so": true, "really": true, "very": true, "getting": true,
		"kinda": true, "quite": true, "pretty": true, "rather": true, "too": true, "way": true}
	// feelWords are the words of feeling cold or hot, and the word of
	// wishes (limits.go) each says.
	feelWords = map[string]string{"cold": "cold", "chilly": "chilly", "freezing": "cold", "frozen": "cold", "hot": "hot",
		"boiling": "hot", "roasting": "hot", "sweltering": "hot", "warm": "warm", "stuffy": "stuffy"}
	// airWords are the words of the air being dry or damp, said of "it"
	// alone, and the word of wishes each says.
	airWords = map[string]string{"dry": "dry", "humid": "humid", "damp": "damp", "muggy": "muggy"}
	// darkWords are the words of a room being dark or loud, said of "it"
	// alone ("it's dark in here", "it's a bit noisy in the living room"),
	// and the word of wishes each says.
	darkWords = map[string]string{"dark": "dark", "gloomy": "gloomy", "loud": "loud", "noisy": "noisy"}
)
