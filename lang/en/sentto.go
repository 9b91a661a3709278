package en

import (
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
	"edge/lang"
)

// sentVerbs send a thing somewhere: "send the vacuum to the kitchen",
// "move the roomba to the bedroom", "take the robot to the hall".
var sentVerbs = set("send move take bring")

// sentTo reads a vacuum sent to a room as cleaning it: "send the vacuum
// to the kitchen" is "clean the kitchen" with that vacuum, as "start the
// vacuum in the kitchen" is; it was not understood ("I can't find vacuum
// kitchen"). Sent home or to its dock ("send the vacuum home", "… to its
// base"), it docks, as before; sent anywhere but a place said by words
// ("to clean the kitchen"), it is left as said.
func sentTo(toks []lexer.Token) []lexer.Token {
	for i := range toks {
		if !sentVerbs[toks[i].Value] || !commandStart(toks[:i]) {
			continue
		}
		k := i + 1
		var object []string
		for ; k < len(toks) && (toks[k].Type == grammar.Det || toks[k].Type == grammar.Word); k++ {
			if toks[k].Type == grammar.Word {
				object = append(object, toks[k].Value)
			}
		}
		if class, _ := lang.ClassOf(strings.Join(object, " ")); class != vacuumClass || k >= len(toks) || toks[k].Type != grammar.To || !placeSaid(toks[k+1:]) {
			continue
		}
		toks[i].Type, toks[i].Value = grammar.Verb, "clean"
		toks[k].Type, toks[k].Value = grammar.Prep, "in"
	}
	return toks
}

// placeSaid reports words of a place to the end of the clause, or of the
// places joined by "and": a determiner and words, none of them home or a
// dock.
func placeSaid(toks []lexer.Token) bool {
	words := 0
	for _, t := range toks {
		switch {
		case t.Type == grammar.Sep:
			return words > 0
		case t.Type == grammar.Det || t.Type == grammar.Conj && t.Value == "and":
		case t.Type == grammar.Word && !backWords[t.Value] && nouns[t.Value] != lang.NounDock:
			words++
		default:
			return false
		}
	}
	return words > 0
}
