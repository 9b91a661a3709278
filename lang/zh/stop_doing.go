package zh

import (
	"slices"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// 别 or 不要 before a verb of what a thing does while it runs, and 了 after
// it, said of the thing named before it ("电水壶别烧了", "扫地机别扫了", "电视
// 别放了", "风扇先别转了", "音箱不要再播了"), is "stop doing it": the thing is
// stopped as "电水壶停了" stops it (switched off, paused, sent back). It was
// a command not to start, and nothing was done. With no 了 ("别扫", before
// it is done), with a verb of switching ("电视别开了", "别开灯"), or with no
// name before it, it is as it was: nothing is done.

// runningVerbs are the verbs of what a thing does while it runs, as the
// lexer reads them, each with the ends of the names of what does it: the
// verb must fit the thing ("台灯别扫了" is no command). stopVerb is the verb
// they are read as, negated so.
var runningVerbs = map[string]string{
	"烧": "壶", "烧水": "壶", "烤": "烤箱 烤炉", "煮": "锅 煲 壶", "吹": "空调 风扇 扇 吹风机", "转": "风扇 扇",
	"扫": "扫地机 扫地机器人 机器人", "扫地": "扫地机 扫地机器人 机器人", "拖": "扫地机 扫地机器人 机器人 拖地机", "拖地": "扫地机 扫地机器人 机器人 拖地机",
	"割": "割草机", "割草": "割草机", "浇": "洒水器 洒水阀 喷头", "浇水": "洒水器 洒水阀 喷头", "喷": "洒水器 洒水阀 喷头",
	"放": "电视 电视机 音箱 音响 喇叭", "播": "电视 电视机 音箱 音响 喇叭", "播放": "电视 电视机 音箱 音响 喇叭", "唱": "音箱 音响 喇叭", "响": "音箱 音响 喇叭",
	"加湿": "加湿器", "烘": "烘干机",
}

const (
	stopVerb = "停"
	doneMark = "了"
)

// stopsDoing are the negations that say "stop doing it" before a verb of
// runningVerbs and 了.
var stopsDoing = wordSet("别 不要")

// stopDoing reads such a negation, 再 after it if said, and the verb as
// stopVerb.
func stopDoing(toks []lexer.Token) []lexer.Token {
	for i := 0; i < len(toks); i++ {
		if toks[i].Type != grammar.Neg || !stopsDoing[toks[i].Value] {
			continue
		}
		j := i + 1
		if j < len(toks) && toks[j].Value == againWord {
			j++
		}
		if j+1 >= len(toks) || !doerBefore(toks[:i], runningVerbs[toks[j].Value]) || toks[j].Type != grammar.Han && toks[j].Type != grammar.Verb ||
			toks[j+1].Type != grammar.Filler || toks[j+1].Value != doneMark || !clauseEnds(toks[j+2:]) {
			continue
		}
		toks[j].Type, toks[j].Value = grammar.Verb, stopVerb
		toks = append(toks[:i], toks[j:]...)
	}
	return toks
}

// doerBefore reports a name said last before fillers that ends in one of
// the words of ends.
func doerBefore(toks []lexer.Token, ends string) bool {
	for i := len(toks) - 1; i >= 0; i-- {
		if toks[i].Type != grammar.Filler {
			return toks[i].Type == grammar.Han && slices.ContainsFunc(strings.Fields(ends), func(end string) bool { return strings.HasSuffix(toks[i].Value, end) })
		}
	}
	return false
}
