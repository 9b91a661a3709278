package en

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// notOther reads a direction said with its opposite denied after it ("turn
// the tv on not off", "switch the lamp on, not off", "turn the volume up
// not down", "turn on the tv, not off") as the direction alone: the
// denial says again what is meant. It was not understood.
func notOther(toks []lexer.Token) []lexer.Token {
	for i := 1; i+1 < len(toks); i++ {
		if toks[i].Value != "not" || !clauseEnd(toks[i+2:]) {
			continue
		}
		k := i - 1
		for k > 0 && deniedDirs[toks[k].Value] == "" && toks[k].Type != grammar.Conj && toks[k].Value != "not" {
			k--
		}
		if said, denied := toks[k].Value, toks[i+1].Value; deniedDirs[said] == "" || deniedDirs[said] != denied {
			continue
		}
		end := i
		for end > k+1 && (toks[end-1].Type == grammar.Filler || toks[end-1].Type == grammar.Sep) {
			end-- // "turn on the tv, not off": the comma goes with it
		}
		toks = slices.Delete(toks, end, i+2)
		i = end - 1
	}
	return toks
}

// deniedDirs are the directions said against each other.
var deniedDirs = map[string]string{"on": "off", "off": "on", "up": "down", "down": "up"}
