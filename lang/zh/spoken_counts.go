package zh

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// counts reads a number said before a measure word and a name as a count
// of devices ("两个台灯", "三盏灯"), never a value: the number stays before
// the name, the measure word with it, and the name's phrase says the count
// (counted), which is that many devices or a question ("卧室的两个灯" where
// three fit: which two?). A count that answers a question ("两个都要")
// stays as it is.
//
// A count of several with 都 after it ("两个空调都打开") is all of that
// number of devices, no more: 都 is no "all" of its own, so that a home
// with four air conditioners never has them all switched on.
//
// A number right before a class word, with no measure word ("两灯", "俩灯":
// 俩 is 两个), is such a count too, said with 个.
func counts(toks []lexer.Token) []lexer.Token {
	counted := false
	for i := 0; i+1 < len(toks); i++ {
		t, next := &toks[i], &toks[i+1]
		switch {
		case t.Type == grammar.Sep:
			counted = false
		case counted && t.Type == grammar.Quant && listAll[t.Value]:
			t.Type = grammar.Filler
		}
		if t.Type != grammar.Num || i > 0 && toks[i-1].Type == grammar.Kw {
			continue
		}
		several := t.Value != "1"
		switch {
		case next.Type == grammar.Filler && countMeasures[next.Value] && i+2 < len(toks) && named(toks[i+2]):
			name := &toks[i+2]
			name.Value, name.Pos = next.Value+name.Value, next.Pos
			toks = append(toks[:i+1], toks[i+2:]...)
			counted = several
		case next.Type == grammar.Han && isClassWord(next.Value):
			// "两灯", "俩灯", "三空调": a count with no measure word, as "两个灯";
			// read as the name "2灯" it found the group of the second
			// floor's lights ("二楼的灯") and switched them all off
			next.Value = countWord + next.Value
			counted = several
		case next.Type == grammar.Han:
			r, n := utf8.DecodeRuneInString(next.Value)
			counted = counted || countMeasures[string(r)] && n < len(next.Value) && several
		}
	}
	return toks
}

// named reports a token that names a device or a place.
func named(t lexer.Token) bool { return t.Type == grammar.Han || t.Type == grammar.Word }

// countWord is the measure word a count said without one is read with.
const countWord = "个"

// kindsOfLight reads a colour word said right before 灯 as part of the
// name of a kind of light ("日光灯", "暖光灯"), not a colour to set.
func kindsOfLight(toks []lexer.Token) []lexer.Token {
	for i := 0; i+1 < len(toks); i++ {
		t, next := toks[i], toks[i+1]
		if t.Type == grammar.Color && next.Type == grammar.Han && strings.HasPrefix(next.Value, lightWord) &&
			t.Pos.Offset+utf8.RuneCountInString(t.Value) == next.Pos.Offset {
			toks[i].Type, toks[i].Value = grammar.Han, t.Value+next.Value
			toks = append(toks[:i+1], toks[i+2:]...)
		}
	}
	return toks
}

// changes reports tokens that begin with a verb or a change, after
// fillers ("再稍微暗一点").
func changes(toks []lexer.Token) bool {
	for i, t := range toks {
		if t.Type != grammar.Filler {
			_, bare := changeOf(t.Value) // "再高两度", "再热两度": a direction before a number
			return t.Type == grammar.Rel || t.Type == grammar.Verb ||
				(t.Type == grammar.Han || t.Type == grammar.State) && bare && i+1 < len(toks) && toks[i+1].Type == grammar.Num
		}
	}
	return false
}

// clauseEnds reports tokens that end a clause: none, a separator, or only
// particles before one ("调成自动吧").
func clauseEnds(toks []lexer.Token) bool {
	for _, t := range toks {
		switch {
		case t.Type == grammar.Sep:
			return true
		case t.Type != grammar.Filler || !tailWords[t.Value]:
			return false
		}
	}
	return true
}

// bareIf reads a comparison with a number followed by 的话 or 就, and a
// state or a wish followed by 就 and a command ("门厅有人就开灯", "电视开着
// 就关了吧", "湿度太低就开加湿器", "没锁的话锁上"), as a condition also when no 如果 begins
// it ("客厅超过27度的话开空调", "温度低于20度就开暖气"): the clause gets the
// 如果 it left unsaid.
func bareIf(toks []lexer.Token) []lexer.Token {
	start := 0
	for i := 0; i+2 < len(toks); i++ {
		switch t := toks[i]; {
		case t.Type == grammar.Sep || t.Type == grammar.Conj || t.Type == grammar.Filler && start == i:
			start = i + 1 // a wake word or 请 stays before the condition
		case t.Type == grammar.If:
			return toks // said: nothing to add
		case t.Type == grammar.Cmp && toks[i+1].Type == grammar.Num && endsCondition(toks[i+2:]), stateThen(toks[i:]):
			cond := lexer.Token{Type: grammar.If, Value: unsaidIf, Pos: toks[start].Pos}
			return append(append(append(make([]lexer.Token, 0, len(toks)+1), toks[:start]...), cond), toks[start:]...)
		}
	}
	return toks
}

