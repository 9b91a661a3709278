package turn_test

import (
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestChineseFollowedElsewhere: after a command, a verb of setting with no
// value and what else is meant (换成卧室的, 改成床头灯, 那换成客厅的吧, 客厅的也
// 调一下, 床头灯也设置一下) does that command there, as the command said of
// it does; it asked on or off (要打开还是关闭卧室？). After a question of a
// value, an attribute with 呢 (湿度呢, 那温度呢？, 嗯那颜色呢) asks that of the
// same thing, as 湿度多少 does (the value, said of the place or of what
// read it there); it was not understood. Said with nothing
// before, nothing is done; a scene named so is activated as before.
func TestChineseFollowedElsewhere(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	n := 0
	ask := func(session string, texts ...string) turn.Result { return saidInTurn(e, session, texts...) }
	others := []struct{ before, other, plain string }{
		{"打开客厅灯", "卧室的", "打开卧室的灯"},
		{"关掉厨房灯", "书房的", "关掉书房的灯"},
		{"打开台灯", "床头灯", "打开床头灯"},
		{"把台灯调到50%", "床头灯", "把床头灯调到50%"},
		{"卧室空调调到26度", "客厅的", "客厅空调调到26度"},
		{"卧室空调调到26度", "客厅空调", "客厅空调调到26度"},
		{"把餐灯调到30%", "台灯", "把台灯调到30%"},
		{"打开客厅风扇", "排气扇", "打开排气扇"},
	}
	frames := []string{"换成%s", "改成%s", "那换成%s吧", "换成%s吧", "改成%s吧", "嗯，换成%s", "%s也调一下", "%s也设置一下"}
	for i, o := range others {
		for j, f := range frames {
			said := fmt.Sprintf(f, o.other)
			n++
			s := fmt.Sprintf("other %d %d", i, j)
			want := summary(ask(s+" plain", o.plain))
			if got := summary(ask(s, o.before, said)); got != want || len(want) < len("planned: x") {
				t.Errorf("%q after %q: %s, want %s as %q", said, o.before, got, want, o.plain)
			}
		}
	}
	asked := []struct{ before, attr, plain string }{
		{"客厅温度多少", "湿度", "客厅湿度多少"},
		{"卧室湿度多少", "温度", "卧室温度多少"},
		{"卧室温度多少", "湿度", "卧室湿度多少"},
		{"餐灯亮度多少", "颜色", "餐灯颜色多少"},
		{"客厅主灯亮度多少", "色温", "客厅主灯色温多少"},
		{"卧室空调什么模式", "温度", "卧室空调温度多少"},
	}
	for i, a := range asked {
		for j, f := range []string{"%s呢", "那%s呢", "那%s呢？", "嗯那%s呢", "那么%s呢"} {
			said := fmt.Sprintf(f, a.attr)
			n++
			s := fmt.Sprintf("asked %d %d", i, j)
			want := ask(s+" plain", a.plain)
			_, value, _ := strings.Cut(want.Say, "是")
			if got := ask(s, a.before, said); got.Outcome != turn.Answer || !strings.HasSuffix(got.Say, "的"+a.attr+"是"+value) {
				t.Errorf("%q after %q: %s %q, want %q as %q", said, a.before, got.Outcome, got.Say, want.Say, a.plain)
			}
		}
	}
	for _, said := range []string{"换成卧室的", "改成床头灯", "客厅的也调一下"} {
		n++
		if r := ask("alone "+said, said); len(r.Actions) > 0 {
			t.Errorf("%q alone: %s, want nothing done", said, summary(r))
		}
	}
	for _, before := range []string{"打开客厅灯", "卧室空调调到26度"} {
		n++
		if got := summary(ask("scene "+before, before, "换成观影模式")); !strings.HasPrefix(got, "planned: scene.movie activate") {
			t.Errorf("换成观影模式 after %q: %s, want the movie scene", before, got)
		}
	}
	if n < 90 {
		t.Errorf("%d conversations, want at least 90", n)
	}
}
