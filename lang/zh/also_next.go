package zh

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A second command after 另外 or 还有 ("打开台灯另外把电视关了", "把电视关了，
// 另外客厅空调也关了", "关掉客厅主灯，还有把电视也关了"): the word says "and
// also", as 顺便 does, after a command and before what begins another (把,
// a verb, 也, or a name of a kind of thing). 另外 was read into a name or as
// an exception (外), 还有 as a question, and nothing was understood.
// Before what is no command (另外一盏灯, 另外那个: "the other one"), or with a
// question after it ("…还有电视开着吗"), it is as it was. 另外 said first
// ("另外，把电视关了", 另外客厅灯关一下, 另外声音小点) is "also" of what was
// said in a turn before, and what follows is as said without it, unless
// it points at the other one (pointsOther).

// alsoNextWords are the words of "and also" that may begin a second
// command; 另外 is lexed as a joining word, 还有 as a question word.
var alsoNextWords = map[string]bool{"另外": true, alsoListing: true}

// otherOne is 另外 where it is no join: it stays in the name it is said
// with, which is found in no home.
const otherOne = "另外"

// alsoNext reads a word of alsoNextWords after a command and before a
// second one as a joining word; 另外 anywhere else is read as a name.
func alsoNext(toks []lexer.Token) []lexer.Token {
	for i, t := range toks {
		if !alsoNextWords[t.Value] || t.Type != grammar.Conj && t.Type != grammar.Quest {
			continue
		}
		next := i + 1
		for next < len(toks) && toks[next].Type == grammar.Sep {
			next++ // 另外，把电视关了
		}
		if commandBefore(toks[:i]) && beginsCommand(toks[next:]) || t.Value == otherOne && firstSaid(toks) == i && !pointsOther(toks[next:]) {
			toks[i].Type = grammar.Conj
		} else if t.Value == otherOne {
			toks[i].Type = grammar.Han
		}
	}
	return toks
}

// pointsOther reports the words after 另外 that make it "the other":
// nothing, a reference, a number or a measure word, a demonstrative, or
// 的 (另外那个, 另外一盏灯, 另外两个, 另外的灯, 另外个).
func pointsOther(toks []lexer.Token) bool {
	if len(toks) == 0 {
		return true
	}
	t := toks[0]
	r, _ := utf8.DecodeRuneInString(t.Value)
	return t.Type == grammar.Ref || t.Type == grammar.Num || t.Value == de ||
		countMeasures[t.Value] && !objectMarks[t.Value] || t.Type == grammar.Han && strings.ContainsRune("一两几那这", r)
}

// commandBefore reports a verb said before, and no question word.
func commandBefore(toks []lexer.Token) bool {
	return slices.ContainsFunc(toks, isVerb) &&
		!slices.ContainsFunc(toks, func(t lexer.Token) bool { return t.Type == grammar.Quest })
}

// beginsCommand reports what begins a command of its own, with a verb in
// it and no question word: 把, a verb, 也 or 再, or a name of a kind of
// thing.
func beginsCommand(toks []lexer.Token) bool {
	if len(toks) == 0 || slices.ContainsFunc(toks, func(t lexer.Token) bool { return t.Type == grammar.Quest }) ||
		!slices.ContainsFunc(toks, isVerb) {
		return false
	}
	switch first := toks[0]; {
	case objectMarks[first.Value], first.Type == grammar.Verb, first.Type == grammar.Conj:
		return true
	default:
		return named(first) && classAt(first.Value)
	}
}
