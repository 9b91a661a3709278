package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A question said after words that ask to know it ("i want to know which
// lights are on", "i'd like to know the temperature in the bedroom", "i
// was wondering what the temperature is in the study", "do you know what
// the temperature is", "show me which lights are on") is the question:
// they were read as a name ("I can't find “know lights”"). Only at the
// start of a clause, and only before a question word, "if" or "whether",
// or the article of what is asked ("… know the temperature in the
// bedroom").

// knowLeads are the words that ask to know what follows ("tell me" and
// "let me know" are read where they are: askIf).
var knowLeads = newPhrases("i want to know", "i wanna know", "i would like to know", "i'd like to know", "i need to know",
	"i was wondering", "i wonder", "i am wondering", "i'm wondering", "do you know", "do you happen to know",
	"show me", "i'd love to know", "i would love to know")

// knownAfter are the words after a lead that begin what is asked.
var knownAfter = set("what whats which how is are if whether the")

// knowLead drops the words that ask to know a question said after them.
func knowLead(toks []lexer.Token) []lexer.Token {
	start, n := 0, 0
	for ; start < len(toks); start++ {
		if n = phraseAt(toks, start, knowLeads); n > 0 {
			break // after a wake word: "hey google i want to know …"
		}
		if t := toks[start]; t.Type != grammar.Filler && t.Type != grammar.Sep && !isWake(t.Value) {
			return toks
		}
	}
	if n == 0 || start+n >= len(toks) || !knownAfter[toks[start+n].Value] {
		return toks
	}
	if toks[start+n].Value == "the" && !attrNext(toks[start+n+1:]) {
		return toks // "show me the kitchen light": a device to show
	}
	for k := start; k < start+n; k++ {
		toks[k].Type = grammar.Filler
	}
	return toks
}

// attrNext reports a quantity named next ("the temperature in the
// bedroom").
func attrNext(toks []lexer.Token) bool {
	return len(toks) > 0 && toks[0].Type == grammar.Attr
}
