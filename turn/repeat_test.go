package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestRepeatSaid: the last command asked for once more, with nothing
// else said ("again", "do that again", "once more", 再来一次, 再调一次), for
// every command of a list and every wording, does that command again on
// what it acted on, as it was planned the first time: "again" after
// "turn down the tv" went back a song on it. With no command before, after
// a question, after a command put off to later, or while a yes is waited
// for, nothing is done.
func TestRepeatSaid(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	cmds := map[string][]string{
		"en": {"turn down the tv", "dim the bedside lamp", "turn up the bedroom ac", "turn the study speaker up", "brighten the kitchen light",
			"turn on the lights in the bedroom", "close the living room curtain", "set the study lamp to 40 percent", "next song on the tv"},
		"zh": {"电视声音小一点", "床头灯调暗一点", "卧室空调调高一度", "书房音箱声音调大", "打开卧室的灯", "关闭客厅窗帘", "把台灯调到40%"},
	}
	wordings := map[string][]string{
		"en": {"again", "do that again", "do it again", "once more", "one more time", "again please", "um, once more", "same again",
			"repeat that", "once again", "please do that again"},
		"zh": {"再来一次", "再来", "再一次", "再来一遍", "再做一次", "重复一次", "再调一次吧", "嗯，再来一次", "再来一下"},
	}
	n := 0
	for code, cs := range cmds {
		for _, cmd := range cs {
			want := planned(ask(cmd, "first"+cmd))
			if !strings.HasPrefix(want, "planned: ") {
				t.Fatalf("%q: %s", cmd, want)
			}
			for _, w := range wordings[code] {
				n++
				s := fmt.Sprintf("s%d", n)
				ask(cmd, s)
				if got := planned(ask(w, s)); got != want {
					t.Errorf("%q after %q:\n got %s\nwant %s", w, cmd, got, want)
				}
			}
		}
	}
	if n < 150 {
		t.Errorf("%d conversations, want at least 150", n)
	}
	before := map[string][]string{
		"en": {"", "is the tv on", "turn off the tv in 10 minutes", "unlock the front door", "don't turn on the hall light"},
		"zh": {"", "电视开着吗", "十分钟后关电视", "打开前门", "不要开门厅灯"},
	}
	for code, bs := range before {
		for _, b := range bs {
			for _, w := range wordings[code] {
				n++
				s := fmt.Sprintf("s%d", n)
				if b != "" {
					ask(b, s)
				}
				if r := ask(w, s); !onlyPending(r) {
					t.Errorf("%q after %q: %s, want nothing done", w, b, planned(r))
				}
			}
		}
	}
}
