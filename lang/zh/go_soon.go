package zh

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// hurryWords are the words of haste a 去 ("go and") may follow before a
// command ("快去关掉客厅灯", "赶紧去把电视关了", "马上去开空调").
var hurryWords = append([]string{"快点", "赶快", "赶紧", "马上", "立刻", "立即"}, soonWords...)

// goAfterHurry reads 去 said right after a word of hurryWords, or first in
// its clause, and before a command (a verb or a change, or 把, after
// fillers; a room may come between: 去厨房把灯关了) as a filler: it was the
// command "go" and the words after it no name ("快客厅灯不能这样操作",
// "门不能这样操作").
// 去 said alone ("扫地机去充电") or with no command after it ("快去厨房")
// stays as it was.
func goAfterHurry(toks []lexer.Token) []lexer.Token {
	for i := 0; i < len(toks); i++ {
		if toks[i].Value != goSaid || !(i > 0 && hurried(toks[i-1].Value) || opensClause(toks, i)) || !commandNext(afterPlace(toks[i+1:])) {
			continue
		}
		toks[i].Type = grammar.Filler
		if i > 0 && toks[i-1].Value == hurry {
			toks[i-1].Type = grammar.Filler // 快去: haste, never a word of the name after it
		}
	}
	return toks
}

// opensClause reports a token at i that only fillers come before in its
// clause: 去 said first ("去把门锁了", "去厨房把灯关了") is "go and", as after
// haste.
func opensClause(toks []lexer.Token, i int) bool {
	for k := i - 1; k >= 0 && toks[k].Type != grammar.Sep; k-- {
		if toks[k].Type != grammar.Filler {
			return false
		}
	}
	return true
}

// afterPlace is the tokens after a room said first ("厨房把灯关了": 把灯关了),
// or all of them.
func afterPlace(toks []lexer.Token) []lexer.Token {
	if len(toks) > 1 && toks[0].Type == grammar.Han && slices.Contains(roomWords, toks[0].Value) {
		return toks[1:]
	}
	return toks
}

// hurried reports a word of hurryWords or 快, alone or after the one
// spoken to ("你快", "你赶紧").
func hurried(w string) bool {
	return w == hurry || slices.Contains(hurryWords, w) || addressee(w) && !slices.Contains(addressees, w)
}

// 快 said first and run into a name ("快空调关了", "快客厅灯关掉", "快卧室空调
// 开一下") is haste, as 快点 and 赶紧 are: the recogniser writes no pause,
// and it was read into the name (找不到“快空调”). Only said first, and
// not where 快 begins a word of its own (快递, 快速, 快充, 快煮壶, 快门;
// 快门厅灯 is the hall's): a name that begins with 快 otherwise is found by
// the rest of it, or asked about.
const hurry = "快"

// hurryWordsOf are the characters that make a word with 快 before them.
const hurryWordsOf = "递速捷充煮门照乐讯报件手"

// hurriedFirst takes 快 off the start of the name said first into a filler
// of its own.
func hurriedFirst(toks []lexer.Token) []lexer.Token {
	i := firstSaid(toks)
	if i == len(toks) || toks[i].Type != grammar.Han {
		return toks
	}
	t := toks[i]
	rest, ok := strings.CutPrefix(t.Value, hurry)
	room := slices.ContainsFunc(roomWords, func(w string) bool { return strings.HasPrefix(rest, w) })
	if r, _ := utf8.DecodeRuneInString(rest); !ok || rest == "" || strings.ContainsRune(hurryWordsOf, r) && !room {
		return toks
	}
	haste, named := fillerOff(t, hurry)
	return slices.Concat(toks[:i], []lexer.Token{haste, named}, toks[i+1:])
}

// youGo is 你去, which passes the command after it on ("你去把灯关了"): with
// no command after it ("你去楼上", "你去睡觉") it is said to a person, and
// its 去 is the verb "go", which sends nothing home (compile): "楼上" was
// read as a place listed after the command before ("关掉客厅风扇，你去楼上"
// switched off the upstairs fan too).
const youGo = "你去"

// goneSaidTo splits 你去 with no command after it into 你 and the verb 去.
func goneSaidTo(toks []lexer.Token) []lexer.Token {
	for i := 0; i < len(toks); i++ {
		if toks[i].Value != youGo || toks[i].Type != grammar.Filler || commandNext(toks[i+1:]) {
			continue
		}
		you, goes := fillerOff(toks[i], strings.TrimSuffix(youGo, goSaid))
		goes.Type = grammar.Verb
		toks = slices.Insert(slices.Delete(toks, i, i+1), i, you, goes)
	}
	return toks
}
