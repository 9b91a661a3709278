package turn_test

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"edge/home/hometest"
	"edge/lang"
	"edge/turn"
)

// TestChineseRemarkBeforeCommand: a remark of the speaker's said before a
// command, after a pause (我看不见了，…; 太晚了，…; 我要做饭了，…; 早上好，…;
// what has come about: 下班了，…, 要出门了，…, and every situation the
// phrasebook knows said alone: 出门了，…, 到家了，…),
// or ending in a particle with no pause written, as a recogniser writes
// it (我看不见了…, 太晚了…, 孩子睡了…), for every Chinese name of a device of
// the demo home that switches, does what the command alone does: the
// whole was not understood. A remark that says when, a condition, or what
// was meant (明天早上，…; 我说的是车库，…; 我说了…), or a situation before 再
// or 就 (下班了再…: when to act, which edge cannot wait for) is kept, and
// nothing is done.
func TestChineseRemarkBeforeCommand(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	h := hometest.Load(t, "demo")
	ask := func(text string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: "remark " + text, DryRun: true})
	}
	remarks := []string{"我看不见了，%s", "太晚了，%s", "我要做饭了，%s", "早上好，%s", "晚上好，%s", "饭做好了，%s", "我饿了，%s", "我手里拿着东西，%s",
		"哎，我看不见了，%s", "我看不见了%s", "太晚了%s", "我要做饭了%s", "饭做好了%s", "我饿了%s", "孩子睡了%s", "客人来了%s", "好闷啊%s", "哎，我看不见了%s",
		"下班了，%s", "吃饭了，%s", "要出门了，%s", "放学了，%s", "洗完澡了，%s"}
	zh, _ := lang.Get("zh")
	for _, sit := range zh.Situations() {
		for _, w := range sit.Says {
			remarks = append(remarks, w+"，%s") // 出门了，…; 到家了，…
		}
	}
	n := 0
	for _, d := range h.Devices {
		if !slices.Contains(d.Capabilities, "onoff") {
			continue
		}
		for _, alias := range chineseNames(d) {
			for _, verb := range []string{"打开", "关闭"} {
				cmd := "把" + alias + verb
				want := summary(ask(cmd))
				for _, r := range remarks {
					text := fmt.Sprintf(r, cmd)
					n++
					if got := summary(ask(text)); got != want {
						t.Errorf("%q: %s, want %s as %q", text, got, want, cmd)
					}
				}
				for _, r := range []string{"明天早上，%s", "我说的是车库，%s", "如果太热，%s", "待会儿，%s", "我说了%s", "明天早上了%s", "等我睡了%s",
					"下班了再%s", "出门了就%s", "到家了再%s"} {
					text := fmt.Sprintf(r, cmd)
					n++
					if got := ask(text); len(got.Actions) > 0 && got.Outcome != turn.Scheduled {
						t.Errorf("%q: %s, want nothing done now", text, summary(got))
					}
				}
			}
		}
	}
	if n < 400 {
		t.Errorf("%d utterances, want at least 400", n)
	}
}

// TestChineseRemarkAfterCommand: a remark of the speaker's said after a
// command, with or without a pause (…我看不见; …孩子在睡觉; …因为太热了), for
// every Chinese name of a device of the demo home that switches, does
// what the command alone does: it was read into the name (找不到“客厅空调因”).
// A remark that says when, or a condition (…明天早上; …如果太热), is kept,
// and nothing is done now.
func TestChineseRemarkAfterCommand(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	h := hometest.Load(t, "demo")
	ask := func(text string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: "after " + text, DryRun: true})
	}
	n := 0
	for _, d := range h.Devices {
		if !slices.Contains(d.Capabilities, "onoff") {
			continue
		}
		for _, alias := range chineseNames(d) {
			for _, cmd := range []string{"打开" + alias, "把" + alias + "关了"} {
				want := summary(ask(cmd))
				for _, r := range []string{"我看不见", "，我看不见了", "孩子在睡觉", "因为太热了", "，因为我要睡了", "宝宝睡着了"} {
					n++
					if got := summary(ask(cmd + r)); got != want {
						t.Errorf("%q: %s, want %s as %q", cmd+r, got, want, cmd)
					}
				}
				for _, r := range []string{"，我明天早上回来", "，如果太热"} {
					n++
					if got := ask(cmd + r); len(got.Actions) > 0 && got.Outcome != turn.Scheduled && got.Outcome != turn.Confirm {
						t.Errorf("%q: %s, want nothing done now", cmd+r, summary(got))
					}
				}
			}
		}
	}
	if n < 300 {
		t.Errorf("%d utterances, want at least 300", n)
	}
}
