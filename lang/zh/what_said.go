package zh

import (
	"strings"

	"github.com/alecthomas/participle/v2/lexer"
)

// 啥 is the 什么 of everyday northern speech ("客厅灯啥颜色", "卧室空调啥模
// 式", "还有啥开着", "啥灯开着", "扫地机在干啥"): every word of the lexicon
// said with 什么 is said with 啥 too, and means what it means. They were
// read into names ("找不到“灯啥”") or not understood. The words that have
// 啥 of their own (为啥, 没啥, 那个啥) stay as they are.
const (
	whatSaid   = "什么"
	whatSpoken = "啥"
)

// whatSpokenWords are the words said with 啥 in place of 什么, and the
// words they stand for; whatSpokenLexicon adds them to a lexicon's words.
var whatSpokenWords = map[string]string{}

func whatSpokenLexicon(words map[string]lexer.TokenType) {
	for w := range words {
		if !strings.Contains(w, whatSaid) {
			continue
		}
		said := strings.ReplaceAll(w, whatSaid, whatSpoken)
		if _, ok := words[said]; !ok {
			whatSpokenWords[said] = w
		}
	}
	for said, w := range whatSpokenWords {
		words[said] = words[w]
	}
}

// whatSpokenRead reads a word said with 啥 as the word it stands for.
func whatSpokenRead(toks []lexer.Token) []lexer.Token {
	for i := range toks {
		if w, ok := whatSpokenWords[toks[i].Value]; ok && !named(toks[i]) {
			toks[i].Value = w
		}
	}
	return toks
}
