package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/turn"
)

// TestRoomHereAlone says the speaker's room alone, by a word that names no
// room or as here ("turn off the room", "turn off this room", "turn off
// here", 房间关一下, 关掉这个房间, 把这里关了), in a command that switches, in
// every room of the demo home: each does what the room said by its name
// does ("turn off the kitchen", 把厨房关了), its lights, and nothing else.
// In the kitchen it asked to switch off the kettle and the oven and close
// the gas valve; in the bedroom "turn off this room" switched off the AC,
// the humidifier and the blinds with the lights. "everything here" is
// still everything there. In the garage, whose word is also its door's
// ("turn off the garage" asks which), it is the garage's light.
func TestRoomHereAlone(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	n := 0
	ask := func(text, room string) turn.Result {
		return e.Ask(context.Background(), turn.Request{Text: text, Session: "here " + room + " " + text, Room: room, DryRun: true})
	}
	rooms := map[string][2]string{"living": {"living room", "客厅"}, "kitchen": {"kitchen", "厨房"}, "dining": {"dining room", "餐厅"},
		"hall": {"hall", "门厅"}, "study": {"study", "书房"}, "bedroom": {"bedroom", "卧室"},
		"kids": {"kids room", "儿童房"}, "bathroom": {"bathroom", "卫生间"}, "landing": {"landing", "楼梯"}}
	forms := []struct {
		said  []string
		plain string
		lang  int
	}{
		{[]string{"turn off the room", "turn the room off", "switch off this room", "turn off this room", "turn off here", "please turn this room off"}, "turn off the %s", 0},
		{[]string{"turn on the room", "switch this room on", "turn on here"}, "turn on the %s", 0},
		{[]string{"房间关一下", "把房间关了", "关掉这个房间", "把这里关了", "这个房间关一下"}, "把%s关了", 1},
		{[]string{"房间开一下", "把这个房间打开", "这里开一下"}, "把%s打开", 1},
	}
	for id, names := range rooms {
		for _, f := range forms {
			plain := fmt.Sprintf(f.plain, names[f.lang])
			want := ask(plain, id)
			if want.Outcome != turn.Planned && want.Outcome != turn.Confirm {
				t.Errorf("%q in %s, the command, is %s", plain, id, summary(want))
				continue
			}
			for _, a := range want.Actions {
				if !strings.HasPrefix(a.Device, "light.") && a.Device != "switch.reading_lamp" {
					t.Errorf("%q in %s switches %s, no light", plain, id, a.Device)
				}
			}
			for _, said := range f.said {
				n++
				if got := ask(said, id); summary(got) != summary(want) {
					t.Errorf("%q in %s: %s, want %s as %q", said, id, summary(got), summary(want), plain)
				}
			}
		}
	}
	for _, said := range []string{"turn off the room", "turn off this room", "房间关一下", "把这里关了"} {
		n++
		if got := summary(ask(said, "garage")); got != "planned: light.garage off planned" {
			t.Errorf("%q in the garage: %s, want its light off", said, got)
		}
	}
	for _, said := range []string{"turn off everything here", "turn everything in this room off"} {
		n++
		if got := ask(said, "kitchen"); !strings.Contains(summary(got), "switch.oven") {
			t.Errorf("%q in the kitchen: %s, want everything there", said, summary(got))
		}
	}
	if n < 150 {
		t.Fatalf("%d utterances: too few to say anything", n)
	}
}

// TestRoomHereAloneAsked says the same where the speaker's room is not
// known: each asks which room, and the room said in answer does what its
// lights said by name do ("turn off the bedroom lights", the reading lamp
// too). It was "I can't find room".
func TestRoomHereAloneAsked(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	n := 0
	rooms := map[string][2]string{"kitchen": {"kitchen", "厨房"}, "bedroom": {"bedroom", "卧室"}, "study": {"study", "书房"}, "kids": {"kids room", "儿童房"}}
	forms := []struct {
		said  []string
		plain string
		lang  int
	}{
		{[]string{"turn off the room", "switch off this room", "turn off here", "please turn this room off"}, "turn off the %s lights", 0},
		{[]string{"turn on the room", "turn on here"}, "turn on the %s lights", 0},
		{[]string{"房间关一下", "关掉这个房间", "把这里关了"}, "把%s的灯都关了", 1},
		{[]string{"房间开一下", "这里开一下"}, "把%s的灯都打开", 1},
	}
	for id, names := range rooms {
		for _, f := range forms {
			plain := fmt.Sprintf(f.plain, names[f.lang])
			want := summary(e.Ask(context.Background(), turn.Request{Text: plain, Session: "asked " + plain, DryRun: true}))
			for _, said := range f.said {
				n++
				session := "asked " + id + " " + said
				if q := saidInTurn(e, session, said); q.Outcome != turn.Clarify || len(q.Actions) > 0 || len(q.Options) < 2 {
					t.Errorf("%q with no room known: %s %q, want which room", said, summary(q), q.Say)
					continue
				}
				if got := summary(saidInTurn(e, session, names[f.lang])); got != want {
					t.Errorf("%q, then %q: %s, want %s as %q", said, names[f.lang], got, want, plain)
				}
			}
		}
	}
	if n < 40 {
		t.Fatalf("%d utterances: too few to say anything", n)
	}
}

// TestHereNotKnown says everything here, or a question of here, where
// the speaker's room is not known ("turn off everything here", "what's on
// in here", "how warm is it in this room", 关掉这里所有的东西, 这里温度多少):
// nothing is done, and edge says it does not know which room the speaker
// is in. It said "No device here can do that", as if the room had none.
func TestHereNotKnown(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	n := 0
	var said []string
	for _, verb := range []string{"turn off", "turn on", "switch off", "close", "open"} {
		for _, here := range []string{"everything here", "everything in here", "everything in this room", "all the things in this room"} {
			said = append(said, verb+" "+here)
		}
	}
	said = append(said, "what's on in here", "is it warm in here", "how warm is it in this room", "what is the temperature in here", "is anything on in this room")
	for _, verb := range []string{"关掉", "打开", "关上"} {
		for _, here := range []string{"这里所有的东西", "这个房间所有的设备", "这里的所有东西"} {
			said = append(said, verb+here)
		}
	}
	said = append(said, "这里温度多少", "这个房间多少度", "这里有什么开着")
	for _, s := range said {
		n++
		r := saidInTurn(e, "not known "+s, s)
		if len(r.Actions) > 0 || !strings.Contains(r.Say, "which room you are in") && !strings.Contains(r.Say, "不知道您在哪个房间") {
			t.Errorf("%q with no room known: %s %q, want the room asked to be named", s, summary(r), r.Say)
		}
	}
	if n < 30 {
		t.Fatalf("%d utterances: too few to say anything", n)
	}
}
