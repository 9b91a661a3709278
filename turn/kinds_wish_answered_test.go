package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/home"
	"edge/home/hometest"
	"edge/turn"
)

// TestWishAnsweredWithItsRoom says a remark of the lights with no room
// ("the lights are too bright", 灯太暗了), which asks the room, and answers
// it with each room offered, in the forms an answer takes: the answer
// completes the remark, which is then asked back as the remark said with
// its room is ("Lower Kitchen light by 10% and turn off Cabinet light?"),
// never done at once; a yes does it, on that room's devices alone.
func TestWishAnsweredWithItsRoom(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	h := hometest.Load(t, "demo")
	roomOf := map[string]string{}
	for _, d := range h.Devices {
		roomOf[d.ID] = d.Room
	}
	remarks := []struct {
		said    []string
		answers []string
		yes     string
	}{
		{[]string{"the lights are too bright", "the lights are too dim", "these lights are too dark", "the lights are way too bright"},
			[]string{"%s", "the %s", "in the %s"}, "yes"},
		{[]string{"灯太亮了", "灯太暗了", "灯光太刺眼了", "这灯也太暗了吧"}, []string{"%s", "%s的"}, "好的"},
	}
	n := 0
	for _, rm := range remarks {
		for _, said := range rm.said {
			first := e.Ask(context.Background(), turn.Request{Text: said, Session: "probe " + said, DryRun: true})
			if first.Outcome != turn.Clarify || len(first.Options) == 0 {
				t.Errorf("%q → %s %q, want the room asked", said, summary(first), first.Say)
				continue
			}
			asked := map[string]bool{}
			for _, o := range first.Options {
				asked[o.Room] = true
			}
			for _, room := range h.Rooms {
				if !asked[room.ID] {
					continue
				}
				name := strings.ToLower(room.Name)
				if rm.yes == "好的" {
					name = chineseNames(home.Device{Aliases: room.Aliases})[0]
				}
				for _, form := range rm.answers {
					n++
					sess := fmt.Sprintf("wa%d", n)
					answer := fmt.Sprintf(form, name)
					r := saidInTurn(e, sess, said, answer)
					if got := summary(r); runs(got) || r.Outcome != turn.Clarify || len(r.Actions) > 0 {
						t.Errorf("%q, %q → %s %q, want the change asked back", said, answer, got, r.Say)
						continue
					}
					yes := saidInTurn(e, sess, rm.yes)
					if !strings.HasPrefix(summary(yes), "planned:") {
						t.Errorf("%q, %q, %q → %s, want the change planned", said, answer, rm.yes, summary(yes))
					}
					for _, a := range yes.Actions {
						if roomOf[a.Device] != room.ID {
							t.Errorf("%q, %q, %q → %s, of a room not answered", said, answer, rm.yes, summary(yes))
						}
					}
				}
			}
		}
	}
	if n < 60 {
		t.Fatalf("only %d answers said", n)
	}
}
