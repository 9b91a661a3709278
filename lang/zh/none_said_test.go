package zh

import (
	"strings"
	"testing"

	"edge/grammar"
	"edge/ir"
)

// TestNoneOfAll says every word of whatever before 都 or 也, every
// negation word of the pack and several verbs ("什么都不要开", "哪个也别关"),
// after a wake word too: the same reading as 都 and the negation, never a
// question; as an answer to 'which one?' ("哪个都不要") it is no.
func TestNoneOfAll(t *testing.T) {
	negs := strings.Fields(categories[grammar.Neg])
	n := 0
	for w := range whatever {
		for _, also := range []string{all, alsoSaid} {
			for _, neg := range negs {
				for _, tpl := range []string{"%s开", "%s关了", "小爱同学 %s打开吧"} {
					said := strings.Replace(tpl, "%s", w+also+neg, 1)
					alone := strings.Replace(tpl, "%s", all+neg, 1)
					got, err := (pack{}).Parse(said)
					want, werr := (pack{}).Parse(alone)
					if err != nil || werr != nil || unfilled(got) != unfilled(want) {
						t.Errorf("%q = %v, %v; want %v as %q", said, got, err, want, alone)
					}
					n++
				}
			}
		}
		said := w + all + "不要"
		if r, err := (pack{}).ParseReply(said); err != nil || r.Kind != ir.No {
			t.Errorf("ParseReply(%q) = %+v, %v; want a no", said, r, err)
		}
	}
	if n < 100 {
		t.Errorf("%d wordings, want at least 100", n)
	}
}
