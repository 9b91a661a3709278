package zh

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// afterDone are the words said after a command that another follows
// ("床头灯关掉之后大白打开", "关掉电视以后把灯打开"); thenSaidAs is the joining
// word they are read as.
var afterDone = []string{"以后", "之后"}

const thenSaidAs = "然后"

// thenAfter reads 以后 or 之后 said right after a command, a verb before it
// in its clause and another verb after it ("床头灯关掉之后大白打开", "把电视关了
// 以后打开台灯", "关掉电视以后把灯打开"), as 然后: the two commands, one after
// the other. They were read into a name (找不到“之后大白”). After what is no
// command ("回家以后开空调", "吃完饭以后关电视") or with no verb after ("关灯以后
// 睡觉") nothing is read: a time edge cannot tell is never now.
func thenAfter(toks []lexer.Token) []lexer.Token {
	for i := 1; i < len(toks); i++ {
		t, rest := toks[i], toks[i+1:]
		if len(rest) > 0 && rest[0].Type == grammar.Sep {
			rest = rest[1:] // "关掉电视以后，把灯打开"
		}
		if t.Type != grammar.Han || !verbAfter(rest) {
			continue
		}
		for _, w := range afterDone {
			switch {
			case toks[i-1].Type == grammar.Verb && namedBefore(toks[:i-1]) && strings.HasPrefix(t.Value, w):
				toks = splitThen(toks, i, 0, w)
			case toks[i-1].Type == grammar.Verb && strings.HasSuffix(t.Value, w) && t.Value != w:
				toks = splitThen(toks, i, utf8.RuneCountInString(t.Value)-utf8.RuneCountInString(w), w)
			default:
				continue
			}
			break
		}
	}
	return toks
}

// splitThen cuts the word w out of toks[i], at rune at of it, as a
// joining word of its own.
func splitThen(toks []lexer.Token, i, at int, w string) []lexer.Token {
	t := toks[i]
	rs := []rune(t.Value)
	then := t
	then.Type, then.Value = grammar.Conj, thenSaidAs
	then.Pos.Offset += at
	then.Pos.Column += at
	var out []lexer.Token
	if at > 0 {
		before := t
		before.Value = string(rs[:at])
		out = append(out, before)
	}
	out = append(out, then)
	if rest := rs[at+utf8.RuneCountInString(w):]; len(rest) > 0 {
		after := t
		after.Value = string(rest)
		after.Pos.Offset = then.Pos.Offset + utf8.RuneCountInString(w)
		after.Pos.Column = then.Pos.Column + utf8.RuneCountInString(w)
		out = append(out, after)
	}
	return slices.Concat(toks[:i], out, toks[i+1:])
}
