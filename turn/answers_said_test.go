package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestYesAndNoSaidOtherwise: a confirmation answered with a yes said in
// other words ("go ahead", "do it", "sure thing", 可以, 没问题, 执行), with
// or without a plain yes or a courtesy, does what was asked; a no said
// otherwise ("not now", "no don't", "maybe not", "i changed my mind", "hang
// on", "stop", 不用了, 停) cancels it, and so with the talk around it ("ok
// then", "never mind then", 那好吧, 那算了); a yes said with
// another command, or a word alone that says neither, does not confirm.
func TestYesAndNoSaidOtherwise(t *testing.T) {
	e, _, _ := demo(t)
	n := 0
	answer := func(cmd, text string) turn.Result {
		n++
		s := fmt.Sprintf("y%d", n)
		if r := e.Ask(context.Background(), turn.Request{Text: cmd, Session: s, DryRun: true}); r.Outcome != turn.Confirm {
			t.Fatalf("%q: %s, want a confirmation", cmd, planned(r))
		}
		return e.Ask(context.Background(), turn.Request{Text: text, Session: s, DryRun: true})
	}
	langs := []struct {
		cmd       string
		yes, no   []string
		around    []string
		neither   []string
		confirmed string
	}{
		{"open the garage door", []string{"go ahead", "do it", "please do", "sure thing", "of course", "absolutely", "definitely", "yes yes", "ok go ahead", "yup", "go for it",
			"go on", "go on then", "yeah go on", "sure why not", "why not", "ok then", "then yes", "fine then", "well ok", "alright", "alright then",
			"all right", "fine", "very well", "sounds good", "roger", "roger that", "aye", "yea", "mhm", "okey dokey", "confirmed", "yes, confirm",
			"i'm sure", "yes i'm sure", "proceed", "do that", "make it so", "by all means"},
			[]string{"not now", "no don't", "don't", "no no", "negative", "not yet", "no way", "leave it", "i said no",
				"maybe not", "probably not", "better not", "i'd rather not", "absolutely not", "i don't think so", "i changed my mind",
				"on second thought", "on second thoughts, no", "hold off", "hang on", "hold on", "scratch that", "stop", "stop it", "no stop",
				"never mind then", "well no", "then no", "no then", "don't bother", "no need"}, []string{"", "um ", "ok "},
			[]string{"please", "thanks", "the garage", "go", "do", "then", "well", "well then"}, "planned: cover.garage_door open map[]"},
		{"打开车库门", []string{"可以", "可以的", "行", "行吧", "没问题", "没问题的", "要", "要的", "好的呀",
			"好吧", "好嘛", "行啊", "那好吧", "那行", "那行吧", "那就这样吧", "那么确认", "就这么办"},
			[]string{"不用了", "不要", "算了", "先不要", "取消吧", "停", "停下", "那算了", "那就不要了", "那取消吧", "那就算了"}, []string{"", "嗯，"},
			[]string{"谢谢", "车库", "中间"}, "planned: cover.garage_door open map[]"},
	}
	ways := 0
	for _, l := range langs {
		for _, a := range l.around {
			for _, y := range l.yes {
				ways++
				if got := planned(answer(l.cmd, a+y)); got != l.confirmed {
					t.Errorf("%q after %q: %s, want %s", a+y, l.cmd, got, l.confirmed)
				}
			}
			for _, no := range l.no {
				if a == "ok " {
					continue // "ok, not now" says both
				}
				ways++
				if r := answer(l.cmd, a+no); r.Outcome != turn.Cancelled {
					t.Errorf("%q after %q: %s, want cancelled", a+no, l.cmd, planned(r))
				}
			}
		}
		for _, w := range l.neither {
			if r := answer(l.cmd, w); r.Outcome == turn.Planned || r.Outcome == turn.Done {
				t.Errorf("%q after %q: %s, want nothing confirmed", w, l.cmd, planned(r))
			}
		}
	}
	// "stop" with what to stop is that command, the question dropped.
	if got := planned(answer("open the garage door", "stop the vacuum")); got != "planned: vacuum.robot stop map[]" {
		t.Errorf("stop the vacuum after a question: %s", got)
	}
	if ways < 60 {
		t.Errorf("%d ways, want at least 60", ways)
	}
}
