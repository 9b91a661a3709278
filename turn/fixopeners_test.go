package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestCorrectionOpenersRun: a correction opened by several words of
// putting right said one after another ("wait no, the …", "oops wrong
// one, the …", "sorry, wrong one …", "no, not the hall, the …"; 错了错了，
// 是…, 不对，我说的是…) does the last command on what is named, as the
// command said with it does: they were not understood. With nothing said
// before they do nothing.
func TestCorrectionOpenersRun(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	openers := map[string][]string{
		"en": {"wait no", "wait, no,", "wait", "wait,", "oops wrong one", "oops, wrong one,", "sorry wrong one", "sorry, wrong one,",
			"whoops, no,", "oops no", "wait wrong one", "no, not the %s,", "no not the %s", "no, not that,", "no not that one", "no, not this one,"},
		"zh": {"错了错了，是", "错了错了", "错了错了，", "不对，我说的是", "不对不对，我是说", "说错了说错了，是", "搞错了，我说的是", "不对，错了，是"},
	}
	cmds := map[string][]struct{ first, was, verb string }{
		"en": {{"turn off the hall light", "hall", "turn off"}, {"turn on the study lamp", "study", "turn on"}},
		"zh": {{"关掉门厅灯", "门厅", "关掉"}, {"打开书房台灯", "书房", "打开"}},
	}
	targets := map[string][]string{
		"en": {"the landing light", "the bedside lamp", "the kitchen light"},
		"zh": {"楼梯灯", "床头灯", "厨房灯"},
	}
	n := 0
	for code, cs := range cmds {
		for _, c := range cs {
			for _, tg := range targets[code] {
				direct := c.verb + " " + tg
				if code == "zh" {
					direct = c.verb + tg
				}
				want := planned(ask(direct, "direct"))
				if !strings.HasPrefix(want, "planned: ") {
					t.Fatalf("%q: %s", direct, want)
				}
				for _, o := range openers[code] {
					if strings.Contains(o, "%s") {
						o = fmt.Sprintf(o, c.was)
					}
					text := o + " " + tg
					if code == "zh" {
						text = o + tg
					}
					n++
					s := fmt.Sprintf("c%d", n)
					first := ask(c.first, s)
					if got, want := planned(ask(text, s)), putBackBefore(t, first, want); got != want {
						t.Errorf("%q after %q:\n got %s\nwant %s", text, c.first, got, want)
					}
					if r := ask(text, fmt.Sprintf("fresh%d", n)); len(r.Actions) > 0 {
						t.Errorf("%q with nothing before: %s, want nothing done", text, planned(r))
					}
				}
			}
		}
	}
	if n < 100 {
		t.Errorf("%d conversations, want at least 100", n)
	}
}
