package zh

import (
	"slices"
	"strings"

	"edge/grammar"
)

// A command to remember when something happens ("出门记得锁门", "出门别忘了锁
// 门", "睡觉前记得关灯", "走的时候记得关空调", "回来记得开空调") is a reminder to a
// person of what to do later, which edge cannot wait for: no command now,
// and not understood, as a situation to wait for is (wait_event.go). 出门 was
// read into the name (找不到“出门门”); said without it ("记得把门锁上") the
// reminder is the command (reminder.go).

var errRemindedLater = grammar.Errorf("a reminder of what to do when something happens")

// laterEvents are what a person does or what happens that a reminder may
// be said of; laterEnds end a time said by what happens (睡觉前, 走的时候,
// 下班以后).
var (
	laterEvents = strings.Fields(`出门 出去 出发 回来 回家 到家 进门 离开 走了 睡觉 睡前 下班 上班 起床 洗澡 吃饭 做饭 下楼 上楼 下雨 用完 看完`)
	laterEnds   = strings.Fields(`时 时候 之前 以前 前 之后 以后 后`)
)

// remindedLater reports a word of reminders with a command after it, no
// question, and before it something happening, not a time told: a word of
// laterEvents, or a word of laterEnds after what has no number.
func remindedLater(text string) bool {
	for _, w := range reminders {
		i := strings.Index(text, w)
		if i < 0 {
			continue
		}
		before, after := trimAround(text[:i]), trimAround(text[i+len(w):])
		return before != "" && commands(after) && !slices.ContainsFunc(remindedAsked, func(q string) bool { return strings.Contains(after, q) }) &&
			happening(before)
	}
	return false
}

// happening reports words of something happening: a word of laterEvents,
// or a word of laterEnds after what has no number.
func happening(before string) bool {
	for _, w := range laterEvents {
		if strings.Contains(before, w) {
			return true
		}
	}
	for _, w := range laterEnds {
		if strings.HasSuffix(before, w) && !strings.ContainsAny(before, "0123456789一二两三四五六七八九十半点分秒钟") {
			return true
		}
	}
	return false
}
