package en

import (
	"slices"
	"strconv"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// Numbers inside names: a number said right after a word of a place said
// with a preposition of place, with no unit after it, belongs to the
// place's name and is never an amount ("turn on the light in guest room
// 2", "turn the light in guest room two off"), or between two words of a
// name ("the guest room two light"), or before a letter ("the 3d
// printer"). Elsewhere the grammar
// weighs it ("set the kitchen light 50" keeps its value, "light 2" is a
// name with a doubt).

// numberedName reads such a number as a word of its name, and a list of
// numbers after a name as the names numbered so ("garden zones 3 and 4"
// are garden zone 3 and garden zone 4).
func numberedName(toks []lexer.Token) []lexer.Token {
	toks = numberedList(toks)
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].Type == grammar.Num && toks[i+1].Type == grammar.Word && len(toks[i+1].Value) == 1 {
			nameNumber(&toks[i]) // "the 3d printer", "the 3 d printer"
		}
	}
	for i := 1; i < len(toks); i++ {
		t := &toks[i]
		if t.Type != grammar.Num || toks[i-1].Type != grammar.Word || scales[t.Value] {
			continue
		}
		if valueSaid(toks[i+1:]) && numbersName(toks[i-1], *t) || amountAfter(toks[i+1:]) && namesClass(toks[i-1].Value) && small(t.Value) || !valueAfter(toks[i+1:]) && (inPlace(toks[:i]) || i+1 < len(toks) && toks[i+1].Type == grammar.Word && !tensOne(*t, toks[i+1])) {
			nameNumber(t) // "the guest room two light", "bedroom light 2 to 20%"
		}
	}
	return toks
}

// tensOne reports "one" after a number of tens: one number ("thermostat
// twenty one" is 21, "forty one percent" 41), never a name's number
// before a word of the name.
func tensOne(n, next lexer.Token) bool { return tens(n) && next.Value == oneWord }

// valueSaid reports a value said right after a number: with "to" or
// "at" ("to 20%", "at 30", "to blue", "to high"), or a colour, mode or
// extreme alone ("blue", "cool", "max"). The number
// before it is then no amount of its own, as one command sets one value,
// so it is a word of the name said before it ("set bedroom light 2 to
// 20%"); where the home has no such name, nothing is found and nothing
// acts, never every light of the room.
func valueSaid(rest []lexer.Token) bool {
	prep := len(rest) > 0 && (rest[0].Type == grammar.To || rest[0].Type == grammar.Prep && rest[0].Value == "at")
	if prep {
		rest = rest[1:]
		if len(rest) > 0 && rest[0].Type == grammar.Det && rest[0].Value == "the" {
			rest = rest[1:]
		}
	}
	if len(rest) == 0 {
		return false
	}
	switch rest[0].Type {
	case grammar.Color, grammar.Mode, grammar.Extreme:
		return true
	case grammar.Rel, grammar.Num:
		return prep
	}
	return false
}

// amountAfter reports a lone amount right after a number: another number
// ending the clause or before its unit ("bedroom light 2 50%", "fan 3 40
// percent"). After a class word the first number is then the name's, as
// one command sets one value; where the home has no such name, nothing is
// found.
func amountAfter(rest []lexer.Token) bool {
	return len(rest) > 0 && rest[0].Type == grammar.Num && (len(rest) > 1 && rest[1].Type == grammar.Unit || clauseEnd(rest[1:]))
}

// small reports a number a name's own may be, 0 to 19, in digits or words
// ("2", "two"): "dim the kitchen light 40 60" is two amounts, no name's.
func small(n string) bool {
	v, err := strconv.Atoi(n)
	if err != nil {
		w, ok := numbers[n]
		return ok && w < 20
	}
	return v >= 0 && v < 20
}

// numbersName reports whether a number after a word can number a name:
// any number after a class word ("light one", "lamp 2"), a number other
// than one after any word ("bedroom 2"); "the kitchen one" is the one in
// the kitchen.
func numbersName(before, n lexer.Token) bool {
	return !hesitations[before.Value] && (n.Value != oneWord || namesClass(before.Value))
}

// scales are the number words that multiply the number before them ("one
// hundred and six"): no name's number.
var scales = map[string]bool{"hundred": true, "thousand": true}

// valueAfter reports a unit, or another number, right after a number.
func valueAfter(rest []lexer.Token) bool {
	return len(rest) > 0 && (rest[0].Type == grammar.Unit || rest[0].Type == grammar.Num)
}

// inPlace reports words, up to a number, that are a place said with a
// preposition of place and names only ("in guest room").
func inPlace(before []lexer.Token) bool {
	for k := len(before) - 1; k >= 0; k-- {
		switch t := before[k]; t.Type {
		case grammar.Word, grammar.Det:
		case grammar.Prep:
			return preps[t.Value] == "in"
		default:
			return false
		}
	}
	return false
}

// maxNameWords bounds the words of a name a list of numbers repeats.
const maxNameWords = 3

// numberedList repeats the words of a name before each number of a list
// said after it: "zones 3 and 4" → "zones 3 and zones 4".
func numberedList(toks []lexer.Token) []lexer.Token {
	for i := 1; i+2 < len(toks); i++ {
		if toks[i].Type != grammar.Num || toks[i-1].Type != grammar.Word || toks[i+1].Type != grammar.Conj ||
			toks[i+2].Type != grammar.Num || valueAfter(toks[i+3:]) || scales[toks[i].Value] {
			continue
		}
		start := i
		for start > 0 && i-start < maxNameWords && toks[start-1].Type == grammar.Word {
			start--
		}
		name := slices.Clone(toks[start:i])
		for k := range name {
			name[k].Pos = toks[i+2].Pos
		}
		nameNumber(&toks[i])
		nameNumber(&toks[i+2])
		toks = slices.Insert(toks, i+2, name...)
		i += 2 + len(name)
	}
	return toks
}

// nameNumber makes a number a word of a name, in digits as names are
// keyed ("guest room two" is guest room 2).
func nameNumber(t *lexer.Token) {
	t.Type = grammar.Word
	if n, ok := numbers[t.Value]; ok {
		t.Value = strconv.FormatFloat(n, 'f', -1, 64)
	}
}
