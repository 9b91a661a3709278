package zh

import (
	"slices"
	"strings"

	"edge/lang"
)

// What the speaker says was left undone (我忘了关厨房灯, 厨房灯忘关了, 车库门忘
// 了关, 我好像没锁大门, 哎呀忘记把空调关了) asks for it done: the command
// said after 忘 or 没. It was a name not found (找不到“我忘厨房灯”). A
// question of it (我是不是忘了关灯, 厨房灯关没关, 门锁了吗) is still a question.

var (
	// forgotWords say a command was not done, longest first.
	forgotWords = []string{"忘记了", "忘了", "忘记", "忘"}
	// undoneGuess are the words that say it is only thought so, which a
	// command not done (没) needs after it: 我没关灯 alone may deny it.
	undoneGuess = []string{"好像", "可能", "估计", "貌似", "应该", "大概", "似乎"}
	// undoneVerbs are the commands that may follow 忘 or 没 after the
	// thing (厨房灯忘关了, 大门好像没锁), longest first.
	undoneVerbs = []string{"关上", "关掉", "关好", "锁上", "锁好", "打开", "关", "锁", "开"}
	// undoneAsks are the words that make what was said a question, and
	// undoneAsksLast those that do at its end (关了没有).
	undoneAsks     = []string{"是不是", "有没有", "吗", "么", "？", "?"}
	undoneAsksLast = []string{"没有", "没", "呢", "嘛"}
)

// notDone is the word of a command not done.
const notDone = "没"

// leftUndone gives the command that what text says was left undone, and
// whether it says so: what follows 忘 (我忘了关厨房灯: 关厨房灯), or, where the
// thing is said first, the verb after 忘 or 没 and then the thing (厨房灯忘关
// 了: 关厨房灯).
func leftUndone(text string) (string, bool) {
	end := strings.TrimRight(text, "，,。.！! ")
	if slices.ContainsFunc(undoneAsks, func(a string) bool { return strings.Contains(text, a) }) ||
		slices.ContainsFunc(undoneAsksLast, func(a string) bool { return strings.HasSuffix(end, a) }) {
		return "", false
	}
	guessed := ""
	for _, g := range undoneGuess {
		if strings.Contains(text, g) {
			guessed = g
			break
		}
	}
	at, word := -1, ""
	for _, w := range forgotWords {
		if i := strings.Index(text, w); i >= 0 {
			at, word = i, w
			break
		}
	}
	if at < 0 && guessed != "" {
		if i := strings.Index(text, guessed+notDone); i >= 0 {
			at, word = i+len(guessed), notDone
		}
	}
	if at < 0 {
		return "", false
	}
	before, after := text[:at], strings.TrimPrefix(strings.TrimLeft(text[at+len(word):], "了"), "有")
	before = strings.TrimSuffix(before, guessed)
	if word != notDone {
		before = strings.TrimSuffix(before, "又")
	}
	thing := strings.TrimSuffix(before, "开着")
	if onlyFillers(before) || onlyPerson(before) {
		// 我忘了关厨房灯, 忘记把空调关了; not 忘带钥匙了, a situation
		told := strings.HasPrefix(after, objectSaid) || slices.ContainsFunc(undoneVerbs, func(v string) bool { return strings.HasPrefix(after, v) })
		return after, told
	}
	for _, v := range undoneVerbs {
		if rest, ok := strings.CutPrefix(after, v); ok && onlyFillers(strings.TrimLeft(rest, "了")) {
			return v + thing, true // 厨房灯忘关了
		}
	}
	return "", false
}

// undoneDoers are who may have left it undone, with what may open the
// utterance before them.
var undoneDoers = []string{"我", "我们", "你", "有人", "刚才", "刚刚", "我刚才", "我刚刚", "出门的时候", "出门时", "我出门的时候",
	"我出门时", "哎呀", "糟了", "坏了", "完了", "哎呀我", "糟了我", "坏了我", "完了我"}

// onlyPerson reports words before 忘 that say only who forgot it (我,
// 我们, 刚才).
func onlyPerson(before string) bool {
	before = strings.Trim(before, "，,。 ")
	return slices.Contains(undoneDoers, before)
}

// leftUndoneSaid parses the command left undone; ok is false where it is
// no command, and the words are read as said.
func leftUndoneSaid(rest string) ([]lang.Clause, bool) {
	cls, err := pack{}.parse(rest, false)
	if err != nil || !slices.ContainsFunc(cls, func(c lang.Clause) bool { return c.Has(lang.Verb) || c.Has(lang.Dir) }) ||
		slices.ContainsFunc(cls, func(c lang.Clause) bool { return c.Has(lang.Quest) }) {
		return nil, false
	}
	return cls, true
}