// stateThen reports tokens that begin with a state, a wish or a verb
// not done (没锁), then 就 or 的话 and a command ("开着的话关掉").
func stateThen(toks []lexer.Token) bool {
	i := 0
	switch t := toks[0]; {
	case t.Type == grammar.State, t.Type == grammar.Rel && isWish(t.Value):
		i = 1
	case t.Value == notSaid && len(toks) > 1 && toks[1].Type == grammar.Verb:
		i = 2
	default:
		return false
	}
	for i < len(toks) && toks[i].Type == grammar.Filler && toks[i].Value != thenSaid && toks[i].Value != ifSaid {
		i++
	}
	return i < len(toks) && (toks[i].Value == thenSaid || toks[i].Value == ifSaid) &&
		slices.ContainsFunc(toks[i+1:], func(t lexer.Token) bool { return t.Type == grammar.Verb || t.Type == grammar.Rel })
}

// endsCondition reports whether the tokens after a comparison's number
// end a condition: a unit, then 的话 or 就.
func endsCondition(rest []lexer.Token) bool {
	if len(rest) > 0 && (rest[0].Type == grammar.Unit || rest[0].Value == string(degree)) {
		rest = rest[1:]
	}
	return len(rest) > 0 && rest[0].Type == grammar.Filler && (rest[0].Value == ifSaid || rest[0].Value == thenSaid)
}

// unsaidIf is the 如果 a bare condition leaves unsaid; thenSaid the 就
// before what a condition leads to.
const (
	unsaidIf = "如果"
	thenSaid = "就"
)

// splitChange takes a direction (splitDirections) off the end of a name
// said right before a number ("空调高一度", "音量加五", "卧室暖和两度"): it is
// the direction of a change by that number. So is 热 or 冷 said so (卧室热两度,
// 客厅冷一度: two degrees warmer, one cooler); it was the temperature to
// set (卧室热十度 set the AC to 10 °C).
func splitChange(toks []lexer.Token) []lexer.Token {
	for i := 0; i+1 < len(toks); i++ {
		t := toks[i]
		_, warmth := warmthBy[t.Value]
		if t.Type == grammar.State && warmth && i+2 < len(toks) && toks[i+1].Value == perfective && toks[i+2].Type == grammar.Num {
			toks[i].Type = grammar.Han // "客厅热了两度" says what it became, as "空调高了两度" does: no command
			continue
		}
		if toks[i+1].Type != grammar.Num || saidHalf(toks, i+1) {
			continue // "亮度减半" halves, which is no change by 50
		}
		if t.Type == grammar.State && warmth {
			toks[i].Type = grammar.Rel // "卧室热两度"
			continue
		}
		if t.Type != grammar.Han {
			continue
		}
		d, ok := splitDirection(t.Value)
		if !ok {
			continue
		}
		if d == t.Value {
			toks[i].Type = grammar.Rel // "温度低两度"
			continue
		}
		rel := t
		rel.Type, rel.Value = grammar.Rel, d
		rel.Pos.Column += utf8.RuneCountInString(t.Value) - utf8.RuneCountInString(d)
		rel.Pos.Offset += utf8.RuneCountInString(t.Value) - utf8.RuneCountInString(d)
		toks[i].Value = strings.TrimSuffix(t.Value, d)
		toks = append(toks[:i+1], append([]lexer.Token{rel}, toks[i+1:]...)...)
		i++
	}
	return toks
}

// splitDirections are the directions a name may end in before a number,
// longest first.
var splitDirections = []string{"暖和", "凉快", "高", "低", "加", "减", "暖", "凉"}

// splitDirection is the direction of splitDirections that w ends in.
func splitDirection(w string) (string, bool) {
	for _, d := range splitDirections {
		if strings.HasSuffix(w, d) {
			return d, true
		}
	}
	return "", false
}

// clausesAtGaps ends a clause where a recogniser left a space between two
// commands ("电视关了 客厅灯也关了"): at a gap between tokens when the words
// before it since the last separator, and the words after it up to the
// next gap, each hold a verb or a change.
func clausesAtGaps(toks []lexer.Token) []lexer.Token {
	gapAfter := func(i int) bool {
		t := toks[i]
		return i+1 < len(toks) && t.Type != grammar.Num && t.Type != grammar.Unit && toks[i+1].Type != grammar.Sep &&
			t.Pos.Offset+utf8.RuneCountInString(t.Value) < toks[i+1].Pos.Offset
	}
	acts := func(t lexer.Token) bool { return t.Type == grammar.Verb || t.Type == grammar.Rel }
	var out []lexer.Token
	before := false
	for i, t := range toks {
		out = append(out, t)
		before = before && t.Type != grammar.Sep || acts(t)
		if !before || !gapAfter(i) {
			continue
		}
		after := false
		for j := i + 1; j < len(toks) && toks[j].Type != grammar.Sep; j++ {
			if after = acts(toks[j]); after || gapAfter(j) {
				break
			}
		}
		if after {
			out = append(out, lexer.Token{Type: grammar.Sep, Value: ",", Pos: toks[i+1].Pos})
			before = false
		}
	}
	return out
}

// measures are the measure words said between 几 and a class word.
var measures = map[rune]bool{'扇': true, '盏': true, '台': true, '只': true, '部': true, '把': true, '道': true}
