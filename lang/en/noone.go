package en

import (
	"slices"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// noOne reads no one said to do what a command says, first in a clause
// ("make sure nobody turns on the tv", "make sure no one unlocks the
// front door", "nobody should open the garage door"), and people kept
// from doing it ("keep the kids from turning on the heater", "stop anyone
// from unlocking the front door"), or a doing skipped or refused ("skip
// turning on the tv", "avoid opening the garage door", "i refuse to turn
// on the heater"), as the command said with "don't": it is
// not done. No one was read as a part of the thing's name, and the front
// door's unlock was asked its yes; "keep … from" asked whether the Kids
// room heater was meant, and a yes switched it on.
func noOne(toks []lexer.Token) []lexer.Token {
	for i := 0; i < len(toks); i++ {
		if !commandStart(toks[:i]) {
			continue
		}
		n := 0
		switch {
		case noOneWords[toks[i].Value]:
			n = 1
		case toks[i].Value == "no" && i+1 < len(toks) && toks[i+1].Value == oneWord:
			n = 2
		case keptFrom[toks[i].Value]:
			n = fromDoing(toks, i)
		case phraseAt(toks, i, refused) > 0:
			n = phraseAt(toks, i, refused) // "i refuse to turn on the heater"
		case phraseAt(toks, i, skippedDoing) > 0 && i+phraseAt(toks, i, skippedDoing) < len(toks) &&
			strings.HasSuffix(toks[i+phraseAt(toks, i, skippedDoing)].Value, "ing"):
			n = phraseAt(toks, i, skippedDoing) // "skip turning on the tv", "avoid opening the garage door"
		}
		for n > 0 && i+n < len(toks) && toks[i+n].Type == grammar.Filler {
			n++ // "nobody should open the garage door"
		}
		if n == 0 || i+n >= len(toks) {
			continue
		}
		v := &toks[i+n]
		if base := doneBy(v.Value); v.Type == grammar.Word && base != "" {
			v.Type, v.Value = grammar.Verb, base // "nobody locks the front door", "from unlocking …"
		}
		if v.Type != grammar.Verb {
			continue
		}
		pos := toks[i].Pos
		not := []lexer.Token{{Type: grammar.Quest, Value: "do", Pos: pos}, {Type: grammar.Except, Value: "not", Pos: pos}}
		toks = slices.Replace(toks, i, i+n, not...)
		i++
	}
	return toks
}

// fromDoing is the number of words from a verb of keeping at i to the
// doing it keeps from ("keep the kids from", "stop anyone from"), or 0:
// the ones kept are people or anyone, after "the" or a word of whose or
// not.
func fromDoing(toks []lexer.Token, i int) int {
	k := i + 1
	if k < len(toks) && whose[toks[k].Value] {
		k++
	}
	if k >= len(toks) || !people[toks[k].Value] && !doers[toks[k].Value] && !habitDoers[toks[k].Value] && toks[k].Type != grammar.Ref {
		return 0
	}
	if k+1 >= len(toks) || toks[k+1].Value != "from" {
		return 0
	}
	return k + 2 - i
}

// doneBy is the verb of the pack a word is, where it also names a thing
// ("lock", "switch"), its third person ("locks", "switches"), or its
// gerund ("unlocking"); "" for none.
func doneBy(w string) string {
	if base := stemmed(w, "ing"); base != "" && verbs[base] != "" {
		return base
	}
	for _, end := range []string{"", "es", "s"} {
		if base, ok := strings.CutSuffix(w, end); ok && verbs[base] != "" && nounVerbs[base] {
			return base
		}
	}
	return ""
}

// noOneWords say no one in one word; keptFrom are the verbs that keep
// someone from doing something; skippedDoing the words that leave undone
// the doing after them ("skip turning on the tv"), refused those that
// refuse what follows ("refuse to").
var (
	noOneWords   = set("nobody noone")
	keptFrom     = set("keep stop prevent")
	skippedDoing = newPhrases("skip", "avoid", "refrain from", "hold off on", "hold off", "forget about", "do without")
	refused      = newPhrases("refuse to", "decline to")
)
