package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestNoLanguageFollowsConversation: words of no language ("30%", "26°",
// "22", "50 %") said after a command are answered in the language the
// conversation was in, whatever they do: "30%" after 打开台灯 was answered
// "Set Study lamp to 30%.", and "22" after 打开电视 in English. Words of a
// language are answered in theirs.
func TestNoLanguageFollowsConversation(t *testing.T) {
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	firsts := map[string][]string{
		"zh": {"打开台灯", "打开书房台灯", "把卧室空调打开", "打开电视", "开一下床头灯", "关掉厨房灯", "打开楼梯灯", "卧室空调开一下"},
		"en": {"turn on the study lamp", "turn on the bedroom ac", "turn on the tv", "switch off the kitchen light", "turn on the landing light"},
	}
	bare := []string{"30%", "50 %", "26°", "22", "100%", "0%", "7", "25 °", "45%!"}
	n := 0
	for code, fs := range firsts {
		for _, f := range fs {
			for _, b := range bare {
				n++
				s := fmt.Sprintf("nolang%d", n)
				if r := ask(f, s); r.Lang != code {
					t.Fatalf("%q: answered in %s", f, r.Lang)
				}
				if r := ask(b, s); r.Lang != code {
					t.Errorf("%q after %q: answered in %s (%s %q), want %s", b, f, r.Lang, r.Outcome, r.Say, code)
				}
			}
		}
	}
	if n < 100 {
		t.Errorf("%d conversations, want at least 100", n)
	}
	for _, c := range [][3]string{{"打开台灯", "turn it off", "en"}, {"turn on the study lamp", "把它关了", "zh"}, {"打开台灯", "30 percent", "en"}} {
		n++
		s := fmt.Sprintf("nolang%d", n)
		ask(c[0], s)
		if r := ask(c[1], s); r.Lang != c[2] {
			t.Errorf("%q after %q: answered in %s, want %s", c[1], c[0], r.Lang, c[2])
		}
	}
}
