package zh

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// presenceAfter reads someone there or no one, said last after a command
// with what it acts on ("把门厅灯打开有人来了", "开一下门厅灯有人敲门", "把电视关了没
// 人看"), as why the command is asked: what the speaker says of the
// situation, no condition (one says 就 or 的话: "有人来了就开灯"). It was read
// into the name (门厅里找不到“灯来”). At most one word of what someone does
// may follow, and 了; anything else (没人的房间的灯) is left.
func presenceAfter(toks []lexer.Token) []lexer.Token {
	for k := 2; k < len(toks); k++ {
		if toks[k].Type != grammar.State || states[toks[k].Value] != occupancySaid && statesNot[toks[k].Value] != occupancySaid {
			continue
		}
		if !commandWhole(toks[:k]) {
			return toks
		}
		end := k + 1
		if end < len(toks) && toks[end].Type == grammar.Han {
			end++
		}
		for end < len(toks) && toks[end].Type == grammar.Filler && toks[end].Value != thenSaid && toks[end].Value != ifSaid && toks[end].Value != de {
			end++
		}
		if end < len(toks) && toks[end].Type != grammar.Sep {
			return toks
		}
		for j := k; j < end; j++ {
			toks[j].Type = grammar.Filler
		}
		return toks
	}
	return toks
}

// commandWhole reports a verb and a thing named in the last clause of
// toks, in either order: a command whole before what follows it.
func commandWhole(toks []lexer.Token) bool {
	clause := lastClause(toks)
	return slices.ContainsFunc(clause, isVerb) && slices.ContainsFunc(clause, func(t lexer.Token) bool { return t.Type == grammar.Han })
}
