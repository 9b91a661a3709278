package zh

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// answerIf reads a condition said as the answer to a question of yes or
// no just asked, before a command ("前门锁了吗？没有的话锁上", "灯关了吗，
// 要是没有就关掉", "厨房灯开着吗？是的话关掉") as the state the question
// asked, or its opposite: "没锁的话锁上", "开着的话关掉". It was not
// understood. The question is answered by what is done, or by why nothing
// was ("没有执行：前门锁着"). The state is the question's last verb or
// state, said of its device ("锁了", "开着", "关好"); 的话 or 就 follows
// the answer, 如果 or 要是 may come before it.
func answerIf(toks []lexer.Token) []lexer.Token {
	for s := 1; s+2 < len(toks); s++ {
		if toks[s].Type != grammar.Sep {
			continue
		}
		i := s + 1
		if toks[i].Type == grammar.If {
			i++
		}
		j, yes, tail, ok := answerSaid(toks, i)
		if !ok {
			continue
		}
		base, ok := askedVerb(toks[:s])
		if !ok {
			continue
		}
		said := []lexer.Token{{Type: grammar.Quest, Value: notSaid}, {Type: grammar.Verb, Value: base}}
		if yes {
			said = []lexer.Token{{Type: grammar.State, Value: base + heldSaid}}
		}
		said = append(said, lexer.Token{Type: grammar.Filler, Value: tail})
		pos := toks[i].Pos
		for k := range said {
			said[k].Pos = pos // end to end: no gap between them is a pause
			n := utf8.RuneCountInString(said[k].Value)
			pos.Offset, pos.Column = pos.Offset+n, pos.Column+n
		}
		toks = slices.Insert(slices.Delete(toks, i, j), i, said...)
		s = i + len(said) - 1
	}
	return toks
}

// answerSaid reads an answer and 的话 or 就 after it, in the tokens from i
// however the lexer cut them ("是的话" is 是的 and 话, "不是的话" 不, 是的
// and 话): where they end, whether the answer is yes, and its 的话 or 就.
func answerSaid(toks []lexer.Token, i int) (j int, yes bool, tail string, ok bool) {
	var said strings.Builder
	for j = i; j < len(toks) && j < i+3; j++ {
		said.WriteString(toks[j].Value)
		for _, tail := range []string{ifSaid, thenSaid} {
			if a, cut := strings.CutSuffix(said.String(), tail); cut && (notAnswers[a] || yesAnswers[a]) {
				return j + 1, yesAnswers[a], tail, true
			}
		}
	}
	return 0, false, "", false
}

// notAnswers and yesAnswers are the answers a condition after a question
// says: no, yes.
var (
	notAnswers = map[string]bool{"没有": true, "没": true, "不是": true}
	yesAnswers = map[string]bool{"是": true, "是的": true, "对": true, "对的": true}
)

// heldSaid makes a verb's state ("锁" → "锁着").
const heldSaid = "着"

// askedVerb is the verb of the state a question of yes or no asks, in the
// clause that ends at the end of before: its last verb or state with what
// says it done or held taken off ("锁了" → "锁", "开着" → "开"), where the
// clause ends with a question word and the verb is one of switching,
// opening or locking.
func askedVerb(before []lexer.Token) (string, bool) {
	start := len(before)
	for start > 0 && before[start-1].Type != grammar.Sep {
		start--
	}
	clause := before[start:]
	for len(clause) > 0 && clause[len(clause)-1].Type == grammar.Filler {
		clause = clause[:len(clause)-1]
	}
	if len(clause) < 2 || clause[len(clause)-1].Type != grammar.Quest {
		return "", false
	}
	for k := len(clause) - 2; k >= 0; k-- {
		if t := clause[k]; t.Type == grammar.Verb || t.Type == grammar.State {
			base := strings.TrimRight(t.Value, "了着好上掉")
			return base, askedVerbs[base]
		}
	}
	return "", false
}

// askedVerbs are the verbs whose state a question asks.
var askedVerbs = map[string]bool{"开": true, "关": true, "锁": true}
