package zh

import (
	"slices"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// The speaker asking whether they did a thing, or forgot to (我关了厨房灯吗,
// 我有没有锁门, 我是不是忘了关厨房灯, 我忘了锁门吗, 我忘没忘关车库门, 是不是忘了关车库门),
// asks the state: whether it is done, or, forgotten, whether it is in the
// state the verb did not bring (忘了关厨房灯: is it on), as 厨房灯没关吗 asks
// (countedNot). They were not understood, or a name with 我 in it not
// found. What the speaker says they did with no question (我开了灯) is
// still no command (speakerDid).

// yesNoWords are the words that make a clause a question of yes or no.
var yesNoWords = []string{"吗", "么", "是不是", "有没有", "没有", "没", "是否"}

// speakerAsked reads such a clause: the speaker is a filler, and a word
// of forgetting before a verb is 没.
func speakerAsked(toks []lexer.Token) []lexer.Token {
	start := 0
	for start < len(toks) {
		end := start
		for end < len(toks) && toks[end].Type != grammar.Sep {
			end++
		}
		said := askedOfSpeaker(slices.Clone(toks[start:end]))
		toks = slices.Concat(toks[:start], said, toks[end:])
		start += len(said) + 1
	}
	return toks
}

// askedOfSpeaker reads one clause.
func askedOfSpeaker(c []lexer.Token) []lexer.Token {
	if !slices.ContainsFunc(c, func(t lexer.Token) bool { return t.Type == grammar.Quest && slices.Contains(yesNoWords, t.Value) }) {
		return c
	}
	i := 0
	for i < len(c) && c[i].Type == grammar.Filler {
		i++
	}
	if i == len(c) {
		return c
	}
	spoke := false
	if w := c[i].Value; c[i].Type == grammar.Han {
		for _, s := range speakers {
			if rest, ok := strings.CutPrefix(w, s); ok && (rest == "" || forgot(rest)) {
				spoke = true
				c[i].Type, c[i].Value = grammar.Filler, s
				if rest != "" {
					c = slices.Insert(c, i+1, lexer.Token{Type: grammar.Han, Value: rest, Pos: c[i].Pos})
				}
				break
			}
		}
	}
	k := i
	if spoke {
		k++
	}
	for k < len(c) && c[k].Type == grammar.Quest && slices.Contains(yesNoWords, c[k].Value) && c[k].Value != notSaid {
		k++ // 是不是, 有没有
	}
	if k+2 < len(c) && c[k].Type == grammar.Han && forgot(c[k].Value) && c[k+1].Value == notSaid && forgot(c[k+2].Value) {
		// 忘没忘: whether it was forgotten
		c[k+1].Type, c[k+1].Value = grammar.Quest, yesNoWords[2]
		c = slices.Delete(c, k, k+1)
		k++
	}
	if k < len(c) && c[k].Type == grammar.Han && forgot(c[k].Value) {
		c[k].Type, c[k].Value = grammar.Quest, notSaid
		if k+1 < len(c) && c[k+1].Type == grammar.Filler && c[k+1].Value == "了" {
			c = slices.Delete(c, k+1, k+2)
		}
		return c
	}
	if k < len(c) && c[k].Type == grammar.Quest && c[k].Value == notSaid {
		k++ // 我是不是没锁门
	}
	if spoke && !acted(c[k:]) {
		c[i].Type = grammar.Han // the speaker asked of no deed: left as it was
	}
	return c
}

// forgot reports a word of forgetting.
func forgot(w string) bool { return slices.Contains(forgotWords, w) }
