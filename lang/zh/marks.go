package zh

import (
	"strconv"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
	"edge/lang"
)

// Marks reads the marks of a Chinese text from its tokens, segmented
// longest word first ("除湿" is a mode, "别的" no negation). A comparison
// says a condition without a 如果; one after 除非 is said as its opposite.
func (pack) Marks(text string) lang.Marks {
	toks := lex.Tokens(text)
	spans := grammar.Spans(text, toks)
	m := lang.Marks{Modes: map[string]string{}}
	opposite := false
	for i, t := range toks {
		switch t.Type {
		case grammar.Neg:
			m.Neg = true
		case grammar.Except:
			m.Except = true
		case grammar.If:
			if grammar.Ahead(toks, i, conditionTypes...) {
				m.Cond = true
				m.Conds = append(m.Conds, condition(toks, spans, i))
			}
			opposite = unless[t.Value]
		}
		if op, ok := comparators[t.Value]; ok && t.Type == grammar.Cmp {
			m.Ops = append(m.Ops, lang.OpSaid(op, opposite))
			m.Cond = true // 低于20度就开暖气: a comparison says a condition
		}
		if mode, ok := modes[t.Value]; ok {
			m.Modes[t.Value] = mode
		}
		if mode, ok := vocab.ArmModes[t.Value]; ok {
			m.Modes[t.Value] = mode
		}
		if n, err := strconv.ParseFloat(t.Value, 64); err == nil && t.Type == grammar.Num {
			m.Numbers = append(m.Numbers, n)
			if i+1 < len(toks) && units[toks[i+1].Value] != "" {
				m.Amounts = append(m.Amounts, lang.Amount{Num: n, Unit: units[toks[i+1].Value]})
			}
		}
	}
	return m
}

// conditionTypes are the tokens that make a 如果 open a condition.
var conditionTypes = []lexer.TokenType{grammar.Cmp, grammar.Num, grammar.State, grammar.Attr}

// condition is where the condition opened by toks[i] was said: to a
// separator, a 然后, a verb, or the 就 or 把 of what it leads to
// ("如果客厅超过26度就把卧室空调打开").
func condition(toks []lexer.Token, spans []grammar.Span, i int) [2]int {
	end := grammar.Until(toks, spans, i, grammar.Sep, grammar.Conj, grammar.Verb)[1]
	for j := i + 1; j < len(toks) && spans[j].Start < end; j++ {
		if toks[j].Type == grammar.Filler && (toks[j].Value == thenSaid || toks[j].Value == objectSaid) {
			return [2]int{spans[i].Start, spans[j-1].End}
		}
	}
	return [2]int{spans[i].Start, end}
}

// objectSaid is the 把 that fronts the object of what a condition leads to.
const objectSaid = "把"
