package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestThanksAlone: thanks said alone after a command, after a question
// answered or with nothing before ("thanks", "ok thank you", "cheers
// mate", 谢谢, 好的，谢谢, 嗯嗯谢谢啦), the words of thanks of each pack with
// what may come before and after them, is acknowledged in the words'
// language and never acts nor is "not understood"; said to a question of
// yes or no it is left to the answer (好的谢谢 is a yes).
func TestThanksAlone(t *testing.T) {
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	langs := []struct {
		code, answer       string
		says, before, tail []string
		sep                string
		commands           []string
	}{
		{"en", "You're welcome.", []string{"thanks", "thank you", "cheers", "Thanks very much", "thank you so much", "many thanks", "thx"},
			[]string{"", "ok", "okay", "great", "perfect", "Cool", "alright"}, []string{"", " a lot", " again", " mate"}, ", ",
			[]string{"turn off the tv", "turn on the kitchen light", "is the front door locked", ""}},
		{"zh", "不客气。", []string{"谢谢", "谢谢你", "多谢", "感谢", "谢啦", "辛苦了", "非常感谢"},
			[]string{"", "好的", "好", "嗯嗯", "行", "收到"}, []string{"", "啊", "哈", "了"}, "，",
			[]string{"把电视关了", "打开厨房灯", "前门锁了吗", ""}},
	}
	n := 0
	for _, l := range langs {
		for i, say := range l.says {
			for j, b := range l.before {
				tail := l.tail[(i+j)%len(l.tail)]
				said := say + tail
				if b != "" {
					said = b + l.sep + said
				}
				before := l.commands[(i+j)%len(l.commands)]
				n++
				s := fmt.Sprintf("thanks%d", n)
				if before != "" {
					ask(before, s)
				}
				r := ask(said, s)
				if r.Outcome != turn.Answer || len(r.Actions) > 0 || r.Say != l.answer || r.Lang != l.code {
					t.Errorf("%q after %q: %s %q (%s), want the answer %q and nothing done", said, before, planned(r), r.Say, r.Lang, l.answer)
				}
			}
		}
	}
	if n < 80 {
		t.Errorf("%d conversations, want at least 80", n)
	}
	for _, c := range []struct{ asked, said, device string }{
		{"open the garage door", "ok thanks", "cover.garage_door"},
		{"打开车库门", "好的谢谢", "cover.garage_door"},
		{"turn off the tv", "thanks, turn on the kitchen light", "light.kitchen"},
		{"unlock the front door", "thank you", ""},
	} {
		s := "t" + c.asked + c.said
		ask(c.asked, s)
		r := ask(c.said, s)
		if got := len(r.Actions) == 1 && r.Actions[0].Device == c.device; c.device != "" && !got || c.device == "" && len(r.Actions) > 0 {
			t.Errorf("%q after %q: %s, want %q acted on", c.said, c.asked, planned(r), c.device)
		}
	}
}
