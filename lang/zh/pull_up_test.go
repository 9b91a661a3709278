package zh

import (
	"fmt"
	"testing"

	"edge/lang"
)

// TestPullUpRaises says 拉起来 of every blind and garage door word of the
// pack, with a room or none before it and the ways a command is opened
// and ended ("把百叶窗拉起来", "帮我把卧室的卷帘拉起来吧"): it opens them,
// where it closed them. Said of a curtain it still closes.
func TestPullUpRaises(t *testing.T) {
	n := 0
	verbOf := func(said string) string {
		cs, err := (pack{}).Parse(said)
		if err != nil || len(cs) != 1 {
			t.Errorf("%q = %v, %v", said, cs, err)
			return ""
		}
		n++
		c, _ := pack{}.Reinterpret(cs[0])
		for _, p := range c {
			if p.Kind == lang.Verb {
				return p.Word
			}
		}
		return ""
	}
	forms := []string{"把%s拉起来", "%s拉起来", "帮我把%s拉起来吧", "麻烦%s拉起来一下", "请把%s给拉起来"}
	for class, raised := range map[string]string{"blind": "open", "garage_door": "open", "curtain": "close"} {
		for _, w := range vocab.Classes[class] {
			for _, room := range []string{"", "卧室", "客厅的"} {
				for _, f := range forms {
					said := fmt.Sprintf(f, room+w)
					if got := verbOf(said); got != raised {
						t.Errorf("%q: verb %q, want %q", said, got, raised)
					}
				}
			}
		}
	}
	if n < 100 {
		t.Errorf("%d wordings, want at least 100", n)
	}
}
