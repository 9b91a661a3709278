package zh

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// repairMarkers say, after a pause, that what was just said was wrong:
// "打开客厅灯，不对，关掉客厅灯", "打开客厅灯，不是，书房灯", "空调调到二十，不，二十
// 二度", "…，哦不，…". What follows them, up to the end, is said instead: a command the
// command, a name the last name, a number the last number. A pause must
// stand on both sides ("打开客厅灯，不是书房灯" says which is not meant),
// and only one command may come before.
var repairMarkers = [][]string{{"不", "对"}, {"不", "是"}, {"说错", "了"}, {"不"}}

// shouldSaid may lead what is said instead ("不对，应该是客厅灯").
const shouldSaid = "应该"

// repairs reads a command put right in the same breath (repairMarkers).
// What it cannot read stays as said: not understood.
func repairs(toks []lexer.Token) []lexer.Token {
	for m := 1; m < len(toks); m++ {
		k := m - 1
		for k > 0 && toks[k].Type == grammar.Filler {
			k-- // "，哦不，"
		}
		if toks[k].Type != grammar.Sep {
			continue
		}
		n := repairAt(toks, m)
		if n == 0 || m+n >= len(toks) || toks[m+n].Type != grammar.Sep {
			continue
		}
		if out, ok := putRight(toks[:k], toks[m+n+1:]); ok {
			return out
		}
		return toks
	}
	return toks
}

// repairAt is how many tokens of a marker start at m, 0 for none.
func repairAt(toks []lexer.Token, m int) int {
	for _, mk := range repairMarkers {
		if startsWith(toks[m:], mk) {
			return len(mk)
		}
	}
	return 0
}

// putRight is before with after said instead of its like: the whole
// command, its last name, or its last number (and unit).
func putRight(before, after []lexer.Token) ([]lexer.Token, bool) {
	lead := 0
	for lead < len(before) && before[lead].Type == grammar.Filler {
		lead++
	}
	verbs := 0
	for _, t := range before {
		if t.Type == grammar.Verb {
			verbs++
		}
		if t.Type == grammar.Sep || t.Type == grammar.Conj {
			return nil, false // more than one command before
		}
	}
	after = putFirst(after)
	if verbs != 1 || len(after) == 0 {
		return nil, false
	}
	switch {
	case slices.ContainsFunc(after, isAny(grammar.Verb)) && !slices.ContainsFunc(after, isAny(grammar.Han)):
		v, w := slices.IndexFunc(before, isAny(grammar.Verb)), slices.IndexFunc(after, isAny(grammar.Verb))
		return slices.Concat(before[:v], after[w:w+1], before[v+1:]), true // "客厅灯关一下，不是，开一下": the verb alone
	case slices.ContainsFunc(after, isAny(grammar.Verb)):
		return slices.Concat(before[:lead], after), true
	case len(after) == 1 && after[0].Type == grammar.Han:
		if i := onlyOne(before, isAny(grammar.Han)); i >= 0 {
			return slices.Concat(before[:i], after, before[i+1:]), true
		}
	case after[0].Type == grammar.Num && !slices.ContainsFunc(after, isAny(grammar.Han)):
		if i := onlyOne(before, isAny(grammar.Num)); i >= 0 && unitsOnly(before[i+1:]) {
			return slices.Concat(before[:i], after), true // not "调到二十度吧": the number said last, with its unit or none
		}
	}
	return nil, false
}

// putFirst is what is said instead without the words that lead it ("不对，
// 是客厅灯", "说错了，应该是开"): 是, 应该 and fillers.
func putFirst(after []lexer.Token) []lexer.Token {
	for len(after) > 1 && (after[0].Type == grammar.Filler || after[0].Value == isSaid || after[0].Value == shouldSaid) {
		after = after[1:]
	}
	return after
}

// unitsOnly reports tokens that are all units of a number said before
// them ("二十四度", "百分之三十"): 度 is read as a question word until it is
// read as a unit.
func unitsOnly(toks []lexer.Token) bool {
	return !slices.ContainsFunc(toks, func(t lexer.Token) bool { return t.Type != grammar.Unit && t.Value != string(degree) })
}

// onlyOne is where the one token of toks that is so stands, -1 for none
// or several.
func onlyOne(toks []lexer.Token, is func(lexer.Token) bool) int {
	i := slices.IndexFunc(toks, is)
	if i < 0 || slices.ContainsFunc(toks[i+1:], is) {
		return -1
	}
	return i
}
