package zh

import (
	"slices"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// purposeAfter reads what the speaker says they want to do, said after a
// command ("把台灯打开，我要看书", "开一下电视我要看球", "帮我开下书房灯我要写作业"),
// as why the command is asked: it names nothing to act on. It was a name
// not found (找不到“看书”), and the command was not done. Only a wish (我要,
// 我想...) after a verb, followed by words that are no command of their
// own (no verb, number or change) up to a pause or the end: "关灯，我要开空调"
// is two commands. An activity lexed as a verb is no command there
// ("把卧室灯关了，我要工作": 工作 switched the lights on again).
func purposeAfter(toks []lexer.Token) []lexer.Token {
	verb := false
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if t.Type == grammar.Verb {
			verb = true
			continue
		}
		if !verb || t.Type != grammar.Filler || !wanted[t.Value] {
			continue
		}
		end := i + 1
		for end < len(toks) && (toks[end].Type == grammar.Han || toks[end].Type == grammar.Noun || toks[end].Type == grammar.Filler || slices.Contains(activities, toks[end].Value)) {
			end++
		}
		if end == i+1 || end < len(toks) && toks[end].Type != grammar.Sep {
			continue
		}
		for k := i + 1; k < end; k++ {
			toks[k].Type = grammar.Filler
		}
		i = end
	}
	return toks
}

// wanted are the words of wanting (wants).
var wanted = grammar.Set(wants)

// activities are what the speaker may do once a command is done, said
// right after it with no wish before them (关灯睡觉, 开台灯看书, 关电视吃饭).
var activities = []string{"睡午觉", "睡觉", "午睡", "午休", "休息", "看书", "读书", "学习", "写作业", "做作业", "吃饭", "看电视", "看电影",
	"看球", "工作", "洗澡", "做饭", "玩游戏", "打游戏"}

// activityAfter reads an activity said last, right after a command's
// verb and thing, as why the command is asked ("关灯睡觉", "开空调睡觉",
// "把灯关了睡觉"): it was read into the thing's name (找不到“灯睡觉”). Only
// after a verb, at the end of the utterance or before a pause; the thing
// keeps the rest of its words.
func activityAfter(toks []lexer.Token) []lexer.Token {
	for i := 1; i < len(toks); i++ {
		t := &toks[i]
		if t.Type != grammar.Han || !fillerTokens(toks[i+1:]) {
			continue
		}
		for _, a := range activities {
			name, ok := strings.CutSuffix(t.Value, a)
			switch {
			case !ok:
				continue
			case name == "" && toks[i-1].Type == grammar.Verb:
				t.Type = grammar.Filler // "把灯关了睡觉"
			case name != "" && (toks[i-1].Type == grammar.Verb || i > 1 && toks[i-2].Type == grammar.Verb && toks[i-1].Type == grammar.Filler):
				t.Value = name // "关灯睡觉": 灯
			}
			break
		}
	}
	return toks
}

// fillerTokens reports tokens that are fillers and pauses only.
func fillerTokens(toks []lexer.Token) bool {
	for _, t := range toks {
		if t.Type != grammar.Filler && t.Type != grammar.Sep {
			return false
		}
	}
	return true
}
