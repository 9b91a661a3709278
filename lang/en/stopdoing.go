package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// "stop turning off the tv", "quit switching on the lights", "please stop
// opening the garage door": a request that something no longer be done,
// said with the doing of it. It is the command negated ("don't turn off
// the tv"), which nothing does: read as "stop" of the tv, it paused it.

// stopDoing are the verbs of ceasing, as said; stoppedDoings the verbs of
// a change made once, which ceasing to do is not doing ("stop cleaning",
// "stop playing music" stop what runs: not these).
var (
	stopDoing     = set("stop quit")
	stoppedDoings = set("turn switch open close shut lock unlock dim brighten set change put raise lower mute unmute arm disarm")
)

// stoppedDoing reads such a request as the command with "do not" before it.
func stoppedDoing(toks []lexer.Token) []lexer.Token {
	for i := 0; i+1 < len(toks); i++ {
		if !stopDoing[toks[i].Value] || !commandStart(toks[:i]) {
			continue
		}
		base := stemmed(toks[i+1].Value, "ing")
		if !stoppedDoings[base] {
			continue
		}
		not := lexer.Token{Type: grammar.Except, Value: "not", Pos: toks[i].Pos}
		toks[i].Type, toks[i].Value = grammar.Quest, "do"
		toks[i+1].Type, toks[i+1].Value = grammar.Verb, base
		toks = append(toks[:i+1], append([]lexer.Token{not}, toks[i+1:]...)...)
		i += 2
	}
	return toks
}
