package zh

import (
	"slices"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// lockTopic reads 锁 said right after a name, or after a name and 的,
// before a pause that a command with a verb and no name follows ("大门锁，
// 打开", "前门锁 开一下吧", "前门的锁，打开") as the lock, the thing the command
// is said of: the name said first, then what to do with it. It was the
// verb "lock", and the command after the pause a second command on the
// same door ("大门锁，打开" asked to lock the front door and unlock it). After
// 把 or 将 (把前门锁，再开灯) it is the verb, as it is where the clause after
// the pause names a thing or says no verb ("前门锁，谢谢").
func lockTopic(toks []lexer.Token) []lexer.Token {
	for i := 0; i+1 < len(toks); i++ {
		t := toks[i]
		if t.Type != grammar.Verb || t.Value != lockVerb || !pausedAfter(toks[i:]) ||
			slices.ContainsFunc(toks[:i], func(u lexer.Token) bool { return u.Type == grammar.Filler && objectMarks[u.Value] }) {
			continue
		}
		at := i - 1
		if at > 0 && toks[at].Value == de {
			at--
		}
		switch {
		case at >= 0 && named(toks[at]) && toks[at].Pos.Offset+utf8.RuneCountInString(toks[at].Value) <= t.Pos.Offset:
			toks[at].Value += lockWord
			toks = slices.Delete(toks, at+1, i+1)
			i = at
		case !slices.ContainsFunc(toks[:i], func(u lexer.Token) bool { return u.Type != grammar.Filler && u.Type != grammar.Sep }):
			toks[i].Type = grammar.Han // "锁，打开": the lock, said alone
		}
	}
	return toks
}

// pausedAfter reports a pause after the first token, said (a Sep) or left
// by a recogniser's space, and then a command with a verb and no name.
func pausedAfter(toks []lexer.Token) bool {
	t, next := toks[0], toks[1]
	switch {
	case next.Type == grammar.Sep:
		return commandUnnamed(toks[2:])
	case t.Pos.Offset+utf8.RuneCountInString(t.Value) < next.Pos.Offset:
		return commandUnnamed(toks[1:])
	}
	return false
}

// commandUnnamed reports a clause, up to the next pause, that says a verb
// and no name.
func commandUnnamed(toks []lexer.Token) bool {
	verb := false
	for _, t := range toks {
		switch {
		case t.Type == grammar.Sep:
			return verb
		case named(t):
			return false
		case t.Type == grammar.Verb:
			verb = true
		}
	}
	return verb
}
