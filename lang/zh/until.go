package zh

import (
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// untilOrFor reads a command said to hold until a time of day ("电视开到十
// 一点", "空调开到晚上十点", "客厅灯亮到十点") or for a while ("空调开两个
// 小时", "开半小时风扇") that was not read before the grammar: the number
// is no level to set (开到十一点 set the volume to 11), so the clause is
// not understood (the number becomes a word of later). A told length after
// a verb (Lasts) and a time after a verb of holding and 到 (Until) are read
// before the grammar, the command done and undone after it; one this step
// still sees is not understood. A delay before a
// command ("十分钟后") is read as a time before this (When).
func untilOrFor(toks []lexer.Token) []lexer.Token {
	for i, t := range toks {
		if t.Type != grammar.Num {
			continue
		}
		switch {
		case untilClock(toks, i):
			toks[i].Type, toks[i].Value = grammar.Quest, untilSaid
		case forAWhileSaid(toks, i):
			toks[i].Type, toks[i].Value = grammar.Quest, untilSaid
		}
	}
	return toks
}

// untilSaid is the word of later an until or a for a while is read as.
const untilSaid = waitSaid

// untilClock reports a whole number of hours at i, said with its hour mark
// after a verb of reaching (开到, 到), a part of the day between them.
func untilClock(toks []lexer.Token, i int) bool {
	t := toks[i]
	if i+1 >= len(toks) || strings.Contains(t.Value, ".") || t.Value == "1" || !hourMark(toks[i+1]) ||
		i+2 < len(toks) && toks[i+2].Type == grammar.Unit {
		return false
	}
	j := i - 1
	if j >= 0 && toks[j].Type == grammar.Han && dayPartWord(toks[j].Value) {
		j--
	}
	return j >= 0 && (toks[j].Type == grammar.Verb || toks[j].Type == grammar.To) && strings.HasSuffix(toks[j].Value, reachSaid)
}

// reachSaid ends a verb that reaches a value or a time ("开到", "调到").
const reachSaid = "到"

// hourMark reports a token that is an hour mark ("点", "点钟").
func hourMark(t lexer.Token) bool {
	for _, m := range hourMarks {
		if t.Value == m && t.Type != grammar.Num {
			return true
		}
	}
	return false
}

// dayPartWord reports a part of the day ("晚上", "今天下午").
func dayPartWord(w string) bool {
	for _, p := range dayParts {
		if w == p.word {
			return true
		}
	}
	return false
}

// forAWhileSaid reports a number at i that a unit of time follows
// ("两个小时", "半小时", "十分钟"): how long a command holds.
func forAWhileSaid(toks []lexer.Token, i int) bool {
	j := i + 1
	for j < len(toks) && (toks[j].Type == grammar.Unit || toks[j].Type == grammar.Filler && countMeasures[toks[j].Value]) {
		j++ // 半 is 50%; 个 before 小时
	}
	if j >= len(toks) || toks[j].Type != grammar.Han {
		return false
	}
	for _, u := range timeUnits {
		if strings.HasPrefix(toks[j].Value, u.word) {
			return true
		}
	}
	return false
}
