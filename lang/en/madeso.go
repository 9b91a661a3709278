package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// madeSo reads the state a thing is to be made ("make the kids room
// dark", "make the study bright", "make it quiet in here") as the change
// toward it, as "darker", "brighter" and "quieter" are read: a step, and
// which one is asked where several fit. It was not understood. "It"
// before a place said after ("make it warmer in the bedroom", "make it
// dark in here"), with how much before the change or not ("make it a
// bit brighter in the kitchen", "make it slightly cooler in here", "make
// it 2 degrees warmer in the bedroom", "make it a degree cooler in
// here"), is
// the place's, no thing said before: with how much said it was not
// understood. The change wished of "it" with a place said after ("i need
// it brighter in the kitchen", "i'd like it a bit cooler in the living
// room", "i want it to be warmer in here") is the same change of the
// place: it was not understood; with no place, "it" is still the thing
// said before.
func madeSo(toks []lexer.Token) []lexer.Token {
	grammar.Parts(toks, func(clause []lexer.Token) {
		wished := false
		for len(clause) > 0 && clause[0].Type == grammar.Filler {
			wished = wished || wishedBefore[clause[0].Value]
			clause = clause[1:]
		}
		switch {
		case len(clause) >= 3 && clause[0].Value == makeWord:
			madeToward(clause[1:], false)
		case wished && len(clause) >= 3 && clause[0].Type == grammar.Ref && clause[0].Value == itWord:
			madeToward(clause, true)
		}
	}, grammar.Sep, grammar.Conj)
	return toks
}

// madeToward reads the change toward a state after the thing made so,
// which begins obj. Where it is wished ("i want it warmer in the
// bedroom"), the thing is "it" and a place is said after the change, or
// nothing is read.
func madeToward(obj []lexer.Token, wished bool) {
	for k := 1; k < len(obj); k++ {
		if degreeWord(obj[k].Value) && k+1 < len(obj) && madeDegreeBefore(obj[k+1]) {
			continue // "make it a bit warmer in the bedroom"
		}
		if wished && wishedBe[obj[k].Value] {
			continue // "i'd like it to be warmer in the bedroom"
		}
		more := toward[obj[k].Value]
		if more == "" && obj[k].Type != grammar.Rel {
			continue
		}
		placed := k+1 < len(obj) && (obj[k+1].Type == grammar.Prep || obj[k+1].Type == grammar.Here)
		if !placed && k+1 < len(obj) && obj[k+1].Type != grammar.Filler {
			return
		}
		inPlace := placed && obj[0].Type == grammar.Ref && obj[0].Value == itWord && degreesOnly(obj[1:k], wished)
		if wished && !inPlace {
			return
		}
		if more != "" {
			obj[k].Type, obj[k].Value = grammar.Rel, more
		}
		if inPlace {
			for i := range obj[:k] {
				if i == 0 || wishedBe[obj[i].Value] {
					obj[i].Type = grammar.Filler // "make it warmer in the bedroom": the bedroom
				}
			}
		}
		return
	}
}

// makeWord is the verb of making a thing so; toward the states it may be
// made, and the change toward each.
var (
	makeWord = "make"
	itWord   = "it"
	toward   = map[string]string{"dark": "darker", "bright": "brighter", "dim": "dimmer", "quiet": "quieter", "loud": "louder",
		"warm": "warmer", "hot": "hotter", "cool": "cooler", "cold": "colder"}
)

// madeDegree are the words of how much before the change a thing is made
// ("a bit", "a little", "a lot", "slightly", "much", "a tad").
var madeDegree = set("a bit little lot tad touch smidge slightly much far way even somewhat")

// degreeWord reports a word of madeDegree, or "a lot" once read
// (degreewords.go).
func degreeWord(w string) bool { return madeDegree[w] || w == muchWord }

// madeDegreeBefore reports a token a word of how much may come before: a
// change, a state it is made toward, or another word of how much.
func madeDegreeBefore(t lexer.Token) bool {
	return t.Type == grammar.Rel || toward[t.Value] != "" || degreeWord(t.Value)
}

// amountWords are the words of an amount said before the change, before
// their number is read ("a couple of degrees", "one degree").
var amountWords = set("couple of degree degrees one two three four five")

// wishedBe are the words between "it" and the change wished of it
// ("i'd like it to be warmer in here").
var wishedBe = set("to be")

// degreesOnly reports tokens that are only words of how much, or none,
// or an amount ("2 degrees", "a degree", "a couple of degrees", "20
// percent"); or "to be" where the change is wished.
func degreesOnly(toks []lexer.Token, wished bool) bool {
	for _, t := range toks {
		if !degreeWord(t.Value) && !(wished && wishedBe[t.Value]) && t.Type != grammar.Num && t.Type != grammar.Unit && !amountWords[t.Value] {
			return false
		}
	}
	return true
}
