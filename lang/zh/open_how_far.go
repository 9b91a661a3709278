package zh

import (
	"slices"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// How far a thing that opens is open, asked with a verb of opening, 了 or
// 得 and a word of how much ("窗帘开了多少", "客厅窗帘拉开了几成", "百叶窗开得多
// 大", "车库门开了百分之多少"), asks its position, as "窗帘开到多少了" does; a
// setting asked so, its attribute said before or 度 after ("空调开了多少度",
// "电视声音开了多大"), asks that setting. They were answered as whether
// it was open or on. Of a thing that does not open and with no setting
// said ("灯开了多少", 灯开了几个, 开了多少盏灯) it is a count, as it was.

// openedVerbs are the verbs of opening asked so, as the lexer reads them;
// reachedVerb the verb they are read as.
var openedVerbs = wordSet("开 开了 打开 打开了 拉开 拉开了")

const reachedVerb = "开到"

// howFar are the words of how much, each with what must follow it, if
// anything: 几 asks how far in tenths (几成) only.
var howFar = map[string]string{"多少": "", "多大": "", "几": "成"}

// percentOf is said before 多少 to ask a percentage (百分之多少).
const percentOf = "百分之"

// degreeAsked is the question word of degrees (多少度).
const degreeAsked = "度"

// openedHowFar reads such a verb as reachedVerb.
func openedHowFar(toks []lexer.Token) []lexer.Token {
	toks = tenthsHeard(toks)
	for i := 1; i+1 < len(toks); i++ {
		if toks[i].Type != grammar.Verb || !openedVerbs[toks[i].Value] {
			continue
		}
		j := i + 1
		if toks[j].Type == grammar.Filler && (toks[j].Value == doneMark || toks[j].Value == "得") {
			j++
		}
		percent := j < len(toks) && toks[j].Value == percentOf
		if percent {
			j++
		}
		if j >= len(toks) || toks[j].Type != grammar.Quest {
			continue
		}
		next, ok := howFar[toks[j].Value]
		if !ok {
			continue
		}
		rest := toks[j+1:]
		degrees := len(rest) > 0 && rest[0].Value == degreeAsked
		switch {
		case next != "" && (len(rest) == 0 || rest[0].Value != next):
			continue
		case next != "" || degrees:
			rest = rest[1:]
		}
		if !clauseEnds(rest) || !(degrees || opensBefore(toks[:i]) || attrBefore(toks[:i])) {
			continue
		}
		toks[i].Value = reachedVerb
		if percent {
			toks[j-1].Type = grammar.Filler // 百分之 says no more than 多少 asks: no gap is left
		}
	}
	return toks
}

// opensBefore reports a name said last before fillers that ends in a word
// of a thing that opens part of the way (窗帘, 百叶窗, 车库门, 窗).
func opensBefore(toks []lexer.Token) bool {
	for i := len(toks) - 1; i >= 0; i-- {
		if toks[i].Type != grammar.Filler {
			return toks[i].Type == grammar.Han && slices.ContainsFunc(openingWords, func(w string) bool { return strings.HasSuffix(toks[i].Value, w) })
		}
	}
	return false
}

// attrBefore reports a setting said last before fillers (电视声音开了多大).
func attrBefore(toks []lexer.Token) bool {
	for i := len(toks) - 1; i >= 0; i-- {
		if toks[i].Type != grammar.Filler {
			return toks[i].Type == grammar.Attr
		}
	}
	return false
}

// openingWords are the class words of the things that open part of the way.
var openingWords = slices.Concat(vocab.Classes["curtain"], vocab.Classes["blind"], vocab.Classes["garage_door"], vocab.Classes["window"])

// tenthsHeard splits 开机 right before 成 after a thing that opens ("窗帘开
// 几成", which the sound repair heard as 开机) back into 开 and 几: how
// far it is open is asked, never the thing opened.
func tenthsHeard(toks []lexer.Token) []lexer.Token {
	for i := 1; i+1 < len(toks); i++ {
		t := toks[i]
		if t.Type != grammar.Verb || t.Value != startHeard || toks[i+1].Value != howFar["几"] || !opensBefore(toks[:i]) {
			continue
		}
		ask := lexer.Token{Type: grammar.Quest, Value: "几", Pos: t.Pos}
		ask.Pos.Offset++
		ask.Pos.Column++
		toks[i].Value = "开"
		toks = slices.Insert(toks, i+1, ask)
	}
	return toks
}

// startHeard is 开几 as the sound repair hears it.
const startHeard = "开机"
