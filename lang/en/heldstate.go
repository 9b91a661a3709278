package en

import (
	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// heldState reads what a person says they have a thing in ("i have the
// kitchen light on", "i've got the tv on mute", "we have the heating on",
// "i got the bedroom blinds open", "the kids have the tv on") as a
// question of that state, as "is the kitchen light on" is: the person and
// "have" were fillers, and the thing was switched, set or opened. A clause
// is such a statement when it opens with a person (reporterAt), a word of
// having (haveWords) and a thing, and a state follows; asked ("can i have
// the light on") or with "to" ("i have to turn off the tv", "i've got to")
// it is a command as before.
func heldState(toks []lexer.Token) []lexer.Token {
	for i := 0; i+2 < len(toks); i++ {
		n := reporterAt(toks, i)
		if n == 0 || !clauseOpens(toks[:i]) {
			continue
		}
		k := i + n
		for k < len(toks) && haveWords[toks[k].Value] {
			k++
		}
		if k == i+n || k == len(toks) || toks[k].Type != grammar.Det && toks[k].Type != grammar.Word || !stateAfter(toks[k:]) {
			continue
		}
		toks[i].Type, toks[i].Value = grammar.Quest, isWord
		for j := i + 1; j < k; j++ {
			toks[j].Type = grammar.Filler
		}
		i = k
	}
	return toks
}

// haveWords are the words of having between a person and a thing held in
// a state.
var haveWords = set("have has had got")

// clauseOpens reports nothing but a pause or a joining word before a word
// since the clause began ("i have ...", "ok, we have ..."; not "can i
// have ...").
func clauseOpens(before []lexer.Token) bool {
	return len(before) == 0 || before[len(before)-1].Type == grammar.Sep || before[len(before)-1].Type == grammar.Conj
}

// stateAfter reports a state said in the clause of toks: on, off, up,
// down, or a state word ("open", "locked").
func stateAfter(toks []lexer.Token) bool {
	for _, t := range toks {
		switch {
		case t.Type == grammar.Sep:
			return false
		case t.Type == grammar.On, t.Type == grammar.Dir, t.Type == grammar.State, heldOpen[t.Value]:
			return true
		}
	}
	return false
}

// heldOpen are the states said with a verb's own word ("the blinds open").
var heldOpen = set("open shut")
