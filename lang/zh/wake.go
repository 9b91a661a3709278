package zh

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// wakeNames are the names the smart speakers sold in China answer to:
// Xiaomi's 小爱, Baidu's 小度, Huawei's 小艺, OPPO's 小布, Alibaba's
// 天猫精灵, Rokid's 若琪, JD's 小京鱼, Haier's 小优, Lenovo's 叮咚, and the
// 小智, 小微 and 小翼 of other makers' speakers and apps.
const wakeNames = `小爱 小度 小艺 小布 小智 小微 小优 小京鱼 小翼 叮咚 天猫精灵 若琪`

// wakeGreetings are said before a speaker's name to wake it (你好小度,
// 嗨小爱, 哈喽小艺); wakeAfter after it (小爱你好); wakeClassmates as its
// given name's 同学 (小爱同学), and as 同学 is often typed in jest (小爱童鞋).
const (
	wakeGreetings  = `你好 嗨 嘿 哈喽 哈啰`
	wakeAfter      = `你好`
	wakeClassmates = `同学 童鞋`
)

// wakeWords are the ways a speaker is woken before a command: its name
// said twice (小爱小爱, 叮咚叮咚), with 同学 (and 你好 after it), after a
// greeting or before 你好, and the names of four characters or more said alone (天猫精灵).
// The short names said alone are wakeAtStart.
var wakeWords = wakeSaid()

func wakeSaid() string {
	ws := []string{"天猫精灵", "若琪"}
	for _, n := range strings.Fields(wakeNames) {
		ws = append(ws, n+n)
		for _, c := range strings.Fields(wakeClassmates) {
			ws = append(ws, n+c)
			for _, a := range strings.Fields(wakeAfter) {
				ws = append(ws, n+c+a)
			}
		}
		for _, g := range strings.Fields(wakeGreetings) {
			ws = append(ws, g+n)
		}
		for _, a := range strings.Fields(wakeAfter) {
			ws = append(ws, n+a)
		}
	}
	return strings.Join(ws, " ")
}

// calledGreetings open an utterance before the name of the one called
// (嘿小明, 你好小云, 喂，小白).
var calledGreetings = append(strings.Fields(wakeGreetings), "喂", "您好")

// calledLead begins the names speakers are called by (小爱, 小度, 小艺).
const calledLead = "小"

// calledFirst makes a filler of a name the one addressed is called by
// after a greeting, before a command, at once or after a pause: any name
// of two or three characters that begins as the speakers' names do
// (calledLead: 嘿小明打开客厅灯, 嗨小白把客厅灯关了, 嘿小米，打开客厅灯). The
// name was read into the device's (找不到“小明客厅灯”) or the utterance was
// not understood; a room said after a greeting (你好客厅，打开灯) stays. A
// name that is a word of address already (小管家) is called so too. A command must follow: a verb, 把 or
// a word of politeness. A name that ends in a class word is a device's
// (嘿，小夜灯，打开).
func calledFirst(toks []lexer.Token) []lexer.Token {
	i := greetedAt(toks)
	if i == 0 || i >= len(toks) {
		return toks
	}
	n := utf8.RuneCountInString(toks[i].Value)
	next := i + 1
	if next < len(toks) && toks[next].Type == grammar.Sep {
		next++
	}
	if next >= len(toks) || toks[next].Type != grammar.Verb && toks[next].Type != grammar.Filler ||
		toks[i].Type != grammar.Filler && (toks[i].Type != grammar.Han || n < 2 || n > 3 ||
			!strings.HasPrefix(toks[i].Value, calledLead) || classAt(toks[i].Value)) {
		return toks
	}
	for j := range next {
		toks[j].Type = grammar.Filler // 你好 lexed as 你, 好; the pauses around the name
	}
	return toks
}

// greetedPause makes fillers of a greeting said first with a pause after
// it, before whatever follows (你好，声音小点; 您好，回家模式; 喂，亮一点): 你好
// lexed as 你, 好 was read as 你 said to edge, or as a name, and the
// whole was not understood where no verb followed.
func greetedPause(toks []lexer.Token) []lexer.Token {
	i := 0
	for i < len(toks) {
		n := greetedAt(toks[i:])
		if n == 0 {
			break
		}
		i += n // 你好你好，…
	}
	if i == 0 || i >= len(toks) || toks[i-1].Type != grammar.Sep {
		return toks
	}
	for j := range i {
		toks[j].Type = grammar.Filler
	}
	return toks
}

// greetedAt is the index of the token after a greeting that opens toks
// (and a pause after it), or 0 where none does. A greeting before a name
// may be lexed in two (你, 好; 哈, 喽).
func greetedAt(toks []lexer.Token) int {
	i := 0
	switch {
	case len(toks) > 1 && slices.Contains(calledGreetings, toks[0].Value+toks[1].Value):
		i = 2
	case len(toks) > 0 && slices.Contains(calledGreetings, toks[0].Value):
		i = 1
	default:
		return 0
	}
	for i < len(toks) && toks[i].Type == grammar.Sep {
		i++
	}
	return i
}
