package en

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// ifSo reads a condition said as the answer to a question of yes or no
// just asked ("is the front door locked? if not, lock it", "is the light
// on? if so turn it off", "… if it is", "… if it isn't", "if yes", "if
// no") as the state the question asked, or its opposite: "if it is not
// locked, lock it". It was not understood. The question is answered by
// what is done, or by why nothing was ("Not done: Front door lock is
// locked"). Only right after a question of yes or no whose state is said,
// before a command.
func ifSo(toks []lexer.Token) []lexer.Token {
	for j := 1; j < len(toks); j++ {
		if toks[j].Type != grammar.If || !pausedBefore(toks[:j]) {
			continue
		}
		k, not, ok := soSaid(toks, j+1)
		if !ok || !commandNext(afterPause(toks[k:])) {
			continue
		}
		state, ok := askedState(toks[:j])
		if !ok {
			continue
		}
		pos := toks[j].Pos
		cond := []lexer.Token{toks[j], {Type: grammar.Ref, Value: itWord, Pos: pos}, {Type: grammar.Quest, Value: "is", Pos: pos}}
		if not {
			cond = append(cond, lexer.Token{Type: grammar.Except, Value: "not", Pos: pos})
		}
		state.Pos = pos
		cond = append(cond, state)
		toks = slices.Insert(slices.Delete(toks, j, k), j, cond...)
		j += len(cond) - 1
	}
	return toks
}

// soSaid reads the words after "if" that stand for an answer: "so",
// "yes", "not", "no", a pronoun and "is" or "are" with "not" or none and
// no state after them. k is where they end.
func soSaid(toks []lexer.Token, i int) (k int, not, ok bool) {
	if i >= len(toks) {
		return 0, false, false
	}
	switch toks[i].Value {
	case "so", "yes":
		return i + 1, false, true
	case "not", "no":
		return i + 1, true, true
	}
	if !soSubjects[toks[i].Value] || i+1 >= len(toks) || toks[i+1].Type != grammar.Quest || !soVerbs[toks[i+1].Value] {
		return 0, false, false
	}
	k = i + 2
	if k < len(toks) && toks[k].Value == "not" {
		k, not = k+1, true
	}
	return k, not, true
}

// soSubjects and soVerbs are the pronouns and verbs of an answer said
// again after "if" ("if it is", "if they aren't").
var (
	soSubjects = set("it they")
	soVerbs    = set("is are")
)

// askedState is the state a question of yes or no asks, in the clause
// that ends where before ends but its pause: its last state, "on", "off"
// or "open", where the clause opens with a question word.
func askedState(before []lexer.Token) (lexer.Token, bool) {
	end := len(before)
	for end > 0 && (before[end-1].Type == grammar.Sep || before[end-1].Type == grammar.Filler) {
		end--
	}
	clause := before[clauseBegins(before[:end]):end]
	for len(clause) > 0 && clause[0].Type == grammar.Filler {
		clause = clause[1:]
	}
	if len(clause) < 2 || clause[0].Type != grammar.Quest {
		return lexer.Token{}, false
	}
	for k := len(clause) - 1; k > 0; k-- {
		if t := clause[k]; t.Type == grammar.State || t.Type == grammar.On || t.Type == grammar.Dir && (t.Value == "on" || t.Value == "off") || t.Value == "open" {
			return t, true
		}
	}
	return lexer.Token{}, false
}

// afterPause is what follows a pause the tokens open with, or them all.
func afterPause(toks []lexer.Token) []lexer.Token {
	if len(toks) > 0 && toks[0].Type == grammar.Sep {
		return toks[1:]
	}
	return toks
}

// pausedBefore reports a pause or a conjunction among the tokens, the
// last of them but fillers: a command starts after it, and a pause was
// said.
func pausedBefore(before []lexer.Token) bool {
	return commandStart(before) && slices.ContainsFunc(before, func(t lexer.Token) bool { return t.Type == grammar.Sep || t.Type == grammar.Conj })
}
