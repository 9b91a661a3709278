package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// vagueWhen keeps a command said for a time it does not tell from being
// done now: "turn off the tv in a bit", "turn on the hall light soon",
// "in a little bit, turn off the tv", and "turn off the tv in 5" (five of
// what?) name no time edge can keep, and were read as now (or as a
// level: "in 5" set the volume to 5). Their words are made words of no
// meaning here, so the command is not understood, never done now.
func vagueWhen(toks []lexer.Token) []lexer.Token {
	verb := false
	for i := 0; i < len(toks); i++ {
		if toks[i].Type == grammar.Sep {
			verb = false
			continue
		}
		verb = verb || toks[i].Type == grammar.Verb || toks[i].Type == grammar.Dir || toks[i].Type == grammar.On ||
			toks[i].Type == grammar.Word && verbs[toks[i].Value] != "" && commandStart(toks[:i]) // "lock the door in 5"
		m := phraseAt(toks, i, vagueTimes)
		if m == 0 && i+1 < len(toks) && toks[i+1].Type == grammar.Num && clauseEnd(toks[i+2:]) &&
			(toks[i].Value == "in" && toks[i].Type == grammar.Prep && verb || numberLasts[toks[i].Value] && switchesOnly(clauseOf(toks, i))) {
			m = 2 // "in 5", "turn the fan on for 5"
		}
		if m == 0 || !clauseEnd(toks[i+m:]) && !commandStart(toks[:i]) || i > 0 && toks[i-1].Value == asWord {
			continue
		}
		for k := i; k < i+m; k++ {
			toks[k].Type = grammar.Word
		}
		i += m - 1
	}
	return toks
}

// vagueTimes are the words of a time that tell no time, longest first;
// asWord the word before "soon" that makes it a time that is now ("as
// soon as possible").
var vagueTimes = newPhrases("in a little bit", "in a little while", "after a little while", "a little bit later", "in a bit", "in a tick", "in a jiffy",
	"in a while", "after a bit", "after a while", "in a moment", "in a few minutes", "in a few", "a bit later", "a little later",
	"later on", "later today", "later", "soon", "shortly", "sometime", "eventually",
	"at sunset", "at sunrise", "at dusk", "at dawn", "at sundown", "at sunup", "at nightfall",
	"tonight at sunset", "tomorrow at sunrise", "tomorrow at dawn")

const asWord = "as"

// numberLasts come before a number alone that says how long or from when
// a switch is to be ("turn on the fan for 5", "turn the light off after
// 10"): five of what? No level goes with a switch, and the number was
// read as one (the fan's speed set to 5).
var numberLasts = set("for after until till")

// clauseOf is the tokens of the clause before i, from the last pause.
func clauseOf(toks []lexer.Token, i int) []lexer.Token {
	start := i
	for start > 0 && toks[start-1].Type != grammar.Sep {
		start--
	}
	return toks[start:i]
}
