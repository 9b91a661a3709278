package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// dayGreeting drops a greeting of the day said first, before a verb that
// opens a command, pause or none ("good morning raise the blinds",
// "morning lower the blinds", "good evening, pop the telly on"), before
// the words that read a command by its start do: the command does what it
// does said alone, where "raise" after the greeting raised the blinds by
// 10% and "raise the blinds" opens them. A greeting before it ("hi, good
// morning …") and a wake name after it ("good morning google, …") go with
// it. A greeting alone or before a name ("good night", "good night mode
// on") is left.
func dayGreeting(toks []lexer.Token) []lexer.Token {
	start := 0
	for start < len(toks) && (toks[start].Type == grammar.Filler || toks[start].Type == grammar.Sep || greetings[toks[start].Value]) {
		start++ // "hi, good morning …"
	}
	n := dayGreetingLen(toks[start:])
	if n > 0 && start+n < len(toks) && isWake(toks[start+n].Value) {
		n++ // "good morning google, …"
	}
	if n == 0 || !commandOpens(toks[start+n:]) {
		return toks
	}
	return append(toks[:start], toks[start+n:]...)
}

// dayGreetingLen is the number of tokens of a greeting of the day that
// opens toks ("good morning", "evening"), or 0.
func dayGreetingLen(toks []lexer.Token) int {
	switch {
	case len(toks) > 1 && toks[0].Value == "good" && dayParts[toks[1].Value]:
		return 2
	case len(toks) > 0 && greetingParts[toks[0].Value] && toks[0].Type == grammar.Word:
		return 1
	}
	return 0
}

// greetingParts are the parts of the day said alone as a greeting:
// "morning", "evening".
var greetingParts = set("morning evening")

// commandOpens reports a verb that opens a command after pauses and
// fillers: a verb, a noun that is one ("switch"), or a verb of putting,
// hanging or powering read with its particle ("pop the telly on", "pull
// the blinds up", "fire up the tv").
func commandOpens(toks []lexer.Token) bool {
	for _, t := range toks {
		if t.Type != grammar.Filler && t.Type != grammar.Sep {
			return t.Type == grammar.Verb || nounVerbs[t.Value] || putVerbs[t.Value] || hungBy[t.Value] || poweredHeads[t.Value]
		}
	}
	return false
}

// poweredHeads are the verbs of poweredBy.
var poweredHeads = func() map[string]bool {
	out := map[string]bool{}
	for p := range poweredBy {
		out[p[0]] = true
	}
	return out
}()
