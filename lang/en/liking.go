package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// liking reads what a person says they like as a statement, never as a
// command: "i like the lights on", "we love the tv on", "i prefer the
// blinds closed", "i like the bedroom at 20 degrees" say how the speaker
// likes things, and were done. Such a clause asks whether it is so, as
// "are the lights on" does. Only "i would like …" ("i'd like the lights
// on", "i would love the lights on") asks for it. "I like to turn off the
// tv" is the speaker's own doing (ownIntents).
func liking(toks []lexer.Token) []lexer.Token {
	for i := 0; i+2 < len(toks); i++ {
		if !likers[toks[i].Value] || !likes[toks[i+1].Value] || !commandStart(toks[:i]) {
			continue
		}
		if next := toks[i+2]; next.Type == grammar.Verb || next.Type == grammar.To || next.Type == grammar.Sep {
			continue
		}
		toks[i].Type, toks[i].Value = grammar.Quest, areWord
		toks[i+1].Type = grammar.Filler
	}
	return toks
}

// likers are the people who say what they like; likes the words of liking
// said as they are, with no "would" before them. The clause is asked with
// areWord.
var (
	likers = set("i we")
	likes  = set("like love prefer enjoy")
)
