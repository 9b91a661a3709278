package turn_test

import (
	"fmt"
	"strings"
	"testing"

	"edge/home"
	"edge/home/hometest"
)

// TestVacuumRoomSaid sends the vacuum of the demo home to clean each room
// of the home, by each of the room's English and Chinese names ("vacuum
// the kitchen", "please hoover the lounge", "start the vacuum in the
// study", "扫一下厨房", "扫地机器人去扫一下客厅"): the vacuum is started with
// that room, and the answer names it ("Would start Robot vacuum in the
// Kitchen.", "将启动扫地机器人清扫厨房。"). The answer said only "Would
// start Robot vacuum.", as if it cleaned everywhere. A vacuum started
// with no room says none, and one sent home is docked.
func TestVacuumRoomSaid(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "vr")
	h := hometest.Load(t, "demo")
	check := func(said, room, label string) {
		t.Helper()
		s.n++
		r := s.ask(said)
		if len(r.Actions) != 1 || r.Actions[0].Device != "vacuum.robot" || r.Actions[0].Command != "start" || r.Actions[0].Args["room"] != room {
			t.Errorf("%q: %s, want the vacuum started in %s", said, summary(r), room)
		} else if !strings.Contains(r.Say, label) {
			t.Errorf("%q says %q, want it to name %s", said, r.Say, label)
		}
	}
	for _, r := range h.Rooms {
		for _, place := range englishNames(r.Name, r.Aliases) {
			for _, f := range []string{"vacuum the %s", "please vacuum the %s", "hoover the %s", "start the vacuum in the %s",
				"can you vacuum the %s", "clean the %s floor", "send the robot vacuum to clean the %s"} {
				check(fmt.Sprintf(f, place), r.ID, "in the "+r.Name)
			}
		}
		for _, place := range chineseNames(home.Device{Aliases: r.Aliases}) {
			for _, f := range []string{"扫一下%s", "扫地机器人去扫一下%s", "让扫地机扫%s", "打扫一下%s"} {
				check(fmt.Sprintf(f, place), r.ID, "清扫")
			}
		}
	}
	if s.n < 100 {
		t.Errorf("%d utterances, want at least 100", s.n)
	}
	for text, want := range map[string]string{"start the vacuum": "Would start Robot vacuum.", "启动扫地机器人": "将启动扫地机器人。",
		"send the vacuum home": "Would dock Robot vacuum.", "stop the vacuum": "Would stop Robot vacuum."} {
		if r := s.ask(text); r.Say != want {
			t.Errorf("%q says %q, want %q", text, r.Say, want)
		}
	}
	s.nothing("don't vacuum the kitchen", "is the vacuum cleaning the kitchen", "the kitchen was vacuumed")
}
