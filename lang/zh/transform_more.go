package zh

import (
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode"

	"edge/grammar"
)

// numerals says a number in digits in characters and the other way round:
// "26度" ↔ "二十六度", "50%" ↔ "百分之五十".
func numerals(cl clause, _ []string) []clause {
	for i, p := range cl.core {
		if p.typ != grammar.Num || i > 0 && cl.core[i-1].typ == grammar.Word || i+1 < len(cl.core) && cl.core[i+1].typ == grammar.Word {
			continue
		}
		f, err := strconv.ParseFloat(p.word, 64)
		if err != nil || f < 0 || f >= 10000 {
			continue
		}
		core := slices.Clone(cl.core)
		next := i + 1
		percent := next < len(core) && core[next].typ == grammar.Unit && core[next].word == "%"
		switch {
		case isDigits(p.said) && percent && core[next].said == "%":
			core[i].said = percentSaid + spell(p.word)
			core[i].gap = core[next].gap
			core = slices.Delete(core, next, next+1)
		case isDigits(p.said):
			core[i].said = spell(p.word)
		case p.said == "" && percent && strings.HasPrefix(core[next].said, percentSaid):
			core[i].said, core[next].said = p.word, "%"
		case p.said != "" && !percent && spell(p.word) == p.said:
			core[i].said = p.word
		default:
			continue
		}
		return []clause{{lead: cl.lead, core: core, tail: cl.tail}}
	}
	return nil
}

func isDigits(s string) bool {
	return s != "" && strings.IndexFunc(s, func(r rune) bool { return !unicode.IsDigit(r) && r != '.' }) < 0
}

// spell says a number of digits in characters: "26" → "二十六", "25.5" →
// "二十五点五", "105" → "一百零五".
func spell(num string) string {
	whole, frac, _ := strings.Cut(num, ".")
	n, err := strconv.Atoi(whole)
	if err != nil {
		return num
	}
	out := spellInt(n)
	if frac != "" {
		out += string(pointRune)
		for _, r := range frac {
			out += string(numeralRunes[r-'0'])
		}
	}
	return out
}

func spellInt(n int) string {
	if n < 10 {
		return string(numeralRunes[n])
	}
	var b strings.Builder
	zero := false
	for _, p := range []struct {
		v int
		r rune
	}{{1000, '千'}, {100, '百'}, {10, '十'}, {1, 0}} {
		d := n / p.v
		n %= p.v
		switch {
		case d == 0:
			zero = b.Len() > 0
		default:
			if zero {
				b.WriteRune(numeralRunes[0])
				zero = false
			}
			if !(p.v == 10 && d == 1 && b.Len() == 0) {
				b.WriteRune(numeralRunes[d])
			}
			if p.r != 0 {
				b.WriteRune(p.r)
			}
		}
	}
	return b.String()
}

var numeralRunes = []rune("零一二三四五六七八九")

// percentSaid begins a percentage said in characters.
const percentSaid = "百分之"

// askOtherwise asks a yes-or-no question another way: "客厅灯开着吗" ↔
// "客厅灯是不是开着" ↔ "客厅灯开着没有"; 现在 may come before the state.
func askOtherwise(cl clause, _ []string) []clause {
	c := cl.core
	n := len(c)
	if n < 3 {
		return nil
	}
	stateAt := func(i int) bool {
		return i >= 0 && i < n && (c[i].typ == grammar.State || c[i].typ == grammar.Verb && doneStates[c[i].word])
	}
	with := func(core ...[]piece) []clause {
		return []clause{{lead: cl.lead, core: slices.Concat(core...), tail: cl.tail}}
	}
	switch {
	case c[n-1].typ == grammar.Quest && c[n-1].word == questionMark && stateAt(n-2) && object(c[:n-2]):
		var out []clause
		out = append(out, with(c[:n-2], []piece{word(grammar.Quest, isItSo)}, c[n-2:n-1])...)
		out = append(out, with(c[:n-1], []piece{word(grammar.Quest, notYetSaid)})...)
		out = append(out, with(c[:n-2], []piece{word(grammar.Quest, nowSaid)}, c[n-2:])...)
		return out
	case c[n-2].typ == grammar.Quest && c[n-2].word == isItSo && stateAt(n-1) && object(c[:n-2]):
		return with(c[:n-2], c[n-1:], []piece{word(grammar.Quest, questionMark)})
	case c[n-1].typ == grammar.Quest && (c[n-1].word == notYetSaid || c[n-1].word == notYet) && stateAt(n-2) && object(c[:n-2]):
		return with(c[:n-1], []piece{word(grammar.Quest, questionMark)})
	}
	return nil
}

// traditional writes a text in traditional characters, as a user in
// Taiwan or Hong Kong does (the pack reads them through simplifiedOf).
func traditional(text string, _ []string) []string {
	trad := traditionalOf()
	out := []rune(text)
	changed := false
	for i, r := range out {
		if t, ok := trad[r]; ok {
			out[i], changed = t, true
		}
	}
	if !changed {
		return nil
	}
	return []string{string(out)}
}

// traditionalOf is the traditional character of each simplified one that
// has one: the first of simplifiedOf.
var traditionalOf = sync.OnceValue(func() map[rune]rune {
	m := map[rune]rune{}
	for _, p := range simplifiedOf {
		if _, ok := m[p[1]]; !ok && p[0] != p[1] {
			m[p[1]] = p[0]
		}
	}
	return m
})
