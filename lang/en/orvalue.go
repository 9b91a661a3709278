package en

import (
	"slices"
	"strconv"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// orValue reads two numbers said with "or" between them, the second the
// larger ("lower the bedroom ac by two or three degrees", "set the lamp
// to 40 or 50 percent"), after "to", "by" or "at", as about so many: the
// first, as 两三度 is read.
// They were read into a name ("I can't find bedroom ac or").
func orValue(toks []lexer.Token) []lexer.Token {
	for i := 1; i+2 < len(toks); i++ {
		if toks[i].Type != grammar.Num || toks[i+1].Value != "or" || toks[i+2].Type != grammar.Num {
			continue
		}
		if prev := toks[i-1]; prev.Type != grammar.To && prev.Type != grammar.By && prev.Value != atWord {
			continue // a value said alone ("50 or 60") is no command's
		}
		a, errA := strconv.ParseFloat(toks[i].Value, 64)
		b, errB := strconv.ParseFloat(toks[i+2].Value, 64)
		if errA != nil || errB != nil || b <= a {
			continue
		}
		toks = slices.Delete(toks, i+1, i+3)
	}
	return toks
}
