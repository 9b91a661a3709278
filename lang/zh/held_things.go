package zh

import (
	"slices"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// heldThings reads a state said of what a command names, before it with
// 的 ("把开着的灯都关掉", "开着的灯全关了", "把开着的都关了") as a condition
// of it, "如果开着就把灯都关掉": only those in the state are acted on. The
// state was left out, and every light switched off after a yes that listed
// them all. Only a state held (开着, 亮着, 关着), with only a place or
// fillers before it in its clause ("卧室开着的灯关掉"), and a verb after.
func heldThings(toks []lexer.Token) []lexer.Token {
	start := 0
	for i := 0; i+2 < len(toks); i++ {
		t := toks[i]
		if t.Type == grammar.Sep || t.Type == grammar.Conj {
			start = i + 1
			continue
		}
		if t.Type != grammar.State || !strings.HasSuffix(t.Value, heldSaid) || toks[i+1].Value != possessiveSaid {
			continue
		}
		if slices.ContainsFunc(toks[start:i], func(t lexer.Token) bool { return t.Type != grammar.Filler && t.Type != grammar.Han }) || !verbAfter(toks[i+2:]) {
			continue
		}
		pos := toks[start].Pos
		cond := []lexer.Token{{Type: grammar.If, Value: unsaidIf, Pos: pos}, t, {Type: grammar.Filler, Value: thenSaid, Pos: pos}}
		cond[1].Pos = pos
		toks = slices.Insert(slices.Delete(toks, i, i+2), start, cond...)
		i = start + len(cond)
	}
	return toks
}

// possessiveSaid is 的.
const possessiveSaid = "的"

// verbAfter reports a verb in the clause the tokens begin.
func verbAfter(toks []lexer.Token) bool {
	for _, t := range toks {
		switch t.Type {
		case grammar.Sep, grammar.Conj:
			return false
		case grammar.Verb:
			return true
		}
	}
	return false
}
