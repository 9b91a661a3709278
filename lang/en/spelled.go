package en

import (
	"slices"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// spelled joins a class word said or typed letter by letter, as speech
// recognisers write it and people type it ("turn on the t v", "the t.v.",
// "set the a c to 22"): a run of single letters that together make a
// class word (classes) is that word. A run that makes no class word
// ("a", "i") is left as it is.
func spelled(toks []lexer.Token) []lexer.Token {
	for i := 0; i < len(toks); i++ {
		j := i
		for j < len(toks) && letter(toks[j].Value) {
			j++
		}
		if j-i < 2 {
			continue
		}
		var b strings.Builder
		for _, t := range toks[i:j] {
			b.WriteString(t.Value)
		}
		w := b.String()
		if _, known := classes.word[w]; !known {
			continue
		}
		t := toks[i]
		t.Type, t.Value = grammar.Word, w
		if k, ok := typoLex[w]; ok && !typoContent[w] {
			t.Type = k
		}
		toks = slices.Insert(slices.Delete(toks, i, j), i, t)
	}
	return toks
}

// letter reports a word of one latin letter.
func letter(w string) bool {
	return len(w) == 1 && w[0] >= 'a' && w[0] <= 'z'
}
