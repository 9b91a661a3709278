package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestChineseThenFirst: 那 said first as "then" (那把电视关了, 那客厅主灯关了吧,
// 那观影模式, 那儿童房的灯打开, 那如果…就…), before a name the lexer may run
// it into, 把, a condition, a hesitation or a wake word, does what the
// command alone does: 那客厅主灯 was a name not found, 那儿童房 was 那儿
// (there) and 童房, and 那如果… was not understood. Before a class word
// alone (打开床头灯, then 那灯关了) it is still "that", never every light
// of a room.
func TestChineseThenFirst(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	ask := func(text, room, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Room: room, Session: session, DryRun: true})
	}
	commands := []string{"客厅主灯关了吧", "把电视关了", "观影模式", "儿童房的灯打开", "卧室空调二十五度", "客厅空调调高两度", "书房台灯亮一点",
		"如果客厅温度超过26度就打开客厅空调", "除了卧室，其他房间的灯都关掉", "客厅电视声音小一点", "卧室百叶窗拉开", "晚安模式"}
	openers := []string{"那", "那嗯 ", "那呃，", "那么", "嗯那", "那小爱同学 "}
	n := 0
	for _, c := range commands {
		want := summary(ask(c, "", "alone"+c))
		if !runs(want) {
			t.Fatalf("%q alone → %s, want it done", c, want)
		}
		for _, o := range openers {
			text := o + c
			n++
			if got := summary(ask(text, "", fmt.Sprintf("then%d", n))); got != want {
				t.Errorf("%q → %s, want %s as alone", text, got, want)
			}
		}
	}
	if n < 70 {
		t.Fatalf("%d wordings, want at least 70", n)
	}
	for _, room := range []string{"", "bedroom"} {
		ask("打开床头灯", room, "that"+room)
		got := summary(ask("那灯关了", room, "that"+room))
		if runs(got) && got != "planned: light.bedside off planned" {
			t.Errorf("那灯关了 after 打开床头灯 in %q → %s, want that light or a question", room, got)
		}
		if strings.Contains(got, "bedroom_main") {
			t.Errorf("那灯关了 after 打开床头灯 in %q → %s: every light of the room", room, got)
		}
	}
}
