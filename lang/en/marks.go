package en

import (
	"strconv"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
	"edge/lang"
)

// negators are the words "not" negates a command after ("do not"), and
// negations the words that negate one alone; "never mind" cancels.
var (
	negators  = map[string]bool{"do": true, "does": true}
	negations = map[string]bool{"dont": true, "never": true}
)

// cancelAfterNever is the word that makes "never" a cancel ("never mind").
const cancelAfterNever = "mind"

// Marks reads the marks of an English text from its tokens. A "not" that
// follows no word of an exception ("but not the bedroom") negates; a
// comparison after "unless" is said as its opposite.
func (pack) Marks(text string) lang.Marks {
	toks := lex.Tokens(text)
	spans := grammar.Spans(text, toks)
	m := lang.Marks{Modes: map[string]string{}}
	opposite := false
	for i, t := range toks {
		prev, next := "", ""
		if i > 0 {
			prev = toks[i-1].Value
		}
		if i+1 < len(toks) {
			next = toks[i+1].Value
		}
		switch {
		case t.Value == "not" && negators[prev], negations[t.Value] && !(t.Value == "never" && next == cancelAfterNever):
			m.Neg = true
		case t.Value == "not" && (i == 0 || toks[i-1].Type != grammar.Except):
			m.Neg = true
		case t.Type == grammar.Except:
			m.Except = true
		case t.Type == grammar.If:
			if grammar.Ahead(toks, i, conditionTypes...) {
				m.Cond = true
				m.Conds = append(m.Conds, grammar.Until(toks, spans, i, condEnds...))
			}
			opposite = unless[t.Value]
		}
		if op, ok := comparators[t.Value+" "+next]; ok {
			m.Ops = append(m.Ops, lang.OpSaid(op, opposite))
		} else if op, ok := comparators[t.Value]; ok {
			m.Ops = append(m.Ops, lang.OpSaid(op, opposite))
		}
		if mode, ok := modes[t.Value]; ok {
			m.Modes[t.Value] = mode
		}
		if mode, ok := vocab.ArmModes[t.Value]; ok {
			m.Modes[t.Value] = mode
		}
		if n, err := strconv.ParseFloat(t.Value, 64); err == nil && t.Type == grammar.Num {
			m.Numbers = append(m.Numbers, n)
			if u, ok := units[next]; ok {
				m.Amounts = append(m.Amounts, lang.Amount{Num: n, Unit: u})
			}
		}
	}
	return m
}

// conditionTypes are the tokens that make an "if" open a condition, and
// condEnds those that end it: "if the lounge is above 26, ...", "if it
// is above 26 then ...", "when the door is open turn on ...".
var (
	conditionTypes = []lexer.TokenType{grammar.Cmp, grammar.Num, grammar.State, grammar.Attr}
	condEnds       = []lexer.TokenType{grammar.Sep, grammar.Conj, grammar.Verb}
)
