package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A thing to get or buy ("we should probably get a new tv", "get me a new
// kettle", "let's get another fan", "time to buy a bigger tv") is talk of
// shopping, no command: it is not understood. "Get" was read as "turn"
// and "new tv" as a name, and "Turn new tv on or off?" asked.

var errAcquired = grammar.Errorf("a thing to get")

var (
	// acquiring are the verbs of getting a thing; acquiredFor the people
	// it may be got for ("get me a new tv").
	acquiring   = set("get buy order purchase")
	acquiredFor = set("me us you ourselves myself yourself them him her")
	// newness are the words that say a thing is yet to be had ("a new
	// tv", "a bigger fan"), after an indefinite article (aWords).
	newness = set("new newer better bigger smaller cheaper nicer second spare replacement extra different decent proper quieter brighter")
	aWords  = set("a an one some")
)

// acquired reports a verb of getting followed, but for whom it is for, by
// "another" or by an indefinite article and a word of newness: "get a new
// tv", "buy us another kettle". "Get the tv on", "get the new lamp on"
// (a name) and "get me some light" are left.
func acquired(toks []lexer.Token) bool {
	for i := range toks {
		if !acquiring[toks[i].Value] {
			continue
		}
		k := i + 1
		for k < len(toks) && acquiredFor[toks[k].Value] {
			k++
		}
		if k < len(toks) && toks[k].Value == "another" || k+1 < len(toks) && aWords[toks[k].Value] && newness[toks[k+1].Value] {
			return true
		}
	}
	return false
}
