package zh

import (
	"slices"
	"strings"
)

// guessedState reads a thing said done with a word of its result (好, 上,
// 掉, 住, 紧) and 了吧, or said in its state with 着吧, with no 把, 将 or
// other word of a request before it ("门锁好了吧", "车库门关上了吧",
// "灯都关好了吧", "空调开着吧", "门锁着吧"), as the question of whether it
// is so ("门锁好了没", "空调开着吗"), in each clause said apart (with no
// command said before it in the clause, no word of not doing it, and no
// word of keeping a state: "灯全关了厨房灯继续亮着吧" keeps the kitchen light
// on, "门就开着吧" and "还是开着吧" leave it so): the speaker
// guesses and asks to be told. "门锁好了吧" locked the front door and
// "车库门关上了吧" closed the garage door. A bare 了吧 with no word of the
// result ("灯关了吧") and a request ("把门锁好了吧", "锁门吧", "门锁好吧")
// are the commands they were.
func guessedState(text string) string {
	if !strings.Contains(text, guess) {
		return text
	}
	var b strings.Builder
	for text != "" {
		clause, rest := text, ""
		if i := strings.IndexAny(text, "，,"); i >= 0 {
			clause, rest = text[:i], text[i:]
		}
		b.WriteString(stateGuessed(clause, b.Len() == 0))
		sep := strings.IndexFunc(rest, func(r rune) bool { return r != '，' && r != ',' })
		if sep < 0 {
			sep = len(rest)
		}
		b.WriteString(rest[:sep])
		text = rest[sep:]
	}
	return b.String()
}

// stateGuessed is one clause of guessedState; first says whether it is
// said first: a state with 着吧 said after a command is what the command
// leaves as it is ("把灯都关了，厨房灯开着吧").
func stateGuessed(clause string, first bool) string {
	body := strings.TrimRight(clause, " 。")
	if strings.ContainsAny(body, "把将帮请让给") || strings.Contains(body, "麻烦") || dutySaidIn(body) {
		return clause
	}
	has := func(s string, ends []string) bool {
		return slices.ContainsFunc(ends, func(v string) bool {
			thing := strings.TrimSuffix(s, v)
			return len(thing) < len(s) && thing != "" && !strings.ContainsAny(thing, perfective+"不别没") &&
				!slices.ContainsFunc(keptSaid, func(k string) bool { return strings.Contains(thing, k) }) &&
				(!strings.ContainsAny(thing, sweptSaid) || strings.ContainsAny(v, sweptAsked))
		})
	}
	if done, ok := strings.CutSuffix(body, perfective+guess); ok && has(done, resultGuessed) {
		return done + perfective + notYet
	}
	if held, ok := strings.CutSuffix(body, guess); ok && first && has(held, heldGuessed) {
		return held + questionMark
	}
	return clause
}

// resultGuessed are the verbs said with the word of their result, whose
// state a guess with 了吧 asks; heldGuessed are the states a guess with 着吧
// asks; keptSaid are the words of keeping a state, not guessing it.
var (
	resultGuessed = []string{"锁好", "锁上", "锁住", "关好", "关上", "关掉", "关紧", "拉好", "拉上", "合上", "开好", "关闭好"}
	heldGuessed   = []string{"开着", "关着", "锁着", "亮着"}
	keptSaid      = []string{"保持", goesOn, "留着", "让", "就", "还是", "先"}
)

// sweptSaid are the characters of the words that sweep a place or a
// class (都, 全, 统统, 所有): swept, a thing switched off with 上 or 掉
// and 了吧 is the command ("车库里面都关掉了吧"), and only the words of a
// result well done (sweptAsked: 好, 紧, 住) guess its state.
const (
	sweptSaid  = "都全统所"
	sweptAsked = "好紧住"
)
