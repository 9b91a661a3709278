package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestUndoSaid: asking to undo what was done, said alone ("undo", "undo
// that", "put it back", "change it back please", 撤销, 恢复原样, 帮我改回去吧)
// after a command, after a question answered or with nothing before, says
// edge cannot, in the words' language, and does nothing: "put it back"
// asked whether Movie mode was meant and 撤销 whether 观影模式 was, a yes
// activating it. Said to a question it is left to the answer, and nothing
// is done.
func TestUndoSaid(t *testing.T) {
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	langs := []struct {
		code, answer string
		says, before []string
		tail, sep    string
		commands     []string
	}{
		{"en", "I can't undo that. Say what to change, like \"turn the kitchen light back on\".",
			[]string{"undo", "undo that", "Undo it", "put it back", "put that back", "put it back the way it was", "change it back", "revert that", "take that back"},
			[]string{"", "please", "can you", "alexa"}, " please", " ",
			[]string{"turn off the tv", "turn on the kitchen light", "set the bedroom ac to 22 degrees", "open the living room curtain", ""}},
		{"zh", "没法撤销。请直接说要怎么改，比如“把厨房灯打开”。",
			[]string{"撤销", "撤回", "恢复原样", "还原", "改回去", "改回来", "撤销上一步"},
			[]string{"", "帮我", "请", "麻烦你"}, "吧", "",
			[]string{"把电视关了", "打开厨房灯", "把卧室空调调到二十六度", "打开客厅窗帘", ""}},
	}
	n := 0
	for _, l := range langs {
		for i, say := range l.says {
			for j, b := range l.before {
				said := say
				if b != "" {
					said = b + l.sep + say
				}
				if (i+j)%2 == 1 {
					said += l.tail
				}
				before := l.commands[(i+j)%len(l.commands)]
				n++
				s := fmt.Sprintf("undo%d", n)
				if before != "" {
					ask(before, s)
				}
				r := ask(said, s)
				if len(r.Actions) > 0 || r.Outcome != turn.NotUnderstood || r.Say != l.answer || r.Lang != l.code {
					t.Errorf("%q after %q: %s %q (%s), want %q and nothing done", said, before, planned(r), r.Say, r.Lang, l.answer)
				}
				if r := ask("yes", s); len(r.Actions) > 0 {
					t.Errorf("yes after %q: %s, want nothing done", said, planned(r))
				}
			}
		}
	}
	if n < 60 {
		t.Errorf("%d conversations, want at least 60", n)
	}
	for _, c := range []struct{ asked, said string }{{"open the garage door", "undo"}, {"打开车库门", "撤销"}, {"turn on the lamp", "put it back"}} {
		s := "q" + c.asked + c.said
		ask(c.asked, s)
		if r := ask(c.said, s); len(r.Actions) > 0 && r.Actions[0].Status != turn.StatusPending {
			t.Errorf("%q after %q: %s, want nothing done", c.said, c.asked, planned(r))
		}
	}
}
