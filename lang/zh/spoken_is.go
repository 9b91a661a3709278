package zh

import (
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// isDoneStates are the states a verb's action leaves, said 是…的 ("是开的",
// "是关上的吧", "是锁的"): the state, asked or guessed, never the action.
var isDoneStates = map[string]string{openOn: "开着", "open": "开着", closeOff: "关着", "close": "关着", "lock": "锁着"}

// orSaid offers the other answer of a question ("开着还是关着").
const orSaid = "还是"

// stateAsked is the question word a state offered with its other is asked
// with: it asks which, not yes or no.
const stateAsked = orSaid

// saidDone reports a verb said between 是 or 还是 and 的 ("是开的", "还是关
// 的"), or with 的 and only particles after it ("车库门开的呀"), and the
// state it says.
func saidDone(prev, t *lexer.Token, rest []lexer.Token) (string, bool) {
	if len(rest) == 0 || t.Type != grammar.Verb || rest[0].Value != de ||
		!(prev != nil && (prev.Type == grammar.Quest && prev.Value == isSaid || prev.Value == orSaid) || clauseEnds(rest[1:])) {
		return "", false
	}
	s, ok := isDoneStates[verbs[t.Value]]
	return s, ok
}

// eitherState reads a state offered with its other ("电视是开着的还是关着的",
// "窗帘开着还是关着", "前门锁着还是没锁", "厨房灯开还是关", "电视打开了还是关着") as the question of
// the first, or of the one of locking where one is ("前门是开着还是锁着"
// asks the lock): 还是 asks which (the state is answered, with no yes or no),
// and the state after it, with its 的, says nothing more. A verb offered
// so is its state: the question is never a command.
func eitherState(toks []lexer.Token) []lexer.Token {
	for i := 1; i+1 < len(toks); i++ {
		if toks[i].Value != orSaid {
			continue
		}
		j := i - 1
		if (toks[j].Value == de || toks[j].Value == doneMark) && j > 0 {
			j--
		}
		first, ok := stateSaid(toks[j])
		if !ok {
			continue
		}
		end := i + 1
		if toks[end].Value == notYet || toks[end].Value == notQuest {
			end++
		}
		if end == len(toks) {
			continue
		}
		second, ok := stateSaid(toks[end])
		if !ok {
			continue
		}
		if locking(second) && !locking(first) {
			first = second // "前门是开着还是锁着": the lock is asked, not whether the door stands open
		}
		end++
		if end < len(toks) && toks[end].Value == de {
			end++
		}
		toks[j].Type, toks[j].Value = grammar.State, first
		toks[i].Type, toks[i].Value = grammar.Quest, stateAsked
		toks = append(toks[:i+1], toks[end:]...)
	}
	return toks
}

// locking reports a state of a lock ("锁着", "锁上了").
func locking(state string) bool { return strings.Contains(state, lockWord) }

// stateSaid is the state a token says: a state, or a verb's whose action
// leaves one.
func stateSaid(t lexer.Token) (string, bool) {
	if t.Type == grammar.State {
		return t.Value, true
	}
	s, ok := isDoneStates[verbs[t.Value]]
	return s, ok && t.Type == grammar.Verb
}
