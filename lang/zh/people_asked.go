package zh

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// Someone asked of a place. "客厅还有人吗", "客厅有没有人", "卧室里还有人没
// 有", "客厅还有没有人": 人 after 还有 or 有没有 asks whether the place is
// occupied, as 有人 does, and is answered only by what senses it: 人 was
// read as a name, and the robot vacuum (扫地机器人) answered its state.
// So is 动静 after 有没有 (门厅有没有动静: as 门厅有动静吗, its motion).

// peopleSaid is the word of someone there, and occupiedSaid the state it
// asks with 有.
const (
	peopleSaid   = "人"
	occupiedSaid = "有人"
	stillSaid    = "还"
	stillHas     = "还有"
	hasOrNot     = "有没有"
	hasNot       = "没有人"
	// motionSaid is the word of something moving, and movedSaid the
	// state it asks with 有: 有没有动静 as 有动静吗.
	motionSaid = "动静"
	movedSaid  = "有动静"
)

// peopleAsked reads 还有 or 有没有 before 人 (alone, or with a question
// particle joined to it: 人么), and 还有 before 没有人, as the state
// occupiedSaid asked: 有没有人 as 有人吗.
func peopleAsked(toks []lexer.Token) []lexer.Token {
	for i := 0; i+1 < len(toks); i++ {
		t, next := &toks[i], &toks[i+1]
		if t.Type != grammar.Quest || t.Value != stillHas && t.Value != hasOrNot {
			continue
		}
		switch {
		case t.Value == hasOrNot && named(*next) && next.Value == motionSaid:
			t.Type, t.Value = grammar.State, movedSaid // 有没有动静: 有动静 吗
			next.Type, next.Value = grammar.Quest, questionMark
		case named(*next) && (next.Value == peopleSaid || particleAfter(next.Value)):
			if t.Value == stillHas {
				joined := next.Value != peopleSaid
				t.Type, t.Value = grammar.Filler, stillSaid
				next.Type, next.Value = grammar.State, occupiedSaid
				if joined {
					toks = slices.Insert(toks, i+2, lexer.Token{Type: grammar.Quest, Value: questionMark, Pos: next.Pos})
				}
			} else {
				t.Type, t.Value = grammar.State, occupiedSaid // 有没有人: 有人 吗
				next.Type, next.Value = grammar.Quest, questionMark
			}
		case t.Value == stillHas && next.Type == grammar.State && next.Value == hasNot:
			t.Type, t.Value = grammar.Filler, stillSaid
			next.Value = occupiedSaid
			if i+2 == len(toks) || toks[i+2].Type == grammar.Sep {
				toks = slices.Insert(toks, i+2, lexer.Token{Type: grammar.Quest, Value: questionMark, Pos: next.Pos})
			}
		}
	}
	return toks
}

// particleAfter reports 人 with a question particle joined to it (人么).
func particleAfter(s string) bool { return s == peopleSaid+"么" }
