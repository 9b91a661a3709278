package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestChineseGreetingOrRemarkFirst: a greeting said first with a pause
// after it (你好，声音小点; 您好，观影模式; 喂，亮一点) is dropped before
// whatever follows, a command with no verb, a scene's name or a question:
// 你好 lexed as 你, 好 was taken for 你 said to edge or for a name, and
// the whole was not understood. A remark said first (太晚了，客厅主灯暗一点;
// 我看不见了，书房台灯亮一点; 早上好，卧室空调二十五度) is dropped before a
// change or a value said with no verb of a thing named, as it was before
// a verb. Each is what the words after it do alone, in the speaker's room.
func TestChineseGreetingOrRemarkFirst(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	ask := func(text, room, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Room: room, Session: session, DryRun: true})
	}
	type said struct{ text, room string }
	named := []said{{"客厅主灯暗一点", ""}, {"卧室空调二十五度", ""}, {"把卧室空调调低一点", ""}, {"电视声音小一点", ""},
		{"卧室百叶窗开一半", ""}, {"书房台灯亮一点", ""}, {"把书房台灯调到百分之三十", "study"}, {"客厅空调调高两度", "living"}}
	unnamed := []said{{"声音小点", "living"}, {"亮一点", "living"}, {"温度调高两度", "bedroom"}, {"观影模式", ""}, {"晚安模式", "bedroom"},
		{"客厅主灯开着吗", ""}, {"把电视关了", ""}}
	greetings := []string{"你好，", "您好，", "喂，", "嗨，", "哈喽，", "你好你好，", "你好！"}
	remarks := []string{"太晚了，", "我看不见了，", "早上好，", "孩子要睡觉了，", "天黑了，"}
	n := 0
	check := func(first string, s said) {
		t.Helper()
		want := summary(ask(s.text, s.room, "alone"+s.room+s.text))
		if !runs(want) && want != "answer: " {
			t.Fatalf("%q alone → %s, want it done or answered", s.text, want)
		}
		text := first + s.text
		n++
		if got := summary(ask(text, s.room, fmt.Sprintf("g%d", n))); got != want {
			t.Errorf("%q in %q → %s, want %s as alone", text, s.room, got, want)
		}
	}
	for _, g := range greetings {
		for _, s := range append(named, unnamed...) {
			check(g, s)
		}
	}
	for _, r := range remarks {
		for _, s := range named {
			check(r, s)
		}
	}
	if n < 130 {
		t.Fatalf("%d wordings, want at least 130", n)
	}
}
