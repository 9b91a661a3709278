package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestRepliesWithWordsAside: an answer to "which one?" said with words
// around it that answer nothing (a hesitation before, a courtesy or a
// particle after: "um, the bedside one please", 嗯第二个吧, 卧室那个吧)
// chooses what the answer alone chooses; "any" or "any of them" takes
// none of them, and asks again.
func TestRepliesWithWordsAside(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	n := 0
	reply := func(cmd, text string) turn.Result {
		n++
		s := fmt.Sprintf("r%d", n)
		e.Ask(context.Background(), turn.Request{Text: cmd, Session: s, DryRun: true})
		return e.Ask(context.Background(), turn.Request{Text: text, Session: s, DryRun: true})
	}
	cases := []struct {
		cmd          string
		before, core []string
		after        []string
	}{
		{"turn on the lamp", []string{"um ", "uh, ", "er "},
			[]string{"the bedside one", "the bedside lamp", "bedside", "the second one", "the first one", "the one in the study", "the last one"},
			[]string{" please", " thanks", ", thank you", " please thanks"}},
		{"打开空调", []string{"嗯", "嗯，", "呃", "我要"},
			[]string{"第二个", "第一个", "卧室的", "客厅的", "卧室空调"},
			[]string{"吧", "谢谢", "就行", "，谢谢", "吧谢谢"}},
	}
	ways := 0
	for _, c := range cases {
		for _, core := range c.core {
			want := planned(reply(c.cmd, core))
			if want[:8] != "planned:" {
				t.Fatalf("%q after %q: %s", core, c.cmd, want)
			}
			for _, b := range append(c.before, "") {
				for _, a := range append(c.after, "") {
					if b == "" && a == "" {
						continue
					}
					ways++
					if got := planned(reply(c.cmd, b+core+a)); got != want {
						t.Errorf("%q after %q: %s, want %s", b+core+a, c.cmd, got, want)
					}
				}
			}
		}
	}
	if ways < 200 {
		t.Errorf("%d ways, want at least 200", ways)
	}
	for _, text := range []string{"any", "any of them", "any please", "either"} {
		if r := reply("turn on the lamp", text); r.Outcome != turn.Clarify || len(r.Actions) > 0 {
			t.Errorf("%q after turn on the lamp: %s, want asked again", text, planned(r))
		}
	}
}
