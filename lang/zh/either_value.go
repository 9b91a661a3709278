package zh

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// eitherValue reads two values of one kind offered with 还是 (two modes,
// two colours or whites, two numbers: "客厅空调是制冷还是制热", "餐灯是红色
// 还是蓝色的", "主卧灯是暖光还是冷光", "卧室空调设的是25度还是26度", "电视音量
// 是20还是30") as the question of the first, which asks the value: 还是
// asks which, and the value after it says nothing more. The verb said
// before them ("空调开制冷还是制热", "调到25度还是26度") asks which to
// choose, never a command. The first value was set (餐灯是红色还是蓝色
// turned the light red, 空调是制冷还是制热 set the mode with a temperature
// of 0), the numbers were not understood.
func eitherValue(toks []lexer.Token) []lexer.Token {
	for i := 1; i+1 < len(toks); i++ {
		if toks[i].Value != orSaid {
			continue
		}
		j := i
		if toks[j-1].Value == de && j > 1 {
			j--
		}
		after, end := valueFrom(toks, i+1)
		if after == "" {
			continue
		}
		kind, start := valueBefore(toks, j)
		if kind == "" && after == modeValue {
			if cut, ok := modeCutOff(toks, j); ok {
				toks, i, j, end = cut, i+1, j+1, end+1
				kind, start = modeValue, j-1
			}
		}
		if kind == "" || !sameValueKind(kind, after) {
			continue
		}
		if end < len(toks) && toks[end].Value == de {
			end++
		}
		if toks[start].Type == grammar.Han {
			toks[start].Type = grammar.Mode
		}
		if start > 0 && toks[start-1].Type == grammar.Verb {
			toks[start-1].Type = grammar.Filler
		}
		for k := j; k < i; k++ {
			toks[k].Type = grammar.Filler // 的
		}
		toks[i].Type, toks[i].Value = grammar.Quest, stateAsked
		toks = append(toks[:i+1], toks[end:]...)
	}
	return toks
}

// The kinds of value eitherValue offers. A number's kind holds its unit.
const (
	modeValue  = "mode"
	colorValue = "color"
	numValue   = "num"
)

// valueFrom is the kind of the value that begins at toks[i], and where
// it ends: a mode (a plain word that is one too), a colour or a white,
// or a number with its unit.
func valueFrom(toks []lexer.Token, i int) (string, int) {
	if i >= len(toks) {
		return "", i
	}
	switch t := toks[i]; t.Type {
	case grammar.Mode:
		return modeValue, i + 1
	case grammar.Han:
		if plainModes[t.Value] {
			return modeValue, i + 1 // 自动, offered with a mode
		}
	case grammar.Color:
		return colorValue, i + 1
	case grammar.Num:
		if i+1 < len(toks) && numberUnit(toks[i+1]) != "" {
			return numValue + numberUnit(toks[i+1]), i + 2
		}
		return numValue, i + 1
	}
	return "", i
}

// valueBefore is the kind of the value that ends before toks[j], and
// where it begins.
func valueBefore(toks []lexer.Token, j int) (string, int) {
	for _, n := range []int{2, 1} {
		if j-n < 0 {
			continue
		}
		if kind, end := valueFrom(toks, j-n); kind != "" && end == j {
			return kind, j - n
		}
	}
	return "", j
}

// numberUnit is the unit a token says after a number: 度 (a question word
// alone), or a unit.
func numberUnit(t lexer.Token) string {
	switch {
	case t.Type == grammar.Unit:
		return units[t.Value]
	case t.Value == degreeSaid:
		return units[degreeSaid]
	}
	return ""
}

// sameValueKind reports two values of one kind: a number said with no
// unit is of the kind of one said with it ("25还是26度").
func sameValueKind(a, b string) bool {
	if a == b {
		return true
	}
	return (a == numValue || b == numValue) && len(a) >= len(numValue) && len(b) >= len(numValue) &&
		a[:len(numValue)] == numValue && b[:len(numValue)] == numValue
}

// modeCutOff splits a plain word that is a mode off the name it was read
// with, before toks[j] ("空调自动还是制冷": 空调, 自动).
func modeCutOff(toks []lexer.Token, j int) ([]lexer.Token, bool) {
	if j == 0 || toks[j-1].Type != grammar.Han {
		return toks, false
	}
	t := toks[j-1]
	for w := range plainModes {
		if name, ok := strings.CutSuffix(t.Value, w); ok && name != "" {
			mode := t
			mode.Type, mode.Value = grammar.Mode, w
			mode.Pos.Offset += utf8.RuneCountInString(name)
			mode.Pos.Column += utf8.RuneCountInString(name)
			toks[j-1].Value = name
			return slices.Insert(toks, j, mode), true
		}
	}
	return toks, false
}
