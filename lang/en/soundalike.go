package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
	"edge/lang"
)

// Numbers a recogniser writes as the words that sound like them: "too
// degrees warmer", "set it to for percent", "turn the heat down by to
// degrees", "set the heat to twenty too", and "to" written as the number
// ("set the heat two 20"). Only where a number, or "to", is the one
// reading: right before a unit, after "by" at the end of a clause, after
// a number of tens (twenty two), or "two" between what is set and a
// number. Elsewhere they are what they are ("the hall too", "for the
// kitchen"). They were not understood.

// soundsLike are the words that sound like a number, and the number.
var soundsLike = map[string]string{"too": "two", "to": "two", "two": "two", "for": "four", "fore": "four"}

// toTwice are the words that sound like "to" and are no word of the
// grammar there.
var toTwice = map[string]bool{"two": true, "too": true}

// tensEnd are the numbers of tens a number said after makes one number.
var tensEnd = map[string]bool{"twenty": true, "thirty": true, "forty": true, "fifty": true, "sixty": true, "seventy": true,
	"eighty": true, "ninety": true}

// soundalikeNumbers reads those words as the numbers, or "to", they sound
// like.
func soundalikeNumbers(toks []lexer.Token) []lexer.Token {
	for i := range toks {
		n, ok := soundsLike[toks[i].Value]
		if !ok {
			continue
		}
		before, after := kindAt(toks, i-1), kindAt(toks, i+1)
		end := after == grammar.Sep || after == lexer.EOF || after == grammar.Conj
		switch {
		case after == grammar.Unit && before != grammar.Num && units[toks[i+1].Value] != lang.UnitKelvin && !numberMissing(toks, i),
			before == grammar.By && end,
			before == grammar.Num && tensEnd[toks[i-1].Value] && (end || after == grammar.Unit):
			toks[i].Type, toks[i].Value = grammar.Num, n
		case toTwice[toks[i].Value] && after == grammar.Num && valueEnds(toks[i+2:]) &&
			(before == grammar.Attr || before == grammar.Word && !numbersAClass(toks, i) && (namesClass(toks[i-1].Value) || setBefore(toks[:i]))),
			toTwice[toks[i].Value] && (after == grammar.Extreme || after == grammar.Det && kindAt(toks, i+2) == grammar.Extreme) &&
				(i == 0 || toks[i-1].Value != forWord): // "for two min" is a length
			toks[i].Type, toks[i].Value = grammar.To, "to" // "set the heat two 20", "turn the volume too the max"
		}
	}
	return toks
}

// numberMissing reports a "to" before a unit that is the word of a value
// whose number is missing, not "two": no "to" or "by" before it and
// nothing after the unit but fillers ("set the hall light to percent": a number the
// recogniser lost, or one not read, like "∞"). "Set it to to percent"
// and "make it to degrees warmer" are two.
func numberMissing(toks []lexer.Token, i int) bool {
	before := kindAt(toks, i-1)
	if toks[i].Value != "to" || before == grammar.To || before == grammar.By {
		return false
	}
	rest := toks[i+2:]
	for len(rest) > 0 && rest[0].Type == grammar.Filler {
		rest = rest[1:]
	}
	return clauseEnd(rest)
}

// numbersAClass reports "two" right after a class word: the number of its
// name ("bedroom light two 50%" is Bedroom Light 2, numberedName), not "to".
func numbersAClass(toks []lexer.Token, i int) bool {
	return toks[i].Value == "two" && namesClass(toks[i-1].Value)
}

// valueEnds reports the end of a value: a unit, a filler or the end of the
// clause after its number ("two 20 percent"), not more numbers (a PIN:
// "unlock the front door two five eighty").
func valueEnds(after []lexer.Token) bool {
	return len(after) == 0 || after[0].Type == grammar.Unit || after[0].Type == grammar.Filler || clauseEnd(after)
}

// setBefore reports a verb that sets a value opening the clause before a
// name ("set the stove too 22").
func setBefore(before []lexer.Token) bool {
	for k := len(before) - 1; k >= 0 && before[k].Type != grammar.Sep; k-- {
		if before[k].Type == grammar.Verb {
			return verbs[before[k].Value] == setWord && commandStart(before[:k])
		}
	}
	return false
}
