package zh

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"edge/lang"
)

// TestPlaceThere says every room word of the pack with every word of
// there and of here right after it, in commands of switching, of change
// and questions: the same reading as the room said alone. A word of there
// before a name is no place of the speaker's and no word of nothing: it
// is the place last spoken of (There), not the name said alone.
func TestPlaceThere(t *testing.T) {
	words := strings.Fields(thereWords)
	for w := range hereAfterName {
		words = append(words, w)
	}
	n := 0
	for _, room := range strings.Fields(rooms) {
		for _, w := range words {
			for _, tpl := range []string{"%s%s关一下", "把%s%s的灯关了", "%s%s亮一点吧", "小爱同学 %s%s开一下", "%s%s的灯开着吗"} {
				said := fmt.Sprintf(tpl, room, w)
				alone := fmt.Sprintf(tpl, room, "")
				got, err := (pack{}).Parse(said)
				want, werr := (pack{}).Parse(alone)
				if err != nil || werr != nil || unfilled(got) != unfilled(want) {
					t.Errorf("%q = %v, %v; want %v as %q", said, got, err, want, alone)
				}
				n++
			}
		}
	}
	for _, w := range strings.Fields(thereWords) {
		for _, tpl := range []string{"%s的灯关了", "把%s的灯打开"} {
			said := fmt.Sprintf(tpl, w)
			got, _ := (pack{}).Parse(said)
			want, _ := (pack{}).Parse(fmt.Sprintf(tpl, ""))
			if unfilled(got) == unfilled(want) {
				t.Errorf("%q reads as the name alone: %v", said, got)
			}
			if len(got) != 1 || !slices.ContainsFunc(got[0], func(p lang.Phrase) bool { return p.There }) {
				t.Errorf("%q = %v, want the place last spoken of (There)", said, got)
			}
			n++
		}
	}
	if n < 100 {
		t.Errorf("%d wordings, want at least 100", n)
	}
}

// unfilled is a reading without its words of no meaning.
func unfilled(cs []lang.Clause) string {
	out := make([]lang.Clause, len(cs))
	for i, c := range cs {
		out[i] = slices.DeleteFunc(slices.Clone(c), func(p lang.Phrase) bool { return p.Kind == lang.Filler })
	}
	return fmt.Sprint(out)
}
