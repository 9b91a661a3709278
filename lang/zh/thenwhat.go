package zh

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// 那…呢 asks the last thing again of something else ("卧室温度多少" then
// "那客厅呢", "打开客厅灯" then "那卧室的呢"): 那 opens the follow-up, no
// part of what it names (那客厅 is no room). thenWhat makes an opening
// word of thenOpens a filler where the utterance ends with 呢 (and its
// marks): the follow-up names what is left.
// The lexer may run 那 into the name after it ("那客厅"): it is split off.
var thenOpens = []string{"那么", "那个", "那"}

// askedAgain is the particle that ends such a follow-up.
const askedAgain = "呢"

func thenWhat(toks []lexer.Token) []lexer.Token {
	end := len(toks)
	for end > 0 && toks[end-1].Type == grammar.Sep {
		end--
	}
	if end < 2 || toks[end-1].Value != askedAgain {
		return toks
	}
	first := toks[0]
	for _, o := range thenOpens {
		switch {
		case first.Value == o && end > 2:
			toks[0].Type = grammar.Filler
			return toks
		case first.Type == grammar.Han && strings.HasPrefix(first.Value, o) && first.Value != o:
			then, rest := fillerOff(first, o)
			return append([]lexer.Token{then, rest}, toks[1:]...)
		}
	}
	return toks
}

// thenBefore reads 那 or 那么 said first (after fillers) right before a verb,
// an attribute or 就 ("那换成卧室的吧", "那么打开台灯", "嗯那湿度呢", "那么就把
// 灯关了") as the
// "then" that opens what is said: a filler, no name (找不到“那么台灯”). So
// is 那 before anything but a class word alone, a question word or a pause
// (那把热水器关了, 那除了楼梯灯都关了, 那一楼的灯全关掉, 那嗯 儿童房窗帘拉上吧,
// 那TV暂停, 那净化器关了吧, 那回家模式), split off where the lexer ran it into
// the name: they were not understood, or a name not found (找不到“那净化器”).
// Before a class word alone (那灯关了) it is still "that": that light,
// never every light.
func thenBefore(toks []lexer.Token) []lexer.Token {
	i := 0
	for i < len(toks) && (toks[i].Type == grammar.Filler && !objectMarks[toks[i].Value] || toks[i].Type == grammar.Sep) {
		i++ // never after 把: 把那些都开了 is "those"
	}
	if i >= len(toks) || toks[i].Type != grammar.Han {
		return toks
	}
	t := toks[i]
	if i+1 < len(toks) && slices.Contains(thenOpens, t.Value) && (toks[i+1].Type == grammar.Verb || toks[i+1].Type == grammar.Attr || toks[i+1].Value == soonThen) {
		toks[i].Type = grammar.Filler
		return toks
	}
	if t.Value == thereWord && i+1 < len(toks) && toks[i+1].Type == grammar.Han && strings.ContainsRune(childFirst, []rune(toks[i+1].Value)[0]) {
		t.Value += toks[i+1].Value // 那儿童房窗帘拉开: 那 and 儿童房, never 那儿 (there) and 童房
		toks = append(append(slices.Clip(toks[:i]), t), toks[i+2:]...)
	}
	for _, o := range thenWords { // then_reply.go
		if t.Value == o && i+1 < len(toks) && thenThing(toks[i+1]) {
			toks[i].Type = grammar.Filler
			return toks
		}
		rest, ok := strings.CutPrefix(t.Value, o)
		if ok && utf8.RuneCountInString(rest) >= 2 && (o != thenWord || !thatBefore(rest) && !isClassWord(rest)) {
			then, split := fillerOff(t, o)
			return slices.Concat(toks[:i], []lexer.Token{then, split}, toks[i+1:])
		}
	}
	return toks
}

// thereWord is 那儿, which the lexer may cut out of 那 and a word of 儿
// (儿童房, 儿子): childFirst are the characters after 儿 in those.
const (
	thereWord  = "那儿"
	childFirst = "童子"
)

// thenNot are the characters besides notPointing and the measure words
// that make 那 before them a word of its own (那天, 那次, 那就, 那好), never
// "then".
const thenNot = "天次就也还是好"

// thatBefore reports the words after 那 that make it a word of its own
// (那边, 那些, 那套: demonstrative.go), but for 儿 before 童 or 子 (那儿童房:
// 那 and 儿童房).
func thatBefore(rest string) bool {
	r := []rune(rest)
	if r[0] == '儿' && len(r) > 1 && strings.ContainsRune(childFirst, r[1]) {
		return false
	}
	return strings.ContainsRune(notPointing+thenNot, r[0]) || measures[r[0]] || countMeasures[string(r[0])]
}

// thenThing reports a token 那 said as "then" may come before: anything
// but a class word alone (那灯: that light), a word 那 makes one with (那
// 些), a question word or a pause.
func thenThing(t lexer.Token) bool {
	return objectMarks[t.Value] || !(t.Type == grammar.Han && isClassWord(t.Value)) && !thatBefore(t.Value) && t.Type != grammar.Quest && t.Type != grammar.Sep &&
		t.Type != grammar.Ref
}

// soonThen is 就 after "then" (那么就, 那就).
const soonThen = "就"
