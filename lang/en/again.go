package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// "Again" after a command that switches, opens, closes or changes a level
// says it once more ("turn the tv on again", "turn the tv off and on
// again", "dim the lights again"): a word of no meaning here. Only after
// "play" is it a verb: play the last song again ("play it again"); said
// alone it asks for the last command again (repeat.go). Read as that verb
// it turned "turn the tv on again" into going back a song, on a tv that
// was off. With no "play" before it and more said ("again but the garage
// door", "again off", "the oven again") it is no verb either: it went
// back a song on the tv, a thing nobody named; what is left is read as
// said without it (a follow-up on what is named).

// againWord is the verb of playing again; replayVerbs the words of the
// verbs it goes with ("resume the music again" resumes it).
const againWord = "again"

var replayVerbs = set("play again replay")

// againOnce makes "again" a filler after a command of something else,
// and wherever no verb of playing comes before it in its clause (said
// alone, repeatSaidAlone still reads it).
func againOnce(toks []lexer.Token) []lexer.Token {
	for i, t := range toks {
		if t.Value != againWord || t.Type != grammar.Verb {
			continue
		}
		toks[i].Type = grammar.Filler
		before := clauseOf(toks, i)
		for k, b := range before {
			verb := b.Type == grammar.Verb || b.Type == grammar.Word && verbs[b.Value] != "" && commandStart(before[:k]) // "vacuum the hall again"
			asked := b.Type == grammar.Quest || b.Type == grammar.State
			if b.Type == grammar.Dir || b.Type == grammar.On || asked || verb && !replayVerbs[b.Value] {
				break
			}
			if replayVerbs[b.Value] {
				toks[i].Type = grammar.Verb // "play it again"
				break
			}
		}
	}
	return toks
}
