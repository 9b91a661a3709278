package turn_test

import (
	"fmt"
	"path/filepath"
	"testing"

	"edge/home"
	"edge/turn"
)

// TestChineseCleanerNamed: a vacuum called by its own name (no class
// word: 石头, 小白, 阿福) before a verb of cleaning, with a room after the
// verb or with none, cleans that room or everywhere, as 让石头扫一下客厅
// does: "石头扫一下客厅" was not understood and "石头开始扫地" was a room
// not known (我不知道叫“石头”的房间). A room said first is what is cleaned,
// as before.
func TestChineseCleanerNamed(t *testing.T) {
	generatedKinds(t)
	n := 0
	for _, name := range []string{"石头", "小白", "阿福"} {
		h, err := home.Parse("vacuum.yaml", fmt.Appendf(nil, `
rooms: [{id: living, name: Living room, aliases: [客厅]}, {id: kitchen, name: Kitchen, aliases: [厨房]}]
devices:
  - {id: vacuum.robot, name: Robot, aliases: [%s], type: vacuum, capabilities: [vacuum], state: {status: docked}}
  - {id: light.living, name: Living room light, aliases: [客厅灯], room: living, type: light, capabilities: [onoff], state: {on: false}}
`, name))
		if err != nil {
			t.Fatal(err)
		}
		e, _ := engineOn(t, filepath.Join(t.TempDir(), "edge.db"), h)
		for _, c := range []struct{ text, room string }{
			{name + "扫一下客厅", "living"}, {name + "去扫一下客厅", "living"}, {name + "拖一下厨房", "kitchen"},
			{"嗯" + name + "打扫一下厨房", "kitchen"}, {name + "扫一下客厅吧", "living"},
			{name + "开始扫地", ""}, {name + "扫一下", ""}, {name + "扫地", ""}, {"客厅扫一下", "living"}, {"让" + name + "扫一下客厅", "living"},
		} {
			n++
			r := saidInTurn(e, "c "+c.text, c.text)
			if r.Outcome != "planned" || len(r.Actions) != 1 || r.Actions[0].Device != "vacuum.robot" || r.Actions[0].Command != "start" ||
				fmt.Sprint(r.Actions[0].Args["room"]) != c.room && !(c.room == "" && r.Actions[0].Args["room"] == nil) {
				t.Errorf("%q → %s %v %q, want the vacuum started in %q", c.text, summary(r), actionArgs(r), r.Say, c.room)
			}
		}
	}
	if n < 30 {
		t.Errorf("%d wordings, want at least 30", n)
	}
}

// actionArgs are the arguments of each action of a result.
func actionArgs(r turn.Result) []map[string]any {
	var out []map[string]any
	for _, a := range r.Actions {
		out = append(out, a.Args)
	}
	return out
}
