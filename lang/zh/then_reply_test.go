package zh

import (
	"reflect"
	"testing"

	"edge/ir"
)

// TestThenOpensReply: a reply opened by a word of "then" (那, 那就, 那么,
// 那样的话) answers as it does without it, whether it says yes, no, which
// one or all; 那 that points at a thing (那个书房的, 那盏) stays a reply of
// its own.
func TestThenOpensReply(t *testing.T) {
	replies := []string{"好吧", "好的", "行", "行吧", "确认", "可以", "没问题", "就这样吧", "就这么办", "算了", "不要了", "不用了",
		"取消吧", "不关了", "卧室吧", "卧室的", "书房的吧", "第二个", "全部", "都要", "除了卧室"}
	n := 0
	for _, then := range thenWords {
		for _, sep := range []string{"", "，"} {
			for _, said := range replies {
				want, err := (pack{}).ParseReply(said)
				if err != nil {
					t.Fatalf("ParseReply(%q): %v", said, err)
				}
				got, err := (pack{}).ParseReply(then + sep + said)
				if err != nil || !reflect.DeepEqual(got, want) {
					t.Errorf("ParseReply(%q) = %+v, %v; want %+v", then+sep+said, got, err, want)
				}
				n++
			}
		}
	}
	for _, said := range []string{"那个", "那个书房的", "那盏", "那边的", "那里的"} {
		if thenOpened(said) != said {
			t.Errorf("thenOpened(%q) = %q, want it unchanged", said, thenOpened(said))
		}
	}
	if n < 100 {
		t.Errorf("%d wordings, want at least 100", n)
	}
}

// TestRequestTagsSayYes: a word that asks whether a command may be done
// (好吧, 行啊), said alone after a question, is a yes.
func TestRequestTagsSayYes(t *testing.T) {
	for _, said := range []string{"好吧", "好嘛", "好哇", "行啊", "好吧好吧", "那好吧", "嗯，好吧"} {
		if r, err := (pack{}).ParseReply(said); err != nil || r.Kind != ir.Yes {
			t.Errorf("ParseReply(%q) = %+v, %v; want a yes", said, r, err)
		}
	}
}
