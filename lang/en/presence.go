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
// "in" or "at" that runs to the command; or with no place ("if nobody is
// there", "if there is no motion", "if someone's around"), as "if
// occupied": the rooms of what the command acts on.
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
	be := k < len(toks) && beWords[toks[k].Value]
	if be {
		k++ // "someone's" is "someone" alone
	}
	if end, ok := nowhereSaid(toks, k); ok && (be || end > k || toks[i+1].Value == thereWord) {
		// "if nobody is there", "if there is no motion", "if
		// somebody's around" ("'s" is not read): where the command acts
		out := append([]lexer.Token{}, toks[:i+1]...)
		if not {
			out = append(out, tokenAs(toks[k-1], grammar.Except, notWord))
		}
		out = append(out, tokenAs(toks[k-1], grammar.State, occupiedWord))
		return append(out, toks[end:]...), true
	}
	if k >= len(toks) || !placePreps[toks[k].Value] {
		return nil, false
	}
	end := placeRun(toks, k+1)
	if end == k+1 || !conditionEnds(toks, end) {
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

// nowhereSaid reads no place said from k, or a word that names none
// ("there", "in there", "around"), up to the end of a condition: its end.
func nowhereSaid(toks []lexer.Token, k int) (int, bool) {
	switch {
	case k+1 < len(toks) && placePreps[toks[k].Value] && toks[k+1].Value == thereWord:
		k += 2
	case k < len(toks) && (toks[k].Value == thereWord || toks[k].Value == aroundWord):
		k++
	}
	return k, conditionEnds(toks, k)
}

// conditionEnds reports the end of a condition's words at k: the end, a
// pause, "and" or the verb of the command.
func conditionEnds(toks []lexer.Token, k int) bool {
	return k == len(toks) || toks[k].Type == grammar.Verb || toks[k].Type == grammar.Sep || toks[k].Type == grammar.Conj || verbWordAt(toks, k)
}

// placeRun is the end of the words of a place said from k: its articles
// and words.
func placeRun(toks []lexer.Token, k int) int {
	for k < len(toks) && (toks[k].Type == grammar.Det || toks[k].Type == grammar.Word) && !verbWordAt(toks, k) {
		k++
	}
	return k
}

// verbWordAt reports a verb lexed as a name's word at k that opens a
// command: before its object's article or its particle ("… in the hall
// lock the front door", "… switch the heater on"), never a place's word
// ("the play room").
func verbWordAt(toks []lexer.Token, k int) bool {
	if toks[k].Type != grammar.Word || verbs[toks[k].Value] == "" || k+1 >= len(toks) {
		return false
	}
	switch toks[k+1].Type {
	case grammar.Det, grammar.Dir, grammar.On, grammar.Quant, grammar.Ref:
		return true
	}
	return false
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
	aroundWord   = "around"
	emptyWord    = "empty"
	noWord       = "no"
	occupiedWord = "occupied"
)
