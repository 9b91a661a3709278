package zh

import (
	"strings"
	"unicode/utf8"
)

// thenWords open a reply as what follows from the question (那好吧, 那就卧室吧,
// 那算了, 那么确认): they were read as part of a name ("那行" one word), and
// the yes cancelled what it answered, the choice and the no were not
// understood. Longest first.
var thenWords = []string{"那样的话", "那样", "那么", "那就", "那"}

// pointedAfter are what, after 那, make it point at a thing (那个, 那盏, 那边,
// 那里) rather than say "then".
const pointedAfter = "个盏边里些儿台只位种部间头"

// thenOpened is a reply without its opening word of "then" and the
// hesitations before it (嗯，那好吧), and the reply as said when none opens
// it or 那 points at a thing.
func thenOpened(text string) string {
	said := text
	for cut := true; cut; {
		cut = false
		said = strings.TrimLeft(said, "，, ")
		for _, h := range strings.Fields(hesitations) {
			if rest, ok := strings.CutPrefix(said, h); ok && !strings.HasPrefix(h, "那") {
				said, cut = rest, true
			}
		}
	}
	for _, w := range thenWords {
		rest, ok := strings.CutPrefix(said, w)
		if !ok {
			continue
		}
		if r, _ := utf8.DecodeRuneInString(rest); w == "那" && strings.ContainsRune(pointedAfter, r) {
			return text
		}
		if rest = strings.TrimLeft(rest, "，, "); rest != "" {
			return rest
		}
		return text
	}
	return text
}

// chooseWords say the speaker chooses what follows (要第一个, 选第二个, 我选二):
// read with them, the choice was not understood.
var chooseWords = []string{"我就选", "我就要", "我选", "我要", "就选", "就要", "选择", "选", "要"}

// chosenNumber reports what follows a word of choosing that is an
// option's number: 第 and what follows, or a numeral with 号 or 个 or
// alone (第一个, 二, 3号).
func chosenNumber(rest string) bool {
	if strings.HasPrefix(rest, "第") {
		return true
	}
	body := strings.TrimRight(rest, "吧啊呀哦")
	body = strings.TrimSuffix(strings.TrimSuffix(body, "号"), "个")
	return body != "" && strings.Trim(body, "一二三四五六七八九十0123456789") == ""
}

// choiceOpened is a reply without the word of choosing before an option's
// number, and the reply as said without one.
func choiceOpened(text string) string {
	for _, w := range chooseWords {
		if rest, ok := strings.CutPrefix(text, w); ok && chosenNumber(rest) {
			return rest
		}
	}
	return text
}
