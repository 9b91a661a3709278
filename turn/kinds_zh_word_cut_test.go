package turn_test

import (
	"context"
	"fmt"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"edge/turn"
)

// notFound is the name a Chinese reply says it cannot find.
var notFound = regexp.MustCompile(`找不到“([^”]*)”`)

// TestChineseWordNeverCutIntoAName says a command whose words hold a word
// of the grammar inside a word edge does not know, with every verb and
// frame: a heat said to reach a value (预热到, 加热到, 烧到) of the oven, the
// kettle, a lamp or the TV, and 热 said against one character (打开加热,
// 关掉热器). Nothing is done, and the reply never names a piece of what
// was said as a name: the devices said cannot be set so (烤箱不能这样操作),
// or the whole word is not found (找不到“加热”). They were 找不到“烤箱预”,
// “电水壶烧不能这样操作”, 找不到“加”, 找不到“器”.
func TestChineseWordNeverCutIntoAName(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	type said struct{ text, want string }
	var all []said
	for _, d := range []string{"烤箱", "电水壶", "台灯", "电视", "客厅主灯"} {
		for _, v := range []string{"预热到", "加热到", "烧到"} {
			for _, value := range []string{"两百度", "八十度", "一百八十度"} {
				for _, f := range []string{"%s%s%s", "把%s%s%s", "帮我把%s%s%s吧"} {
					all = append(all, said{fmt.Sprintf(f, d, v, value), d + "不能这样操作"})
				}
			}
		}
	}
	for _, v := range []string{"打开", "开", "关掉", "关闭"} {
		for _, w := range []string{"加热", "热器"} {
			all = append(all, said{v + w, ""}, said{"帮我" + v + w + "吧", ""})
		}
	}
	for _, w := range []string{"加热", "热器"} {
		all = append(all, said{"把" + w + "打开", ""}, said{"把" + w + "关了", ""})
	}
	if len(all) < 60 {
		t.Fatalf("%d utterances, want at least 60", len(all))
	}
	for i, s := range all {
		r := e.Ask(context.Background(), turn.Request{Text: s.text, Session: fmt.Sprintf("k%d", i), DryRun: true})
		got := summary(r)
		if runs(got) || r.Outcome != "not_understood" {
			t.Errorf("%q: %s %q, want nothing done", s.text, got, r.Say)
			continue
		}
		if s.want != "" && !strings.Contains(r.Say, s.want) {
			t.Errorf("%q: %q, want %q", s.text, r.Say, s.want)
		}
		if m := notFound.FindStringSubmatch(r.Say); m != nil && (utf8.RuneCountInString(m[1]) < 2 || !strings.Contains(s.text, m[1]) ||
			strings.ContainsAny(m[1], "预烧")) {
			t.Errorf("%q: %q names a piece of what was said", s.text, r.Say)
		}
	}
}
