package zh

import (
	"slices"

	"edge/grammar"
	"edge/lang"
)

// An "if" left unread. 的话 ends a condition ("客厅超过26度的话", "门没锁的
// 话"); where no condition was read before it ("太热的话开客厅空调", "有人的话
// 开门厅灯", "冷的话开儿童房取暖器"), the condition is one edge cannot read
// (no threshold, no place), and the command is not understood: dropped
// with its 的话, the air conditioner was turned on whatever the heat.

var errUnreadIf = grammar.Errorf("%s with no condition read", ifSaid)

// unreadIf reports a clause that still holds 的话 as a word of no meaning.
func unreadIf(cls []lang.Clause) bool {
	return slices.ContainsFunc(cls, func(c lang.Clause) bool {
		return slices.ContainsFunc(c, func(p lang.Phrase) bool { return p.Kind == lang.Filler && p.Raw == ifSaid })
	})
}
