package zh

import (
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// howState reads 多 or 有多 before a word of how a thing is ("台灯多亮",
// "客厅有多热", "卧室多冷", "卫生间多潮", "电视多吵", "电视多大声", "书房多暖和")
// as the question of the attribute the word is said of, as "台灯亮度多少"
// asks it: the value is answered. They were not understood (亮, 潮 read as
// names).
func howState(toks []lexer.Token) []lexer.Token {
	for i := 0; i+1 < len(toks); i++ {
		q, next := toks[i], toks[i+1]
		if q.Type != grammar.Quest || !howWords[q.Value] && q.Value != howBig {
			continue
		}
		attr, end := "", i+2
		switch {
		case q.Value == howBig && next.Value == voiceSaid:
			attr = volumeWord // 多大声
		case q.Value != howBig:
			attr = howStates[next.Value]
			if next.Value == warmSaid && end < len(toks) && toks[end].Value == warmEnd &&
				toks[end].Pos.Offset == next.Pos.Offset+utf8.RuneCountInString(next.Value) {
				end++ // 暖和
			}
		}
		if attr == "" {
			continue
		}
		toks[i].Type, toks[i].Value = grammar.Attr, attr
		toks[i+1].Type, toks[i+1].Value = grammar.Quest, howMuch
		toks = append(toks[:i+2], toks[end:]...)
	}
	return toks
}

// howWords ask how much of a state ("多亮", "有多热"); howBig asks it of a
// voice ("多大声").
var howWords = map[string]bool{"多": true, "有多": true}

const (
	howBig     = "多大"
	voiceSaid  = "声"
	volumeWord = "音量"
	warmSaid   = "暖"
	warmEnd    = "和"
)

// howStates are the words of how a thing is that 多 asks of, and the
// attribute each is said of.
var howStates = map[string]string{"亮": "亮度", "暗": "亮度", "热": "温度", "冷": "温度", "暖": "温度", "凉": "温度", "凉快": "温度",
	"潮": "湿度", "湿": "湿度", "干": "湿度", "潮湿": "湿度", "干燥": "湿度", "吵": volumeWord, "响": volumeWord}
