package en

import (
	"slices"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// courtesy drops the words of a polite request around a command: before it ("i was wondering if you could", "would it be
// possible to", "do you think you could", "be a dear and", "how about",
// "do you mind", "any chance you could", "may i ask you to")
// and after it ("if you don't mind", "when you get a chance", "if
// possible"), as the lexer reads them ("don't" is "do not"). Words before
// a command count only right before its verb, or before fillers and it
// ("if you could please close the curtains"); words after it only at the
// end of what is said, after a verb, or a direction or a number of a
// command said without one ("kitchen light off if you can" was not
// understood), or a drink asked for ("i want coffee if you don't mind").
func courtesy(toks []lexer.Token) []lexer.Token {
	for i := 0; i < len(toks); i++ {
		if !commandStart(toks[:i]) {
			continue
		}
		m := phraseAt(toks, i, courtesyBefore)
		if m > 0 && i+m+1 < len(toks) && toks[i+m].Type == grammar.Sep {
			m++ // "do me a favour, lock the door"
		}
		for m > 0 && i+m+1 < len(toks) && toks[i+m].Type == grammar.Filler {
			m++ // "if you could please close the curtains"
		}
		if m == 0 || i+m >= len(toks) {
			continue
		}
		if base := stemmed(toks[i+m].Value, "ing"); base != "" && toks[i+m].Type != grammar.Verb {
			toks[i+m].Type, toks[i+m].Value = grammar.Verb, base // "do you mind closing the blinds"
		}
		if base := participle(toks[i+m].Value); base != "" && toks[i+m-1].Value == youWord {
			toks[i+m].Type, toks[i+m].Value = grammar.Verb, base // "i'd appreciate it if you closed the blinds"
		}
		if verbAt(toks[i+m]) || participle(toks[i+m].Value) != "" || strings.HasSuffix(toks[i+m].Value, "ing") && toks[i+m].Type == grammar.Verb {
			toks = slices.Delete(toks, i, i+m) // "do not" among them is no negation
		}
	}
	verb := false
	for i, t := range toks {
		if m := phraseAt(toks, i, courtesyAfter); verb && m > 0 && i+m == len(toks) {
			return toks[:i]
		}
		verb = verb || verbAt(t) || saysWhatTo(t) || drinkAsked(t) // "kitchen light off if you can", "i want coffee if you don't mind"
	}
	return toks
}

// saysWhatTo reports a token that says what to do in a command said
// without its verb: a direction, a number, a change, a colour, an extreme
// or a mode ("kitchen light off", "bedroom 50%", "tv louder", "dining light
// red", "bedroom maximum brightness", "fan to sleep mode").
func saysWhatTo(t lexer.Token) bool {
	switch t.Type {
	case grammar.Dir, grammar.On, grammar.Num, grammar.Rel, grammar.Color, grammar.Extreme, grammar.Mode:
		return true
	}
	return false
}

// phraseSet is phrases of words one space apart, kept by their first
// word: a phrase is looked for at every token of every utterance, and
// most tokens begin none.
type phraseSet struct {
	list    []string            // as written
	byFirst map[string][]string // the phrases that begin with a word
}

func newPhrases(list ...string) phraseSet {
	p := phraseSet{list: list, byFirst: map[string][]string{}}
	for _, ph := range list {
		first, _, _ := strings.Cut(ph, " ")
		p.byFirst[first] = append(p.byFirst[first], ph)
	}
	return p
}

// phraseAt is the number of tokens at i of the longest of the phrases
// said there, or 0.
func phraseAt(toks []lexer.Token, i int, p phraseSet) int { return longestAt(toks, i, p, tokenValue) }

// longestAt is the number of words of the longest of the phrases that
// are those of xs at i (value gives each one's word), or 0.
func longestAt[T any](xs []T, i int, p phraseSet, value func(T) string) int {
	if i < 0 || i >= len(xs) {
		return 0
	}
	best := 0
	for _, ph := range p.byFirst[value(xs[i])] {
		best = max(best, saidAt(xs, i, ph, value))
	}
	return best
}

// saidAt is the number of words of phrase when they are those of xs at
// i, else 0. It splits nothing.
func saidAt[T any](xs []T, i int, phrase string, value func(T) string) int {
	k := 0
	for rest := phrase; rest != ""; k++ {
		var w string
		w, rest, _ = strings.Cut(rest, " ")
		if i+k >= len(xs) || value(xs[i+k]) != w {
			return 0
		}
	}
	return k
}

// tokenValue is a token's word.
func tokenValue(t lexer.Token) string { return t.Value }

// courtesyBefore are the words of a polite request before a command's
// verb, courtesyAfter those after it, as the lexer reads them.
var (
	courtesyBefore = newPhrases(append([]string{"i was wondering if you could", "i was wondering if you can", "i was wondering if you would",
		"i am wondering if you could", "i wonder if you could", "i wonder if you can", "i wonder if you would",
		"would it be possible to", "would it be possible for you to", "is it possible to", "is it possible for you to",
		"do you think you could", "do you think you can", "you think you could",
		"will you be able to", "would you be able to", "are you able to", "could you be able to",
		"i would appreciate it if you could", "i would appreciate it if you would", "i would appreciate if you could",
		"i would appreciate it if you", "i would appreciate if you", "i would be grateful if you", "i would be grateful if you could",
		"is it ok if you", "is it okay if you", "is it alright if you", "is it all right if you",
		"would it be ok if you", "would it be okay if you", "would it be alright if you", "would it be all right if you",
		"would you be ok to", "would you be okay to",
		"if you could", "if you can", "if you would", "if you do not mind",
		"be a dear and", "do me a favour and", "do me a favor and",
		"could you be so kind as to", "would you be so kind as to", "be so kind as to",
		"how about", "why do not you", "it is time to", "time to",
		"do you mind", "would you mind", "mind", "any chance you could", "any chance you can", "any chance of",
		"is there any chance you could", "is there any chance you can", "is there any chance of",
		"do me a favour", "do me a favor", "may i ask you to", "could i ask you to",
		"it would be great if you could", "it would be nice if you could", "it would be lovely if you could"},
		ifHedges...)...)
	courtesyAfter = newPhrases(append([]string{"if you do not mind", "if you can", "if you could", "if you would", "if possible",
		"when you get a chance", "when you have a chance", "when you get the chance", "when you can", "whenever you can",
		"that would be great", "that would be nice", "that would be lovely", "would be great"}, ifHedges...)...)
)

// ifHedges are the words of a polite request that open with "if", said
// before a command or after it ("if it's not too much trouble, close the
// blinds", "turn off the tv if that's ok"), as the lexer reads them: no
// condition, which they were read as.
var ifHedges = []string{"if it is not too much trouble", "if it is no trouble", "if it is not any trouble", "if it is not a problem",
	"if it is no problem", "if it is not too much bother", "if it is no bother", "if that is not too much trouble",
	"if that is no trouble", "if that is not a problem", "if that is no problem",
	"if it is ok", "if it is okay", "if it is alright", "if it is all right", "if it is ok with you", "if it is okay with you",
	"if that is ok", "if that is okay", "if that is alright", "if that is all right", "if that is ok with you", "if that is okay with you",
	"if possible", "if at all possible", "if you please", "if you would not mind", "if you would be so kind",
	"if you get the chance", "if you have a chance", "if you have a minute", "if you have a moment",
	"if you have a second", "if you are able", "if you are able to", "if you are free"}
