package zh

import (
	"slices"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
	"edge/lang"
)

// A state said too much or too little with any word of degree of spoken
// Chinese is the wish 太 says: before it (超热, 特别冷, 真暗, 挺吵的, 贼亮, 老热了,
// 可冷了, 非常闷) or after it (热死了, 冷死我了 (死, then 我了), 热得要命, 冷得不行, 吵得很, 热爆了,
// 闷得慌, 声音大死了). They were not understood. A word of size (大, 高, 小,
// 低) takes only the words after it, and 有点 (有些) before it: 超大 and 特别高
// may be of a name, and 大声 and 小声 none (声音大死了 is said of a size);
// 音量有点低 and 温度有点高 were a name not found (找不到“低”). 很 is
// left out, a plain word of being that asks as well as it complains
// (卧室很热吗 asks the temperature). After a verb and 得 such a word says
// how a thing is to be, no complaint (把灯调得特别亮): it is left as it
// was (degreeDone), where 调得太亮了 is a complaint of what was done.

// degreesBefore and degreesAfter are the words of degree said before and
// after a state; sizeStates are the states of a size, and voiced those of
// a voice. 好 and 有点 (有点儿, 有一点) are said of every state, where the
// phrasebook had them of a few: 客厅有点黑, 好黑啊, 有点刺眼, 电视好响 were not
// understood, where 太黑了 and 有点暗 were.
var (
	degreesBefore = strings.Fields("超 超级 特别 真 挺 巨 贼 老 可 非常 十分 有些 蛮 怪 过于 太过 好 有点 有点儿 有一点 有一点儿")
	degreesAfter  = strings.Fields("死了 死 得要命 得要死 得不行 得很 爆了 坏了 得慌")
	sizeStates    = map[string]bool{"大": true, "高": true, "小": true, "低": true}
	sizeDegrees   = strings.Fields("有点 有点儿 有一点 有一点儿 有些")
	voiced        = map[string]bool{"大声": true, "小声": true}
)

// degreeWishes are the wishes feelingWords made, and what each wishes.
var degreeWishes = map[string]lang.Change{}

// wishOf is what a word of a state said too much or too little wishes
// ("太亮", "热死了"); ok is false for any other word.
func wishOf(w string) (c lang.Change, ok bool) {
	if c, ok = wishes[w]; ok {
		return c, true
	}
	c, ok = degreeWishes[w]
	return c, ok
}

// feelingWords adds each state that 太 makes a wish of, with every word of
// degree, as the same wish.
func feelingWords(words map[string]lexer.TokenType) {
	add := func(w, base string) {
		if _, ok := words[w]; ok {
			return
		}
		words[w] = grammar.Rel
		degreeWishes[w] = wishes[base]
	}
	for base := range wishes {
		state, ok := strings.CutPrefix(base, tooMuch)
		if !ok {
			continue
		}
		for _, d := range degreesAfter {
			add(state+d, base)
		}
		if voiced[state] {
			continue
		}
		if sizeStates[state] {
			for _, d := range sizeDegrees {
				add(d+state, base) // 音量有点低, 温度有点高
			}
			continue
		}
		for _, d := range degreesBefore {
			add(d+state, base)
		}
	}
}

// degreeDone leaves a word of degree said after a verb and 得 as it was
// before feelingWords: how a thing is to be, never a wish; and drops who
// a state is too much for after 死 (热死我了, 吵死人了).
func degreeDone(toks []lexer.Token) []lexer.Token {
	for i := 0; i < len(toks); i++ {
		_, made := degreeWishes[toks[i].Value]
		if !made || toks[i].Type != grammar.Rel {
			continue
		}
		if i >= 2 && doneHow[toks[i-1].Value] && toks[i-2].Type == grammar.Verb {
			toks[i].Type = grammar.Han
			continue
		}
		if i+1 < len(toks) && strings.HasSuffix(toks[i].Value, "死") && sufferers[toks[i+1].Value] {
			toks = slices.Delete(toks, i+1, i+2)
		}
	}
	return toks
}

// sufferers are who a state is too much for, said after 死.
var sufferers = map[string]bool{"我": true, "我们": true, "人": true, "我了": true, "人了": true}

// isWish reports a word of a state said too much or too little.
func isWish(w string) bool {
	_, ok := wishOf(w)
	return ok
}
