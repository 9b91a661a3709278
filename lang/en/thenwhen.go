package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// The time of a second command. "turn on the oven and turn it off in 30
// minutes", "turn off the tv and in 10 minutes turn off the hall light":
// a time said after one command, in or after another, is the later
// command's alone, which no clause can carry apart (a turn runs at one
// time): the commands carry a time apart (ir.When.Apart), and edge does
// neither and says why and what to do. Read for both, the oven was turned
// on and off at once, half an hour later; read for none, the hour was a
// level set now ("turn off the tv and turn on the lamp at 7").

var errTimeOfSecond = grammar.Errorf("a time for one command of several")

// nowWords say a command is for now ("turn off the tv now and the lamp
// in 10 minutes").
var nowWords = set("now immediately")

// secondOnly reports a time said between two commands, or after two, or
// after one said to be for now.
func secondOnly(before, after string) bool {
	b := commandsIn(lex.Tokens(before))
	for _, w := range words(before) {
		if nowWords[w.w] && b > 0 {
			return true
		}
	}
	return b > 0 && commandsIn(lex.Tokens(after)) > 0 || b > 1
}

// commandsIn counts the commands of tokens: their verbs, and a verb
// that is also a name's word said first in a clause ("and lock it").
func commandsIn(toks []lexer.Token) int {
	n := 0
	for i, t := range toks {
		if t.Type == grammar.Verb || t.Type == grammar.Word && verbs[t.Value] != "" && commandStart(toks[:i]) {
			n++
		}
	}
	return n
}

// hourBetween is how many words, from ws[i], an hour alone said after
// "at", "by" or "around" takes ("turn off the tv, at 7 close the blinds")
// where a time of a second command would be, or 0: read as a level, it
// set the blinds to 7% now.
func hourBetween(text string, ws []word, i int) int {
	if !hourBefore[ws[i].w] {
		return 0
	}
	w, m := hourAt(ws, i+1)
	if m > 0 && w.EitherHalf && secondOnly(text[:ws[i].start], text[ws[i+m].end:]) {
		return 1 + m
	}
	return 0
}
