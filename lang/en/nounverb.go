package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// nounVerbAfterPause reads a noun that is a verb too ("lock", "switch",
// "vacuum"), opening a clause after a pause or after a condition that
// opens it, with a pronoun, an article or a quantifier after it, as the
// verb: "is the front door locked? lock it" answered the question twice,
// "lock it" asked again; "…, lock it if it is not locked" lost its lock
// to the name before it, "…, if it is not locked lock it" too. The noun
// has a word of its own after it ("the lock battery"), or an article
// before; a clause broken off before the pause is said again, not
// followed ("unlock the, lock the front door").
func nounVerbAfterPause(toks []lexer.Token) []lexer.Token {
	for i := 1; i+1 < len(toks); i++ {
		if t := toks[i]; t.Type == grammar.Word && (commandAfterPause(toks, i) && !restarted(toks[:i]) || nounVerbs[t.Value] && conditionBefore(toks[:i])) {
			switch toks[i+1].Type {
			case grammar.Ref, grammar.Det, grammar.Quant:
				toks[i].Type = grammar.Verb
			}
		}
	}
	return toks
}

// restarted reports a clause broken off before the pause that ends the
// tokens, its words after it said again: it ends with an article, a
// preposition or a quantifier ("unlock the, uh, lock the front door" is
// one command, the lock said again).
func restarted(before []lexer.Token) bool {
	k := len(before) - 1
	for k >= 0 && (before[k].Type == grammar.Filler || before[k].Type == grammar.Sep || hesitations[before[k].Value]) {
		k--
	}
	if k < 0 {
		return false
	}
	switch before[k].Type {
	case grammar.Det, grammar.Prep, grammar.To, grammar.Quant:
		return true
	}
	return false
}

// conditionBefore reports a condition that opens the clause and ends with
// the last token: "if it is not locked".
func conditionBefore(before []lexer.Token) bool {
	switch before[len(before)-1].Type {
	case grammar.State, grammar.On, grammar.Dir:
	default:
		return false
	}
	for k := len(before) - 2; k >= 0; k-- {
		switch before[k].Type {
		case grammar.If:
			return commandStart(before[:k])
		case grammar.Sep, grammar.Conj, grammar.Verb:
			return false
		}
	}
	return false
}
