package turn_test

import (
	"strings"
	"testing"

	"edge/home/hometest"
)

// TestRoomWordBeforeClass says, in every room of the demo home, a class
// word after a word of the room the speaker is in ("turn off the room
// light", "turn on the room lights", 房间的灯关一下, 把房间的灯打开, 屋里的灯关了,
// 房间灯开一下): it does what here does ("turn off the lights in here",
// 把这里的灯关掉), the lights of that room, as "the bedroom light" and 卧室的灯
// are in the bedroom. It asked which of them where the room has several. Where the speaker's room is not known it asks which room;
// where the room has none of the class, the name said is looked for as it
// was ("the room heater" is Kids room heater).
func TestRoomWordBeforeClass(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "room word")
	h := hometest.Load(t, "demo")
	ask := s.askIn
	lit := map[string]int{}
	for _, d := range h.Devices {
		if strings.HasPrefix(d.ID, "light.") {
			lit[d.Room]++
		}
	}
	checked := 0
	for _, r := range h.Rooms {
		if lit[r.ID] == 0 {
			continue
		}
		for _, dir := range []struct{ en, zh, zhAfter string }{{"off", "关掉", "关"}, {"on", "打开", "开"}} {
			wants := map[string]string{
				"turn " + dir.en + " the lights in here": "turn " + dir.en + " the room light|turn " + dir.en +
					" the room lights|please turn the room lights " + dir.en + "|turn the room light " + dir.en,
				"把这里的灯" + dir.zh: "房间的灯" + dir.zhAfter + "一下|把房间的灯" + dir.zh + "|屋里的灯" + dir.zhAfter + "了|房间灯" +
					dir.zhAfter + "一下|" + dir.zh + "房间的灯|把屋里的灯" + dir.zh + "吧",
			}
			for plain, saids := range wants {
				want := summary(ask(plain, r.ID))
				if !strings.HasPrefix(want, "planned") {
					t.Fatalf("%q in the %s: %s, want it done", plain, r.ID, want)
				}
				for _, said := range strings.Split(saids, "|") {
					checked++
					if got := summary(ask(said, r.ID)); got != want {
						t.Errorf("%q in the %s: %s, want %s as %q", said, r.ID, got, want, plain)
					}
					if got := ask(said, ""); got.Outcome != "clarify" || len(got.Actions) > 0 {
						t.Errorf("%q, the room not known: %s (say %s), want which room asked", said, summary(got), got.Say)
					}
				}
			}
		}
	}
	if got := summary(ask("turn off the room heater", "bedroom")); got != "planned: switch.kids_heater off planned" {
		t.Errorf("%q in the bedroom: %s, want the Kids room heater, the name as said", "turn off the room heater", got)
	}
	if checked < 100 {
		t.Fatalf("%d utterances: too few to say anything", checked)
	}
}
