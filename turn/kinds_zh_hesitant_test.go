package turn_test

import (
	"context"
	"fmt"
	"testing"

	"edge/turn"
)

// TestChineseHesitationFirst: 那个 or 这个 said first as a hesitation,
// with nothing said before and nothing named after it (那个静音, 这个音量调到
// 三十, 那个把温度调高一点) or before 除了 (那个除了卧室，其他房间的灯都关掉),
// does what the command does said without it, in the speaker's room;
// it asked which of the home's players or air conditioners "that one"
// was, or was not understood. After a command, 那个 is still what that
// reached (打开电视, then 那个静音: the TV), and said alone before a verb
// with nothing before (那个关了) it still points at nothing.
func TestChineseHesitationFirst(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	ask := func(text, room, session string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Room: room, Session: session, DryRun: true})
	}
	commands := map[string][]string{
		"living":  {"静音", "音量调到三十", "下一首", "声音小点", "温度调到二十四度", "把温度调高一点", "把窗帘拉开", "除了卧室，其他房间的灯都关掉", "除了台灯都关了", "除了玄关灯都关掉"},
		"bedroom": {"空调调到二十六度", "加湿器打开", "把温度调低两度", "窗帘关上"},
	}
	openers := []string{"那个", "这个", "那个，", "嗯那个", "呃，那个", "那个那个"}
	n := 0
	for room, cmds := range commands {
		for _, c := range cmds {
			want := summary(ask(c, room, "alone"+room+c))
			if !runs(want) {
				t.Fatalf("%q in %s → %s, want it done", c, room, want)
			}
			for _, o := range openers {
				text := o + c
				n++
				if got := summary(ask(text, room, fmt.Sprintf("h%d", n))); got != want {
					t.Errorf("%q in %s → %s, want %s", text, room, got, want)
				}
			}
		}
	}
	if n < 80 {
		t.Fatalf("%d wordings, want at least 80", n)
	}
	ask("打开电视", "bedroom", "after")
	if got := summary(ask("那个静音", "bedroom", "after")); got != "planned: media.living_tv mute planned" {
		t.Errorf("那个静音 after 打开电视 → %s, want the TV muted", got)
	}
	for _, text := range []string{"那个关了", "这个打开", "那个调高一点"} {
		if got := summary(ask(text, "living", "nothing"+text)); runs(got) {
			t.Errorf("%q with nothing said before → %s, want nothing done", text, got)
		}
	}
}
