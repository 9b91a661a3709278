package zh

import (
	"strings"
	"testing"
)

// deedVerbs and deedObjects make the deeds told and the commands of the
// tests below: a verb done, and what it was done to.
var (
	deedVerbs   = []string{"开了", "关了", "打开了", "关掉了", "关上了", "关闭了", "拉开了", "锁了"}
	deedObjects = []string{"客厅灯", "卧室灯", "空调", "电视", "车库门", "所有灯", "卧室的灯", "前门"}
)

// TestDeedTold: a verb done before its object with nothing that asks for
// it ("开了客厅灯", "关了卧室灯", "打开了车库门", "嗯，关了电视了") says what
// was done and is not understood: it switched the living room's light on
// or off. The same said with a question ("开了客厅灯吗", "关了电视没有")
// stays a question.
func TestDeedTold(t *testing.T) {
	n := 0
	for _, v := range deedVerbs {
		for _, o := range deedObjects {
			for _, before := range []string{"", "嗯，", "哎"} {
				for _, after := range []string{"", "了", "。"} {
					said := before + v + o + after
					if cs, err := (pack{}).Parse(said); err == nil {
						t.Errorf("%q: read as %v", said, cs)
					}
					n++
				}
			}
			for _, q := range []string{"吗", "没有", "没"} {
				said := v + o + q
				if got := phrasesOf(t, said); !strings.Contains(got, "Quest") {
					t.Errorf("%q: read as %s, no question", said, got)
				}
				n++
			}
		}
	}
	if n < 500 {
		t.Errorf("%d wordings, want at least 500", n)
	}
}

// TestDeedAskedFor: a verb done before its object said with a request is
// the command, as said with 吧: a politeness or haste before it ("帮我关了
// 客厅灯", "快关了电视"), a particle of request or thanks after it ("关了
// 客厅灯呗", "关了电视，谢谢"), or a command after it. 把 before the object
// ("把客厅灯关了"), the object first ("客厅灯关了吧") and nothing said after
// the verb ("关了吧", "关了它") are commands too.
func TestDeedAskedFor(t *testing.T) {
	n := 0
	for _, v := range deedVerbs {
		for _, o := range deedObjects {
			want := phrasesOf(t, v+o+"吧")
			if !strings.Contains(want, "Verb") {
				t.Errorf("%q: read as %s, no command", v+o+"吧", want)
			}
			for _, said := range []string{"帮我" + v + o, "叫助手" + v + o, "你去" + v + o, "请" + v + o, "快" + v + o, "麻烦" + v + o, "赶紧" + v + o,
				v + o + "呗", v + o + "，谢谢", v + o + "好吗", v + o + "吧谢谢"} {
				if got := strings.TrimSuffix(phrasesOf(t, said), " | "); got != want {
					t.Errorf("%q\n got %s\nwant %s", said, got, want)
				}
				n++
			}
			if got := phrasesOf(t, v+o+"然后开电视"); !strings.Contains(got, "|") {
				t.Errorf("%q: read as %s, not two commands", v+o+"然后开电视", got)
			}
			n++
		}
	}
	for _, said := range []string{"把客厅灯关了", "客厅灯关了吧", "关了吧", "关了它", "把灯关了", "灯关了吧", "打开了吧"} {
		if got := phrasesOf(t, said); !strings.Contains(got, "Verb") {
			t.Errorf("%q: read as %s, no command", said, got)
		}
		n++
	}
	if n < 500 {
		t.Errorf("%d wordings, want at least 500", n)
	}
}
