package zh

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// A correction opened as people open one (我说的是床头灯, 我是说楼梯灯, 我指的是…,
// 我的意思是…, 错了，是卫生间的, 说错了, 搞错了, 弄错了; 不是卧室，是客厅, 不是这个，厨房灯)
// and ending in a name, with no verb, is the correction 不对，是… says: the
// last command on what is named. These were not understood.

// meantSaid are the words of "I mean" the lexer reads as one (我是说 glued
// to the name after it otherwise); they are fillers before a command.
const meantSaid = `我是说 我意思是`

// meantOpeners are the openers as the lexer reads them.
var meantOpeners = [][]string{
	{"我是说"}, {"我意思是"}, {"我说", "的", "是"}, {"我指", "的", "是"}, {"我的", "意思", "是"}, {"我的", "意思", "是说"},
	{"错", "了"}, {"说错", "了"}, {"搞错", "了"}, {"弄错", "了"}, {"我说错", "了"}, {"我", "说错", "了"},
}

// notThis opens a correction that says first what is not meant (不是卧室，是客厅).
var notThis = []string{"不", "是"}

// corrected is how the reply grammar's correction opens: 不对, then a pause.
func corrected(pos lexer.Position) []lexer.Token {
	return []lexer.Token{{Type: grammar.Kw, Value: "不", Pos: pos}, {Type: grammar.Kw, Value: "对", Pos: pos}, {Type: grammar.Sep, Value: ",", Pos: pos}}
}

// meant reads such a correction as 不对, a pause and the name.
func meant(toks []lexer.Token) []lexer.Token {
	i := 0
	for i < len(toks) && toks[i].Type == grammar.Filler && !opens(toks[i:]) {
		i++ // 嗯，我是说…
	}
	if i == len(toks) || slices.ContainsFunc(toks, func(t lexer.Token) bool { return t.Type == grammar.Verb || t.Type == grammar.Neg }) {
		return toks
	}
	rest := -1
	if n := openersAt(toks[i:]); n > 0 {
		rest = i + n
	} else if startsWith(toks[i:], notThis) {
		for k := i + len(notThis); k < len(toks); k++ {
			if toks[k].Type == grammar.Sep {
				rest = k // 不是卧室，是客厅: what follows the pause
				break
			}
		}
	}
	if rest < 0 {
		return toks
	}
	for rest < len(toks) && toks[rest].Type == grammar.Sep {
		rest++
	}
	if rest == len(toks) {
		return toks
	}
	return append(corrected(toks[i].Pos), toks[rest:]...)
}

// openersAt is the number of tokens of the openers they begin with, said
// one after another with or without pauses (错了错了，是楼梯灯; 不对，我说的是楼梯灯;
// 哎呀错了错了): a 不对 counts only before another opener. 0 for none.
func openersAt(toks []lexer.Token) int {
	n, said := 0, false
	for {
		k := n
		for k < len(toks) && toks[k].Type == grammar.Sep {
			k++
		}
		switch m := openerAt(toks[k:]); {
		case m > 0:
			n, said = k+m, true
		case startsWith(toks[k:], wrongSaid):
			n = k + len(wrongSaid)
		default:
			if !said {
				return 0
			}
			return n
		}
	}
}

// wrongSaid is 不对 as the lexer reads it: before an opener, one more.
var wrongSaid = []string{"不", "对"}

// opens reports whether the tokens begin with an opener.
func opens(toks []lexer.Token) bool { return openerAt(toks) > 0 }

// openerAt is the number of tokens of the opener they begin with, 0 for none.
func openerAt(toks []lexer.Token) int {
	for _, o := range meantOpeners {
		if startsWith(toks, o) {
			return len(o)
		}
	}
	return 0
}

// startsWith reports whether the tokens' values begin with words.
func startsWith(toks []lexer.Token, words []string) bool {
	if len(toks) < len(words) {
		return false
	}
	for k, w := range words {
		if toks[k].Value != w {
			return false
		}
	}
	return true
}
