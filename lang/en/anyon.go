package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// anyOn reads a clause that opens with "any" or "anything" and ends with
// a state, with no verb before it, as the question it is: "any lights
// on", "anything still on in the kitchen", "anything left on", "any blinds
// open", "any doors unlocked" ask as "are any lights on" does, and never turn or open
// anything.
func anyOn(toks []lexer.Token) []lexer.Token {
	for i := 0; i < len(toks); i++ {
		if toks[i].Type != grammar.Quant || !anyWords[toks[i].Value] || !commandStart(toks[:i]) || i > 0 && toks[i-1].Type == grammar.Quest {
			continue
		}
		end := i + 1
		for end < len(toks) && toks[end].Type != grammar.Sep && toks[end].Type != grammar.Conj {
			end++
		}
		state := -1
		for k := i + 1; k < end; k++ {
			t := toks[k]
			switch {
			case condStates[t.Value] != "" && (t.Type == grammar.Dir || t.Type == grammar.State || t.Type == grammar.Verb || t.Type == grammar.On):
				if state < 0 {
					state = k
				}
			case t.Type == grammar.Verb:
				state = len(toks) // a verb of its own: a command
			}
		}
		if state < 0 || state >= end {
			continue
		}
		if state-1 > i && lastingStates[toks[state-1].Value] {
			toks = append(toks[:state-1], toks[state:]...) // "anything left on"
			end--
		}
		ask := lexer.Token{Type: grammar.Quest, Value: areWord, Pos: toks[i].Pos}
		toks = append(toks[:i], append([]lexer.Token{ask}, toks[i:]...)...)
		i = end
	}
	return toks
}

// anyWords open a question of whether any thing is in a state; areWord
// asks it.
var anyWords = map[string]bool{"any": true, "anything": true}

const areWord = "are"
