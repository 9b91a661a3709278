package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A fan said faster or slower ("fan faster", "living room fan slower
// please", "make the fan a bit faster", "fan speed slower") steps its
// speed up or down, as "fan up" does; it was not understood. Only where
// the clause names a fan or its speed before it: "play faster", "talk
// slower" and "mow faster" name no fan and are left as they were, not a
// step of a fan's speed, nor a start.

// paceWords are the comparatives of a fan's speed, read as rels.
var paceWords = set("faster slower")

// fanPaced reads "faster" and "slower" said of a fan as a change of its
// speed.
func fanPaced(toks []lexer.Token) []lexer.Token {
	for i := range toks {
		if paceWords[toks[i].Value] && toks[i].Type == grammar.Word && pacedFan(toks, i) {
			toks[i].Type = grammar.Rel
		}
	}
	return toks
}

// pacedFan reports a fan's class word or its speed in the clause around i,
// the fan's word maybe right before "faster" ("fan faster").
func pacedFan(toks []lexer.Token, i int) bool {
	for k := i - 1; k >= 0 && toks[k].Type != grammar.Sep && toks[k].Type != grammar.Conj; k-- {
		if toks[k].Value == speedAttr || fanWord(toks, k) || k+1 == i && classes.word[Singular(toks[k].Value)] == "fan" {
			return true
		}
	}
	return false
}
