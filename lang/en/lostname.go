package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// lostName reads a command whose thing was never said as a name edge
// cannot find, never as everything in the place said after it. "Turn off
// the uh in the kitchen", "turn on the like in the kitchen" (a recogniser
// hearing "light" as "like"), "switch off the just in the bedroom": an
// article and only words of no meaning before the place; read so, they
// switched off every device of the room: the kettle, the oven, the air
// conditioner. The word after the article (or the article itself, "turn
// on the in the kitchen") is taken for the name said, which names
// nothing. A place said right after the verb with no thing at all ("turn
// off in the kitchen") is the room said alone, as "turn off the kitchen"
// is: its lights, or a question where the verb does several things.
func lostName(toks []lexer.Token) []lexer.Token {
	for i := 0; i < len(toks); i++ {
		if toks[i].Type == grammar.Prep && placePreps[toks[i].Value] && onlyVerb(clauseOf(toks, i)) && i+1 < len(toks) && toks[i+1].Type == grammar.Det {
			toks = append(toks[:i], toks[i+1:]...) // "turn off in the kitchen"
			continue
		}
		if toks[i].Type != grammar.Det || !onlyVerb(clauseOf(toks, i)) {
			continue
		}
		j := i + 1
		for j < len(toks) && (toks[j].Type == grammar.Filler || toks[j].Type == grammar.Det) {
			j++
		}
		if j < len(toks) && toks[j].Type == grammar.Prep && placePreps[toks[j].Value] {
			k := min(i+1, j-1)
			toks[k].Type = grammar.Word
		}
	}
	return toks
}

// onlyVerb reports a clause that so far says a verb, and perhaps its
// direction, and nothing else that names what it acts on.
func onlyVerb(clause []lexer.Token) bool {
	verb := false
	for i, t := range clause {
		switch {
		case t.Type == grammar.Verb:
			verb = true
		case t.Type == grammar.Word && verbs[t.Value] != "" && commandStart(clause[:i]):
			verb = true // "switch on in the bedroom": a verb that is also a name's word, first
		case t.Type == grammar.Dir || t.Type == grammar.On || t.Type == grammar.Filler:
		default:
			return false
		}
	}
	return verb
}
