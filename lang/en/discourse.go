package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// hesitating reads the words a speaker says while thinking ("um", "uh",
// "erm", anywhere) as fillers, as a recogniser writes them: "um turn off
// the uh kitchen light". It runs before any step that reads where a clause
// opens, so that "um it's cold" is read as "it's cold" is.
func hesitating(toks []lexer.Token) []lexer.Token {
	for i := range toks {
		if hesitations[toks[i].Value] && toks[i].Type == grammar.Word {
			toks[i].Type = grammar.Filler
		}
	}
	return toks
}

// discourse reads the words that open what a speaker says before a
// command's verb ("okay", "alright", "so", "yeah", "nah", "oh and",
// "oops", "sorry") as fillers: "okay so turn on the tv", "alright, lock
// the front door", "no, keep it on" (leftSo), "no, don't turn it off".
func discourse(toks []lexer.Token) []lexer.Token {
	k := 0
	for k < len(toks) && (openers[toks[k].Value] || toks[k].Type == grammar.Filler || toks[k].Type == grammar.Sep) {
		k++
	}
	if k == 0 || k == len(toks) {
		return toks
	}
	if !verbAt(toks[k]) && !stateOpened(toks, k) && !kept[toks[k].Value] && !negatedVerbAt(toks, k) {
		return followOpened(toks, k) // "oh and the hall"
	}
	for i := range toks[:k] {
		if toks[i].Type != grammar.Sep {
			toks[i].Type = grammar.Filler
		}
	}
	return toks
}

// negatedVerbAt reports a verb said not to be done at k: "do not turn",
// "never turn" ("no, don't turn it off").
func negatedVerbAt(toks []lexer.Token, k int) bool {
	switch {
	case toks[k].Value == "never":
		return k+1 < len(toks) && verbAt(toks[k+1])
	case toks[k].Value == "do":
		return k+2 < len(toks) && toks[k+1].Value == "not" && verbAt(toks[k+2])
	}
	return false
}

// hesitations are the sounds of a speaker thinking; openers the words
// that open what is said before a command.
var (
	hesitations = map[string]bool{"um": true, "umm": true, "uh": true, "uhh": true, "uhm": true, "er": true, "erm": true,
		"hmm": true, "hm": true, "ah": true, "eh": true, "mm": true}
	openers = map[string]bool{"ok": true, "okay": true, "alright": true, "right": true, "so": true, "yeah": true, "yes": true,
		"yep": true, "nah": true, "no": true, "well": true, "oh": true, "and": true, "now": true, "then": true, "also": true, "anyway": true,
		"first": true, "firstly": true, "finally": true, "lastly": true,
		// a slip owned before the command that mends it ("oops, turn it back on")
		"oops": true, "whoops": true, "oopsie": true, "sorry": true, "shoot": true, "dang": true, "darn": true, "damn": true, "wait": true}
)
