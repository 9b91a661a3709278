package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestValueCorrected: a value put right with nothing else said ("no, 60",
// "sorry, 22 degrees", "i meant 30 percent"; 不对，15, 还是30吧, 错了，是25度),
// after every setting of a list, sets what was set to it, as the setting
// said with it does: they were not understood. With nothing set before,
// nothing is done.
func TestValueCorrected(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	settings := map[string][]struct{ first, again string }{
		"en": {{"set the kitchen light to 40 percent", "set the kitchen light to %s"}, {"set the bedroom ac to 22", "set the bedroom ac to %s"},
			{"set the tv volume to 20", "set the tv volume to %s"}, {"set the bedroom blinds to 30%", "set the bedroom blinds to %s"}},
		"zh": {{"把台灯调到50%", "把台灯调到%s"}, {"把卧室空调调到22度", "把卧室空调调到%s"}, {"电视音量调到20", "电视音量调到%s"}},
	}
	values := map[string][]string{"en": {"25", "26 percent", "24 degrees", "18"}, "zh": {"25", "26度", "18"}}
	openers := map[string][]string{
		"en": {"no, %s", "no %s", "nope, %s", "sorry, %s", "oops, %s", "actually %s", "actually, %s please", "i meant %s", "no, i meant %s",
			"no wait, %s", "wait, %s instead", "um, no, %s"},
		"zh": {"不对，%s", "不对%s吧", "还是%s吧", "错了，是%s", "说错了，%s", "不是20，是%s", "我是说%s", "不，%s", "嗯，不对，%s"},
	}
	n := 0
	for code, ss := range settings {
		for _, st := range ss {
			for _, v := range values[code] {
				want := planned(ask(fmt.Sprintf(st.again, v), "direct"))
				if !strings.HasPrefix(want, "planned: ") {
					continue // "the bedroom ac to 26 percent": no such setting
				}
				for _, o := range openers[code] {
					n++
					s := fmt.Sprintf("s%d", n)
					ask(st.first, s)
					text := fmt.Sprintf(o, v)
					if got := planned(ask(text, s)); got != want {
						t.Errorf("%q after %q:\n got %s\nwant %s", text, st.first, got, want)
					}
				}
			}
		}
	}
	if n < 150 {
		t.Errorf("%d ways, want at least 150", n)
	}
	for code, os := range openers {
		for _, o := range os {
			text := fmt.Sprintf(o, values[code][0])
			if r := ask(text, "fresh"+text); len(r.Actions) > 0 {
				t.Errorf("%q with nothing before: %s, want nothing done", text, planned(r))
			}
		}
	}
}
