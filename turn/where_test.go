package turn_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"edge/home/hometest"
	"edge/lang"
	"edge/turn"
)

// TestWhereAsked: a question of where a device is, for every name of
// every device of the demo home and every wording of both languages,
// answers the room it is in, and does nothing ("where is the tv" said
// "TV is off."). One that moves about answers what it is doing; a place
// asked of ("where is the kitchen") names no device, and is not
// understood.
func TestWhereAsked(t *testing.T) {
	s := newSaidOnDemo(t, "where")
	h := hometest.Load(t, "demo")
	rooms := map[string][]string{}
	for _, r := range h.Rooms {
		rooms[r.ID] = append([]string{r.Name}, r.Aliases...)
	}
	frames := map[string][]string{
		"en": {"where is the %s", "where's the %s", "which room is the %s in", "what room is the %s in", "in which room is the %s",
			"can you tell me where the %s is", "do you know where the %s is", "what room has the %s"},
		"zh": {"%s在哪", "%s在哪里", "%s在哪儿", "%s在哪个房间", "%s放在哪", "请问%s在什么地方"},
	}
	n := 0
	for _, d := range h.Devices {
		moves := slices.Contains(d.Capabilities, "vacuum") || slices.Contains(d.Capabilities, "mower")
		for _, name := range append([]string{d.Name}, d.Aliases...) {
			code := lang.Detect(name).Code()
			for _, f := range frames[code] {
				text := fmt.Sprintf(f, strings.ToLower(name))
				r := s.ask(text)
				n++
				if r.Outcome != turn.Answer || len(r.Actions) > 0 {
					t.Errorf("%q: %s %q, want an answer", text, r.Outcome, r.Say)
					continue
				}
				inRoom := slices.ContainsFunc(rooms[d.Room], func(room string) bool { return strings.Contains(r.Say, room) })
				if moves == inRoom {
					t.Errorf("%q: %q, want the room (%v) said: %v", text, r.Say, rooms[d.Room], !moves)
				}
			}
		}
	}
	if n < 500 {
		t.Errorf("%d questions, want at least 500", n)
	}
	for _, text := range []string{"where is the kitchen", "which room is upstairs in", "厨房在哪", "楼上在哪里"} {
		if r := s.ask(text); r.Outcome != turn.NotUnderstood {
			t.Errorf("%q: %s %q, want not understood", text, r.Outcome, r.Say)
		}
	}
}
