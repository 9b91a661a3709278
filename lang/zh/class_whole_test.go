package zh

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"
)

// TestClassWordsWhole: a class word of three characters or more (加热器,
// 电暖气, 排气扇, 扫地机器人) is read whole wherever a command says it,
// never cut at a word of the grammar inside it: 加热器 was 加, 热 (a
// state) and 器, and the name left, "加器", was heard as the humidifier
// (加湿器).
func TestClassWordsWhole(t *testing.T) {
	frames := []string{"打开%s", "关掉%s", "把%s打开", "把%s关了吧", "%s关一下", "帮我开一下%s", "客厅的%s关掉"}
	n := 0
	for class, words := range vocab.Classes {
		for _, w := range words {
			if utf8.RuneCountInString(w) < 3 {
				continue
			}
			for _, f := range frames {
				said := strings.Replace(f, "%s", w, 1)
				n++
				if !slices.ContainsFunc(lex.Tokens(said), func(tk lexer.Token) bool { return strings.Contains(tk.Value, w) }) {
					t.Errorf("%q: the %s word %q is cut: %v", said, class, w, lex.Tokens(said))
				}
			}
		}
	}
	if n < 200 {
		t.Fatalf("%d utterances: too few to say anything", n)
	}
}
