package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A command with a closing said after it, with a pause, "and" or thanks
// between or none ("turn off the lights that's all", "turn on the tv,
// that's all", "lock the front door that's it", "turn off the tv that will
// be all thanks") is the command: the closing ends the conversation and
// asks nothing. Read as words of the command, "that is all" made it a
// question of every device ("Would turn on TV" and the state of the whole
// home), and "that will be all" made "all" its quantifier. Only at the end,
// after a verb or a direction, and never after "if" or a question word:
// "turn off all that is on" and "is that all" are as they were.

// closedBy are the words that end a closing after "that" and its copula
// ("that's all", "that is it", "that's everything").
var closedBy = set("all it everything")

// closedAfter drops a closing that ends a command.
func closedAfter(toks []lexer.Token) []lexer.Token {
	for k := len(toks) - 1; k > 0; k-- {
		if toks[k].Value != "that" && toks[k].Value != thatWill || !closingAt(toks[k:]) {
			continue
		}
		j := k
		for j > 0 && (toks[j-1].Type == grammar.Sep || toks[j-1].Type == grammar.Filler || toks[j-1].Type == grammar.Conj && toks[j-1].Value == "and") {
			j--
		}
		if j == 0 || !closableAfter(toks[j-1]) || !commandSaid(toks[:j]) {
			return toks
		}
		return toks[:j]
	}
	return toks
}

// thatWill is "that will" said in one word ("thatll be all").
const thatWill = "thatll"

// closingAt reports a closing and only its tail: "that is all", "that
// will be all", "thatll be it", then fillers, pauses or the words that may
// end a closing ("for now", "thanks").
func closingAt(toks []lexer.Token) bool {
	k := 1
	switch {
	case toks[0].Value == thatWill && k < len(toks) && toks[k].Value == "be":
		k++
	case toks[0].Value != "that":
		return false
	case k < len(toks) && copulas[toks[k].Value]:
		k++
	case k+1 < len(toks) && toks[k].Value == "will" && toks[k+1].Value == "be":
		k += 2
	default:
		return false
	}
	if k >= len(toks) || !closedBy[toks[k].Value] {
		return false
	}
	for _, t := range toks[k+1:] {
		if t.Type != grammar.Filler && t.Type != grammar.Sep && !closingTail[t.Value] {
			return false
		}
	}
	return true
}

// closableAfter reports a word a command may end with before its closing:
// never a word that asks or makes a condition ("if that is all").
func closableAfter(t lexer.Token) bool {
	switch t.Type {
	case grammar.If, grammar.Quest, grammar.Except, grammar.Rel, grammar.Cmp, grammar.Quant, grammar.Det, grammar.Prep, grammar.To:
		return false
	}
	return true
}

// commandSaid reports a verb or a direction among the tokens: a command.
func commandSaid(toks []lexer.Token) bool {
	for _, t := range toks {
		if t.Type == grammar.Verb || t.Type == grammar.Dir || t.Type == grammar.On || t.Type == grammar.Word && verbs[t.Value] != "" {
			return true
		}
	}
	return false
}
