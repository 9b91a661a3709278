package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestResumeSaid: asking to go on said alone (恢复, 恢复一下, 帮我恢复吧,
// "resume", "restore") after a command that paused or stopped nothing that
// plays (关电视, 关厨房灯, a setting, a question answered) asks to undo it,
// answered as 恢复原样 is: what the command switched is switched back, and
// of anything else nothing is done: "关电视", then "恢复", played the TV.
// After a command that paused or stopped what plays (暂停电视, 书房音箱停止
// 播放, "pause the tv") it plays that again; said with the word of playing
// (恢复播放) it plays.
func TestResumeSaid(t *testing.T) {
	e, _, _ := demo(t)
	ask := func(text, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session, DryRun: true})
	}
	langs := []struct {
		answer, undo string
		says, frame  []string
		others       []string
		stopped      map[string]string
		plays        []string // the words of says that play again what was stopped
	}{
		{"没法撤销。请直接说要怎么改，比如“把厨房灯打开”。", "恢复原样",
			[]string{"恢复", "恢复一下", "恢复下", "恢复过来"},
			[]string{"%s", "帮我%s", "%s吧", "麻烦%s一下吧", "那就%s吧", "请%s"},
			[]string{"关电视", "把电视关了", "关掉厨房灯", "把卧室空调调到二十六度", "打开客厅窗帘", "客厅温度多少", "电视静音", "把餐灯调成红色", "关闭书房台灯"},
			map[string]string{"暂停电视": "media.living_tv", "电视停止播放": "media.living_tv", "书房音箱暂停一下": "media.study_speaker",
				"把书房音箱停了": "media.study_speaker", "电视暂停": "media.living_tv"},
			[]string{"恢复", "恢复一下"}},
		{"I can't undo that. Say what to change, like \"turn the kitchen light back on\".", "undo",
			[]string{"resume", "restore", "resume it", "restore that"},
			[]string{"%s", "please %s", "%s please", "can you %s"},
			[]string{"turn off the tv", "switch off the kitchen light", "set the bedroom ac to 22 degrees", "open the living room curtain", "mute the tv"},
			map[string]string{"pause the tv": "media.living_tv", "pause the study speaker": "media.study_speaker"},
			[]string{"resume"}},
	}
	n := 0
	for _, l := range langs {
		for i, say := range l.says {
			for j, f := range l.frame {
				said := fmt.Sprintf(f, say)
				before := l.others[(i*len(l.frame)+j)%len(l.others)]
				n++
				s := fmt.Sprintf("resume%d", n)
				ask(before, s)
				ask(before, s+" undo")
				undo := ask(l.undo, s+" undo")
				r := ask(said, s)
				if planned(r) != planned(undo) || r.Say != undo.Say {
					t.Errorf("%q after %q: %s %q, want %s %q as %q", said, before, planned(r), r.Say, planned(undo), undo.Say, l.undo)
				}
				if len(r.Actions) == 0 && (r.Outcome != turn.NotUnderstood || r.Say != l.answer) {
					t.Errorf("%q after %q: %s %q, want %q and nothing done", said, before, planned(r), r.Say, l.answer)
				}
				if r := ask("yes", s); len(r.Actions) > 0 {
					t.Errorf("yes after %q: %s, want nothing done", said, planned(r))
				}
			}
		}
		for stop, dev := range l.stopped {
			for j, say := range l.plays {
				said := fmt.Sprintf(l.frame[j%len(l.frame)], say)
				s := fmt.Sprintf("played%d%s%s", j, stop, said)
				ask(stop, s)
				if got, want := summary(ask(said, s)), "planned: "+dev+" play planned"; got != want {
					t.Errorf("%q after %q: %s, want %s", said, stop, got, want)
				}
			}
		}
	}
	if n < 40 {
		t.Errorf("%d conversations, want at least 40", n)
	}
	for _, c := range []struct{ before, said, want string }{
		{"关电视", "恢复播放", "planned: media.living_tv play planned"},
		{"关掉厨房灯", "电视恢复播放", "planned: media.living_tv play planned"},
	} {
		s := "media" + c.before + c.said
		ask(c.before, s)
		if got := summary(ask(c.said, s)); got != c.want {
			t.Errorf("%q after %q: %s, want %s", c.said, c.before, got, c.want)
		}
	}
}
