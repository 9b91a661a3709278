package en

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A fan said faster or slower ("fan faster", "living room fan slower
// please", "make the fan a bit faster", "fan speed slower") steps its
// speed up or down, as "fan up" does; it was not understood. Only where
// the clause names a fan or its speed before it: "play faster", "talk
// slower" and "mow faster" name no fan and are left as they were, not a
// step of a fan's speed, nor a start. "Go" before the word is none ("make
// the fan go faster"), and "slow" with "down" turns a fan down ("slow
// down the fan", "slow the bathroom fan down").

// paceWords are the comparatives of a fan's speed, read as rels.
var paceWords = set("faster slower")

// fanPaced reads "faster" and "slower" said of a fan as a change of its
// speed.
func fanPaced(toks []lexer.Token) []lexer.Token {
	for i := 0; i < len(toks); i++ {
		if !paceWords[toks[i].Value] || toks[i].Type != grammar.Word {
			continue
		}
		k := i - 1
		for k >= 0 && (toks[k].Type == grammar.Det || toks[k].Type == grammar.Filler || toks[k].Value == "much" ||
			toks[k].Type == grammar.Rel && rels[toks[k].Value].Sign == 0) {
			k-- // "go a bit faster"
		}
		if k >= 0 && toks[k].Value == goWord && toks[k].Type == grammar.Word {
			if gone := slices.Delete(slices.Clone(toks), k, k+1); pacedFan(gone, i-1) {
				toks, i = gone, i-1 // "make the fan go faster"
			}
		}
		if pacedFan(toks, i) {
			toks[i].Type = grammar.Rel
		}
	}
	for i := range toks {
		if toks[i].Value == slowWord && toks[i].Type == grammar.Word && commandStart(toks[:i]) && slowedDown(toks, i) {
			toks[i].Type, toks[i].Value = grammar.Verb, turnWord // "slow down the fan": turn it down
		}
	}
	return toks
}

// slowWord turns a fan down with "down".
const slowWord = "slow"

// slowedDown reports "down" after "slow" at i, right after it or after the
// name of a fan that follows it ("slow down the fan", "slow the fan down").
func slowedDown(toks []lexer.Token, i int) bool {
	down := func(k int) bool { return k < len(toks) && toks[k].Type == grammar.Dir && toks[k].Value == "down" }
	k := i + 1
	downFirst := down(k)
	if downFirst {
		k++
	}
	fan := false
	for ; k < len(toks) && (toks[k].Type == grammar.Det || toks[k].Type == grammar.Word || toks[k].Type == grammar.Prep); k++ {
		fan = fan || classes.word[Singular(toks[k].Value)] == "fan"
	}
	return fan && (downFirst || down(k))
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
