package zh

import (
	"slices"
	"strings"
)

// A command asked not to be forgotten, or to be remembered ("别忘了关空调",
// "记得锁门", "不要忘了把门锁上", "晚上别忘了关灯") is a request: with no time
// it is that command, as "帮我关灯" is; with a part of the day alone before
// it (晚上, 今晚, 明天) or a time not told (一会儿) edge asks for a time, as
// for "等会儿关电视"; with a time told it is put off to it. 别 was read as a
// negation and the command cancelled ("好的，不做了"), 记 as a name (“记门”).
// The speaker's own memory ("我记得关了灯"), a question ("你记得关灯吗") and
// a word with no command after it ("别忘了") are as they were.

// reminders are the words of asking to remember, longest first.
var reminders = longestFirst(`别忘了 别忘记 别忘掉 别忘 不要忘了 不要忘记 不要忘掉 不要忘 可别忘了 千万别忘了 千万不要忘了
	别忘记了 不要忘记了 记得 记住 记着 一定记得 一定要记得 要记得`)

// remindedAround are the words of courtesy that may stand around a word
// of reminders ("请记得", "你别忘了", "别忘了要关灯").
var remindedAround = []string{"请", "你", "您", "要", "，", ",", " "}

// remindedAsked are the words that make the text a question.
var remindedAsked = []string{"吗", "么", "没有", "呢", "？", "?"}

// reminded cuts a word of reminders out of text said before a command:
// what was said before it (a time or a place, or nothing) and the command
// after it. ok is false where there is none, where what is before it says
// a command or who remembers, or where the text is a question.
func reminded(text string) (before, after string, ok bool) {
	for _, w := range reminders {
		i := strings.Index(text, w)
		if i < 0 {
			continue
		}
		before, after = trimAround(text[:i]), trimAround(text[i+len(w):])
		if commands(before) || strings.HasPrefix(before, "我") || strings.HasPrefix(before, "他") || strings.HasPrefix(before, "她") ||
			!commands(after) || slices.ContainsFunc(remindedAsked, func(q string) bool { return strings.Contains(after, q) }) {
			return "", "", false
		}
		return before, after, true
	}
	return "", "", false
}

// trimAround is s without words of remindedAround at either end.
func trimAround(s string) string {
	for {
		t := s
		for _, w := range remindedAround {
			t = strings.TrimSuffix(strings.TrimPrefix(t, w), w)
		}
		if t == s {
			return s
		}
		s = t
	}
}

// partOfDay reports a text that is a part of the day or a day alone
// ("晚上", "今晚", "明天早上"): it tells no time to put a command off to.
func partOfDay(text string) bool {
	for _, d := range days {
		text = strings.TrimPrefix(text, d.word)
	}
	if text == "" {
		return true
	}
	return slices.ContainsFunc(dayParts, func(p dayPart) bool { return p.word == text })
}
