package turn_test

import (
	"fmt"
	"strings"
	"testing"
)

// TestChineseThemWithNothingBefore: a plural pronoun said when nothing was
// said before (把它们关了, 它们都关掉, 关掉它们, 把它们全打开吧, 这些都关了,
// "turn them off", "switch those on") points at nothing, as 关掉它 and "turn
// it off" do: it is answered as they are and nothing is planned or asked;
// 它们 with or without 都 or 全 asked to switch every device of the home
// behind one yes. After a command or a question that named things, it is
// what that reached, as before.
func TestChineseThemWithNothingBefore(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "them unsaid")
	singular := map[string]string{"zh": s.ask("关掉它").Say, "en": s.ask("turn it off").Say}
	if singular["zh"] == "" || singular["en"] == "" || singular["zh"] == singular["en"] {
		t.Fatalf("the singular is answered %q and %q", singular["zh"], singular["en"])
	}
	likeIt := func(text, lang string) {
		t.Helper()
		s.n++
		r := s.ask(text)
		if len(r.Actions) > 0 || r.Say != singular[lang] {
			t.Errorf("%q: %s (%s), want nothing done and %q", text, summary(r), r.Say, singular[lang])
		}
	}
	forms := []string{"把它们%s", "它们都%s", "%s它们", "把它们都%s", "它们全%s", "把它们全部%s", "它们统统%s", "全部%s它们",
		"把它们俩%s", "它们也%s", "这些都%s", "那些%s", "把这些%s", "把那些都%s"}
	verbs := []string{"关了", "关掉", "打开", "开了", "关上", "关闭"}
	for _, opener := range []string{"", "帮我", "小爱同学 "} {
		for _, f := range forms {
			for _, v := range verbs {
				for _, p := range []string{"", "吧", "一下"} {
					if strings.HasSuffix(f, "它们") && p == "一下" {
						continue
					}
					likeIt(opener+fmt.Sprintf(f, v)+p, "zh")
				}
			}
		}
	}
	for _, f := range []string{"turn them %s", "switch those %s", "turn these %s", "please turn them %s", "can you switch them %s"} {
		for _, dir := range []string{"on", "off"} {
			likeIt(fmt.Sprintf(f, dir), "en")
		}
	}
	after := map[string]string{
		"打开卧室的灯":    "关掉卧室的灯",
		"床头灯和台灯开着吗": "把床头灯和台灯关了",
		"客厅空调开着吗":   "关掉客厅空调",
		"打开厨房的灯":    "关掉厨房的灯",
		"把台灯和床头灯打开": "把台灯和床头灯关了",
	}
	for before, plain := range after {
		for _, f := range []string{"把它们关了", "它们都关掉", "关掉它们", "把它们全关了吧"} {
			s.n++
			want := summary(s.ask(plain))
			if !strings.HasPrefix(want, "planned") {
				t.Errorf("%q is %s", plain, want)
			}
			if got := summary(saidInTurn(s.e, "after "+before+f, before, f)); got != want {
				t.Errorf("%q after %q: %s, want %s as %q", f, before, got, want, plain)
			}
		}
	}
	for _, f := range []string{"switch it all %s", "turn them all %s"} {
		s.n++
		if r := s.ask(fmt.Sprintf(f, "off")); !strings.HasPrefix(summary(r), "confirm") {
			t.Errorf("%q: %s, want everything asked, as before", fmt.Sprintf(f, "off"), summary(r))
		}
	}
	if s.n < 700 {
		t.Errorf("%d utterances, want at least 700", s.n)
	}
}
