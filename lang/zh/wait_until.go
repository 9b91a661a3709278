package zh

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// Waiting for what edge can read (等门厅没人了再关门厅灯, 等到卧室没人了关灯,
// 等温度超过二十八度就开空调) is a condition, as 一旦 says it: the command is done
// if it holds now, and not done, with the reading, if not. 等 was glued to
// the place after it (等卧室) and the command asked about as a lamp's (灯
// misheard), or done at once on a yes, the condition dropped. 等 before
// anything else (等天黑了开灯, 等我回来再开空调) stays a word of later
// (waitFirst).

// waitWords are the words of waiting, and of a chance taken (趁卧室没人把灯关
// 了: it too asked "您是说主卧灯吗？"), longest first.
var waitWords = []string{"等到", waitSaid, "趁着", "趁"}

// waitToSaid is the 到 of 等到 where it is lexed apart, as a verb.
const waitToSaid = "到"

// untilIf is the word of a condition 等 is read as.
const untilIf = "一旦"

// waitUntil reads a word of waitWords that begins an utterance, after
// fillers, alone or glued to the place after it, as untilIf where a
// condition follows (conditionAfterWait) and a command after it; 再 after
// the condition is its 就, and a verb or a filler right after it has one
// before it.
func waitUntil(toks []lexer.Token) []lexer.Token {
	i := 0
	for i < len(toks) && toks[i].Type == grammar.Filler {
		i++
	}
	if i >= len(toks) || toks[i].Type != grammar.Han && toks[i].Type != grammar.Quest {
		return toks
	}
	w := ""
	for _, said := range waitWords {
		if strings.HasPrefix(toks[i].Value, said) {
			w = said
			break
		}
	}
	if w == "" {
		return toks
	}
	rest := strings.TrimPrefix(toks[i].Value, w) // the place glued to it, read in its place
	next := i + 1                                // where the condition starts
	if rest == "" && next < len(toks) && toks[next].Type == grammar.Verb && toks[next].Value == waitToSaid {
		next++ // 等 到, lexed apart
	}
	end, ok := conditionAfterWait(toks, next)
	if !ok {
		return toks
	}
	if end < len(toks) && toks[end].Type == grammar.Filler && toks[end].Value == perfective {
		end++
	}
	switch {
	case end >= len(toks):
		return toks
	case toks[end].Type == grammar.Conj && toks[end].Value == more:
		toks[end].Type, toks[end].Value = grammar.Filler, thenSaid
	case toks[end].Type == grammar.Verb || toks[end].Type == grammar.Filler && toks[end].Value != thenSaid && toks[end].Value != ifSaid:
		// 有人了 and a verb, or 把 or 赶紧, are read as a condition only with 就
		toks = slices.Insert(toks, end, lexer.Token{Type: grammar.Filler, Value: thenSaid, Pos: toks[end].Pos})
	}
	cond := toks[i]
	cond.Type, cond.Value = grammar.If, untilIf
	if rest == "" {
		toks[i] = cond
		return slices.Delete(toks, i+1, next)
	}
	place := toks[i]
	place.Value = rest
	n := utf8.RuneCountInString(w)
	place.Pos.Offset += n
	place.Pos.Column += n
	toks[i] = place
	return slices.Insert(toks, i, cond)
}

// conditionAfterWait is the end of a condition that starts at toks[i],
// and whether there is one: a subject of places, names and attributes,
// with 的 or 里 between them, then a state, 没 and a verb, or a comparison
// and its number.
func conditionAfterWait(toks []lexer.Token, i int) (int, bool) {
	j := i
	for j < len(toks) && (toks[j].Type == grammar.Han || toks[j].Type == grammar.Attr ||
		toks[j].Type == grammar.Filler && (toks[j].Value == de || toks[j].Value == "里")) {
		j++
	}
	switch {
	case j >= len(toks):
		return j, false
	case toks[j].Type == grammar.State:
		return j + 1, true
	case toks[j].Type == grammar.Quest && toks[j].Value == notSaid && j+1 < len(toks) && toks[j+1].Type == grammar.Verb:
		return j + 2, true
	case toks[j].Type == grammar.Cmp && j+1 < len(toks) && toks[j+1].Type == grammar.Num:
		j += 2
		if j < len(toks) && (toks[j].Type == grammar.Unit || toks[j].Value == string(degree)) {
			j++
		}
		return j, true
	}
	return j, false
}

// stateWhen reads 的时候, 时候 or 时 after a state (没人的时候关门厅灯, 前门开着的
// 时候开门厅灯), after 没 and a verb (门没锁的时候锁上), or after someone
// coming (有人来的时候开灯), as the 的话 that ends a condition, as whenIf does
// after a comparison. They were read into the name of what to do
// (找不到“时候门厅灯”).
func stateWhen(toks []lexer.Token) []lexer.Token {
	for i := 0; i < len(toks); i++ {
		j := i + 1
		switch {
		case toks[i].Type == grammar.State:
			if j < len(toks) && toks[j].Type == grammar.Han && cameWords[toks[j].Value] {
				j++
			}
		case toks[i].Type == grammar.Quest && toks[i].Value == notSaid && j < len(toks) && toks[j].Type == grammar.Verb:
			j++
		default:
			continue
		}
		if j < len(toks) && toks[j].Type == grammar.Filler && toks[j].Value == perfective {
			j++
		}
		toks = whenCut(toks, j)
		if n := whenLen(toks[j:]); n > 0 && j+n < len(toks) {
			when := lexer.Token{Type: grammar.Filler, Value: ifSaid, Pos: toks[j].Pos}
			toks = slices.Insert(slices.Delete(toks, j, j+n), j, when)
		}
	}
	return toks
}

// whenCut cuts 时候 or 时 off the name glued to it (的时候门厅灯关一下), at
// toks[i] or after a 的 there, as a token of its own.
func whenCut(toks []lexer.Token, i int) []lexer.Token {
	if i < len(toks) && toks[i].Type == grammar.Filler && toks[i].Value == de {
		i++
	}
	if i >= len(toks) || toks[i].Type != grammar.Han {
		return toks
	}
	for _, w := range []string{"时候", "时"} {
		rest, ok := strings.CutPrefix(toks[i].Value, w)
		if !ok || rest == "" || strings.HasPrefix(rest, "间") {
			continue // 时间, a time
		}
		name := toks[i]
		name.Value = rest
		n := utf8.RuneCountInString(w)
		name.Pos.Offset += n
		name.Pos.Column += n
		toks[i].Value = w
		return slices.Insert(toks, i+1, name)
	}
	return toks
}
