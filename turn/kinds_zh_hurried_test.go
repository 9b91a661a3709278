package turn_test

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"edge/home/hometest"
	"edge/turn"
)

// TestChineseHasteRunIntoAName: 快 said first and run into a name, as a
// recogniser writes it with no pause (快空调关了, 快客厅主灯关掉, 快电水壶开一下),
// and the 儿 of a word of haste (快点儿空调关了, 赶紧儿把灯关了, 麻烦快点儿…)
// are haste: what follows is done as said alone, for every device of the
// demo home named in Chinese that switches, said in no room and in two.
// 快 was read into the name (找不到“快空调”) and nothing was done; 儿 was
// heard as the kids room (儿童房), and 快点儿空调关了 switched the kids
// room's AC off. 快点儿童房的灯关了 is still the kids room's.
func TestChineseHasteRunIntoAName(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	n := 0
	ask := func(text, room string) turn.Result {
		n++
		return e.Ask(context.Background(), turn.Request{Text: text, Room: room, Session: fmt.Sprintf("h%d", n), DryRun: true})
	}
	checked := 0
	for _, d := range hometest.Load(t, "demo").Devices {
		if !slices.Contains(d.Capabilities, "onoff") {
			continue
		}
		for _, name := range chineseNames(d) {
			for _, said := range []string{name + "关了", name + "开一下", name + "关掉吧", "嗯" + name + "打开"} {
				for _, room := range []string{"", "living", "kitchen"} {
					want := summary(ask(said, room))
					if !runs(want) {
						continue
					}
					hurried := "快" + said
					if said[0] != name[0] {
						hurried = "嗯快" + said[len("嗯"):]
					}
					for _, text := range []string{hurried, "快点儿" + said, "赶紧儿" + said, "麻烦快点儿" + said} {
						checked++
						if got := summary(ask(text, room)); got != want {
							t.Errorf("%q in %q → %s, want %s as %q", text, room, got, want, said)
						}
					}
				}
			}
		}
	}
	for _, c := range [][2]string{{"空调关了", "living"}, {"空调开到二十六度", "bedroom"}, {"窗帘拉上", "living"}, {"台灯开一下", "study"}, {"灯关了", "kitchen"}} {
		said, room := c[0], c[1]
		want := summary(ask(said, room))
		for _, text := range []string{"快" + said, "快点儿" + said, "赶紧儿" + said, "麻烦快点儿" + said} {
			checked++
			if got := summary(ask(text, room)); got != want {
				t.Errorf("%q in %q → %s, want %s as %q", text, room, got, want, said)
			}
		}
	}
	if checked < 1000 {
		t.Fatalf("%d checked, want at least 1000", checked)
	}
	if got := summary(ask("快点儿童房的灯关了", "living")); got != "planned: light.kids off planned" {
		t.Errorf("快点儿童房的灯关了 → %s, want the kids room's light", got)
	}
}
