package zh

import (
	"strings"

	"edge/grammar"
	"edge/lang"
)

// A command asked as a question of whether to do it (要不要开空调, 客厅空调要
// 不要开, 需不需要把窗帘拉上) is asked back, as a wish is ("要打开客厅空调
// 吗？"), and done only on a yes: 不要 was read as refusing it, and the
// reply said "好的，不做了".

// whetherWords are the words that ask whether to do what follows.
var whetherWords = []string{"需要不需要", "需不需要", "要不要", "用不用"}

// errWhetherNothing is a question of whether with no command after it.
var errWhetherNothing = grammar.Errorf("a question of whether with no command")

// whether gives the text with the words that ask whether left out.
func whether(text string) (string, bool) {
	for _, w := range whetherWords {
		if before, after, ok := strings.Cut(text, w); ok && after != "" {
			return before + after, true
		}
	}
	return "", false
}

// whetherSaid parses the command asked about, each verb of it a wish.
func whetherSaid(rest string) ([]lang.Clause, error) {
	cls, err := pack{}.parse(rest, false)
	if err != nil {
		return nil, err
	}
	verbs := 0
	for _, c := range cls {
		for i := range c {
			if c[i].Kind == lang.Verb {
				c[i].Wish = true
				verbs++
			}
		}
	}
	if verbs == 0 {
		return nil, errWhetherNothing
	}
	return cls, nil
}
