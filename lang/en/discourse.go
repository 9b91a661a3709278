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

// openedPause reads a word that opens what is said and may also open a
// name ("well pump", "right lamp") as a filler when a pause follows it
// ("well, kitchen light off", "right, bedroom 50%"), and "alright", which
// names nothing, pause or not ("alright kitchen light on"): they were read
// as a place or a name not found ("I don't know a room called “well”").
// Said to a question, "alright, garage door open" is still its yes.
func openedPause(toks []lexer.Token) []lexer.Token {
	for i := leadIn(toks); i < len(toks) && toks[i].Type == grammar.Word; i = leadIn(toks) {
		paused := i+1 < len(toks) && toks[i+1].Type == grammar.Sep
		if !namelessOpeners[toks[i].Value] && !(pausedOpeners[toks[i].Value] && paused) {
			break
		}
		toks[i].Type = grammar.Filler // "alright, well, …": the next one after it
	}
	return toks
}

// prefaced makes fillers of the words a speaker opens with before a
// pause or "but", and before what they ask ("sorry to bother you, turn
// off the kitchen light", "one more thing, lock the front door", "quick
// question, is the tv on", "by the way, close the blinds", "sorry to
// bother you but could you …"), and before a command's verb with no
// pause, as a recogniser writes them ("by the way turn off the kitchen
// light", "hold on lock the front door"): they were read as a room or a
// name not found ("I can't find “one thing”").
func prefaced(toks []lexer.Token) []lexer.Token {
	i := 0
	for i < len(toks) && phraseAt(toks, i, prefaces) == 0 && (toks[i].Type == grammar.Filler || toks[i].Type == grammar.Sep || openers[toks[i].Value]) {
		i++ // "you" of "you know what" is a filler already; "ok" of "ok listen" is read as one later (discourse)
	}
	m := phraseAt(toks, i, prefaces)
	k := i + m
	if m == 0 || k+1 >= len(toks) {
		return toks
	}
	switch {
	case toks[k].Type == grammar.Sep || toks[k].Value == butWord:
	case verbAt(toks[k]):
		k-- // "by the way turn off the kitchen light", as a recogniser writes it
	default:
		return toks
	}
	for j := 0; j <= k; j++ {
		if j >= i || openers[toks[j].Value] {
			toks[j].Type = grammar.Filler // "ok listen, movie mode"
		}
	}
	return toks
}

// prefaces are the words a speaker opens with, as lexed ("you're" is
// "you are", "here's the thing" "here the thing"); butWord may end them.
var prefaces = newPhrases("sorry to bother you", "sorry to bug you", "sorry to interrupt", "sorry to disturb you", "one more thing",
	"one last thing", "another thing", "last thing", "quick question", "a quick question", "by the way", "oh by the way", "before i forget",
	"while you are at it", "you know what", "listen", "hey listen", "just one thing", "real quick", "quick one", "just so you know",
	"first of all", "first off", "step one", "step two", "step three", "after that", "look", "here the thing", "tell you what",
	"i tell you what", "come on", "and finally", "last but not least", "hold on", "hang on", "in that case", "in any case",
	"i mean", "let me see", "let me think", "pardon me", "guess what", "of course")

// pausedOpeners are the openers that may open a name, fillers before a
// pause; namelessOpeners those that never do, fillers pause or not.
var (
	pausedOpeners   = set("well right so now anyway oh")
	namelessOpeners = set("alright alrighty")
)

// discourse reads the words that open what a speaker says before a
// command's verb ("okay", "alright", "so", "yeah", "nah", "oh and",
// "oops", "sorry") as fillers: "okay so turn on the tv", "alright, lock
// the front door", "no, keep it on" (leftSo), "no, don't turn it off".
// A cry of stop before a verb said not to be done is one too ("stop,
// don't turn off the lights"): it was read as stopping every device that
// stops, and asked which.
func discourse(toks []lexer.Token) []lexer.Token {
	k, cried := 0, -1
	for k < len(toks) && (openers[toks[k].Value] && !ordinalNamed(toks, k) || toks[k].Type == grammar.Filler || toks[k].Type == grammar.Sep || haltCries[toks[k].Value]) {
		if haltCries[toks[k].Value] && cried < 0 {
			cried = k
		}
		k++
	}
	if cried >= 0 && (k == len(toks) || !negatedVerbAt(toks, k)) {
		k = cried
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
// that open what is said before a command; haltCries those that open it
// only before a verb said not to be done.
var (
	haltCries   = map[string]bool{"stop": true}
	hesitations = map[string]bool{"um": true, "umm": true, "uh": true, "uhh": true, "uhm": true, "er": true, "erm": true,
		"hmm": true, "hm": true, "ah": true, "eh": true, "mm": true}
	openers = map[string]bool{"ok": true, "okay": true, "alright": true, "right": true, "so": true, "yeah": true, "yes": true,
		"yep": true, "nah": true, "no": true, "well": true, "oh": true, "and": true, "now": true, "then": true, "also": true, "anyway": true,
		"first": true, "firstly": true, "finally": true, "lastly": true, "anyways": true,
		// how the speaker means it ("honestly, turn off the tv")
		"basically": true, "honestly": true, "seriously": true, "literally": true, "definitely": true,
		// a slip owned before the command that mends it ("oops, turn it back on")
		"oops": true, "whoops": true, "oopsie": true, "sorry": true, "shoot": true, "dang": true, "darn": true, "damn": true, "wait": true}
)
