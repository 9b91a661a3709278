package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// presenceSaid reads a condition of someone being in a place, said with
// the person or the motion first ("if someone is in the kids room", "when
// someone's in the kids room", "if there's motion in the hall", "if
// nobody is in the study", "if no one is in the study", "if there is no
// motion in the hall") or with the place
// empty ("if the hall is empty"), as the place's state: "if the kids room
// is occupied", "if the study is not occupied". They were not understood.
// Only right after "if", "when" or "unless", and only with a place after
// "in" or "at" that runs to the command.
func presenceSaid(toks []lexer.Token) []lexer.Token {
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].Type != grammar.If {
			continue
		}
		if out, ok := presenceFirst(toks, i); ok {
			return out
		}
		if end := placeRun(toks, i+1); end+1 < len(toks) && end > i+1 && beWords[toks[end].Value] && toks[end+1].Value == emptyWord {
			// "if the hall is empty"
			out := append(append([]lexer.Token{}, toks[:end+1]...), tokenAs(toks[end+1], grammar.Except, notWord), tokenAs(toks[end+1], grammar.State, occupiedWord))
			return append(out, toks[end+2:]...)
		}
	}
	return toks
}

// presenceFirst reads the person or the motion said before the place of
// a condition opened at i ("if someone is in the kids room").
func presenceFirst(toks []lexer.Token, i int) ([]lexer.Token, bool) {
	k := i + 1
	if k < len(toks) && toks[k].Value == thereWord {
		k++ // "if there is motion in the hall"
		if k >= len(toks) || !beWords[toks[k].Value] {
			return nil, false
		}
		k++
	}
	not := false
	switch {
	case k < len(toks) && (somebody[toks[k].Value] || k > i+1 && moved[toks[k].Value]):
		k++
	case k < len(toks) && nobody[toks[k].Value]:
		not = true
		k++
	case k+1 < len(toks) && toks[k].Value == noWord && (toks[k+1].Value == oneWord || k > i+1 && moved[toks[k+1].Value]):
		not = true
		k += 2 // "no one", "there is no motion"
	default:
		return nil, false
	}
	if k < len(toks) && beWords[toks[k].Value] {
		k++ // "someone's" is "someone" alone
	}
	if k >= len(toks) || !placePreps[toks[k].Value] {
		return nil, false
	}
	end := placeRun(toks, k+1)
	if end == k+1 || end < len(toks) && toks[end].Type != grammar.Verb && toks[end].Type != grammar.Sep && toks[end].Type != grammar.Conj {
		return nil, false
	}
	out := append(append([]lexer.Token{}, toks[:i+1]...), toks[k+1:end]...)
	out = append(out, tokenAs(toks[k], grammar.Quest, isWord))
	if not {
		out = append(out, tokenAs(toks[k], grammar.Except, notWord))
	}
	out = append(out, tokenAs(toks[k], grammar.State, occupiedWord))
	return append(out, toks[end:]...), true
}

// placeRun is the end of the words of a place said from k: its articles
// and words.
func placeRun(toks []lexer.Token, k int) int {
	for k < len(toks) && (toks[k].Type == grammar.Det || toks[k].Type == grammar.Word) {
		k++
	}
	return k
}

// tokenAs is a token of the given type and word where t was said.
func tokenAs(t lexer.Token, typ lexer.TokenType, value string) lexer.Token {
	t.Type, t.Value = typ, value
	return t
}

// The words of someone, or no one, being somewhere.
var (
	somebody = set("someone somebody anyone anybody")
	nobody   = set("nobody noone")
	moved    = set("motion movement someone somebody anyone anybody")
)

const (
	thereWord    = "there"
	emptyWord    = "empty"
	noWord       = "no"
	occupiedWord = "occupied"
)
