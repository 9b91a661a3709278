package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A doing others are let do ("let them open the garage door", "let the
// kids turn on the heater", "let him unlock the front door", "let dad
// turn off the tv") is leave given to people, no command: it is not
// understood, and nothing is done or asked. "Let them open the garage
// door" asked which curtain to open, and "let the kids turn on the heater"
// asked to turn it on. "let me …", "let us …" and "let's …" are the
// speaker's own. So is a doing others are wanted or asked to do ("i want
// him to turn off the tv", "i need dad to open the garage door", "tell
// the kids to turn off the tv"), which asked "Did you mean Garage door?";
// "i need you to unlock the front door" is said to edge.

var errLetOthers = grammar.Errorf("a doing others are let do")

var (
	// letPeople are the people others may be (a word of them is enough:
	// "the kids", "my husband"); letPeopleBefore the words before one.
	letPeople = set("him her them everyone everybody anyone anybody someone somebody nobody kids kid children child guests guest " +
		"dad mom mum daddy mommy mummy father mother husband wife son daughter brother sister grandma grandpa granny " +
		"nanny babysitter cleaner neighbours neighbors neighbour neighbor visitors visitor people boys girls baby boyfriend girlfriend " +
		"partner roommate roommates friends friend")
	letPeopleBefore = set("the my our your his their")
	// othersAsked are the words of letting people do a thing or asking
	// them to ("let him", "i want him to", "tell the kids to").
	othersAsked = set("let lets want wants wanted need needs needed like tell told ask asked get got make made")
)

// letOthers reports a word of letting or asking (othersAsked), then
// people (letPeople, after letPeopleBefore), then a verb, "to" before it
// or not.
func letOthers(toks []lexer.Token) bool {
	for i := 0; i+2 < len(toks); i++ {
		if !othersAsked[toks[i].Value] {
			continue
		}
		k := i + 1
		for k < len(toks) && letPeopleBefore[toks[k].Value] {
			k++
		}
		if k >= len(toks) || !letPeople[toks[k].Value] {
			continue
		}
		k++
		if k < len(toks) && toks[k].Type == grammar.To {
			k++
		}
		if k < len(toks) && (toks[k].Type == grammar.Verb || verbs[toks[k].Value] != "") {
			return true
		}
	}
	return false
}
