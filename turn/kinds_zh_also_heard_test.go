package turn_test

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"edge/home/hometest"
	"edge/turn"
)

// TestChineseAlsoFirstOrHeardAfter: 另外 said first ("另外把电视关了",
// "另外，客厅主灯关一下", 另外声音小点: "also", of a turn before) and a
// question of whether it was heard after a command (把电视关了，听到没;
// 关灯，听见了吗; 空调开一下，明白吗) leave the command as said alone, for
// every device of the demo home named in Chinese that switches, and for
// commands with no name: 另外 was read into the name (找不到“另外电视”),
// 听到没 as a name (找不到“听”), and nothing was done. 另外 that points
// at the other one (另外那个灯, 另外一盏灯, 另外两个灯, 另外的灯) still
// reaches nothing.
func TestChineseAlsoFirstOrHeardAfter(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	n := 0
	ask := func(text, room string) turn.Result {
		n++
		return e.Ask(context.Background(), turn.Request{Text: text, Room: room, Session: fmt.Sprintf("a%d", n), DryRun: true})
	}
	cmds := append(chineseSwitchings(t, "打开%s", "把%s关了", "%s关一下"), saidInRoom{"声音小点", "living"}, saidInRoom{"亮一点", "living"},
		saidInRoom{"温度调高两度", "bedroom"}, saidInRoom{"观影模式", ""}, saidInRoom{"客厅主灯开着吗", ""}, saidInRoom{"关灯", "kitchen"})
	forms := []string{"另外%s", "另外，%s", "%s，听到没", "%s，听见了吗", "%s，明白吗", "%s听到没有", "另外%s，听到了吗", "嗯另外%s"}
	checked := 0
	for _, c := range cmds {
		want := summary(ask(c.text, c.room))
		if !runs(want) && want != "answer: " {
			continue
		}
		for _, f := range forms {
			text := fmt.Sprintf(f, c.text)
			checked++
			if got := summary(ask(text, c.room)); got != want {
				t.Errorf("%q in %q → %s, want %s as alone", text, c.room, got, want)
			}
		}
	}
	if checked < 300 {
		t.Fatalf("%d checked, want at least 300", checked)
	}
	for _, text := range []string{"另外那个灯关了", "另外一盏灯关了", "另外两个灯也关了", "另外的灯关了", "另外个灯关了", "另外这个空调关了"} {
		if r := ask(text, "living"); len(r.Actions) > 0 {
			t.Errorf("%q → %s, want nothing done: the other one is none said", text, summary(r))
		}
	}
}

// saidInRoom is a text said in a room ("" where it is not known).
type saidInRoom struct{ text, room string }

// chineseSwitchings are commands in each of the forms ("打开%s") of every
// device of the demo home that switches, by each of its Chinese names,
// said in no room.
func chineseSwitchings(t *testing.T, forms ...string) []saidInRoom {
	var out []saidInRoom
	for _, d := range hometest.Load(t, "demo").Devices {
		if !slices.Contains(d.Capabilities, "onoff") {
			continue
		}
		for _, name := range chineseNames(d) {
			for _, f := range forms {
				out = append(out, saidInRoom{fmt.Sprintf(f, name), ""})
			}
		}
	}
	return out
}
