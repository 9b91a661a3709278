package zh

import (
	"slices"
	"strings"
	"unicode/utf8"

	"edge/grammar"
	"edge/ir"
)

// A command put off with words that tell no time ("等会儿关电视", "待会儿开空
// 调", "一会儿把窗帘拉上", "稍后关闭客厅灯", "电视晚点再关") is read with a
// vague time (ir.When.Vague): edge asks for a time, as it does for "later",
// and does nothing now. It was not understood, with no word of what was
// missing. Waiting for a thing to happen (等我回来再开空调, 等天黑了开灯) is
// no time at all and stays not understood (unanswered.go).

// vagueTimes are the words of a time not told, longest first.
var vagueTimes = longestFirst(`等一下 等下 等会 等会儿 等一会 等一会儿 待会 待会儿 待一会 待一会儿 过会 过会儿 过一会 过一会儿 一会 一会儿
	晚点 晚一点 晚些 晚些时候 晚点儿 稍后 回头 过一阵 过阵子 过些时候`)

// vagueJoins are what may join a vague time to the command it puts off
// ("等会儿再关", "一会儿就关").
const vagueJoins = " ,，。再就"

// vagueWhen finds a word of vagueTimes in text with a command left when it
// is taken out: the rest and a vague time. A word of waiting before a
// negated command ("等一下，不要关灯") is no time (wait_neg.go); it is
// looked for only where a time was found, which few texts say, since it
// lexes the text again.
func vagueWhen(text string) (string, ir.When, bool) {
	rest, when, ok := vagueFound(text)
	if ok && heldNegated(text) {
		return text, ir.When{}, false
	}
	return rest, when, ok
}

// vagueFound is vagueWhen before a word of waiting is looked for.
func vagueFound(text string) (string, ir.When, bool) {
	for _, w := range vagueTimes {
		i := strings.Index(text, w)
		if i < 0 {
			continue
		}
		before := strings.TrimRight(text[:i], vagueJoins)
		after := strings.TrimLeft(text[i+len(w):], vagueJoins)
		rest := strings.TrimSpace(before + after)
		if commands(rest) {
			return rest, ir.When{Vague: true}, true
		}
		return text, ir.When{}, false
	}
	return dayVague(text)
}

// A command put off to a day or a part of one with no time of day
// ("明天早上打开窗帘", "晚上开花园灯", "周一开暖气", "打开窗帘明天早上") names
// no time edge can keep: it was read into the name ("找不到“明天早上窗帘”").
// It is read with a vague time, as 等会儿 is: edge asks for a time. With a
// time of day ("今晚八点") it is that time, found before this is looked
// for; a greeting (早上好，…) and a day with no command right after it
// ("今天有点冷，开暖气": a remark) put nothing off.

// dayVague finds a day or a part of one (dayAlone) opening text with a
// command right after it, or ending text after a command: the rest and
// a vague time.
func dayVague(text string) (string, ir.When, bool) {
	rs := []rune(text)
	for n := len(rs) - 1; n > 0; n-- {
		if rest := strings.TrimLeft(string(rs[n:]), vagueJoins); dayAlone(string(rs[:n])) && commandOpens(rest) {
			return rest, ir.When{Vague: true}, true
		}
		if rest := strings.TrimRight(string(rs[:len(rs)-n]), vagueJoins); dayAlone(string(rs[len(rs)-n:])) && commands(rest) {
			return rest, ir.When{Vague: true}, true
		}
	}
	return text, ir.When{}, false
}

// dayAlone reports a text that is a day or a part of one, or a day of
// the week with one or none ("周一", "星期六晚上"), and no time of day.
func dayAlone(text string) bool {
	for _, m := range weekdayMarks {
		if rest, ok := strings.CutPrefix(text, m); ok && rest != "" {
			if r, size := utf8.DecodeRuneInString(rest); weekdayNames[r] > 0 {
				return rest[size:] == "" || partOfDay(rest[size:])
			}
		}
	}
	return text != "" && partOfDay(text)
}

// commandOpens reports a text that opens with a command: its first word
// a verb, or a word that asks for one (commandOpeners).
func commandOpens(text string) bool {
	if slices.ContainsFunc(commandOpeners, func(w string) bool { return strings.HasPrefix(text, w) }) {
		return commands(text)
	}
	toks := lex.Tokens(text)
	return len(toks) > 0 && toks[0].Type == grammar.Verb
}

// commandOpeners are the words that ask for a command right after them.
var commandOpeners = []string{"把", "帮我", "给我", "请", "麻烦", "记得", "再", "就"}
