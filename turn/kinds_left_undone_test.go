package turn_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"edge/home/hometest"
)

// TestLeftUndoneIsDone: what the speaker says was left undone ("i forgot
// to turn off the kitchen light", "i think i left the kitchen light on",
// "the garage door was left open", 我忘了关厨房灯, 车库门忘了关, 大门好像没
// 锁), for every device of the demo home that switches, closes or locks,
// does what the command that undoes it does; a command said after the
// thing ("the tv is on, turn it off", "i left the light on, can you
// switch it off") is done once. A question of it ("did i leave the oven
// on", 厨房灯关没关, 我是不是忘了关灯), and a thing left so that is to stay so or
// may be meant ("…, it's fine", "… for the cat", "… all day"), never
// acts. They were answered as
// questions ("Kitchen light is on."), or a name not found.
func TestLeftUndoneIsDone(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "undone")
	h := hometest.Load(t, "demo")
	ask, check := s.ask, s.same
	asked := func(said string) {
		s.n++
		if got := ask(said); len(got.Actions) > 0 {
			t.Errorf("%q: %s, a question, acted", said, summary(got))
		}
	}
	undo := map[string][3]string{ // capability: verb, state left, Chinese verb
		"onoff": {"turn off", "on", "关"}, "position": {"close", "open", "关"}, "lock": {"lock", "unlocked", "锁"},
	}
	for _, d := range h.Devices {
		name := strings.ToLower(d.Name)
		for _, c := range []string{"lock", "position", "onoff"} {
			u, ok := undo[c]
			if !slices.Contains(d.Capabilities, c) || !ok {
				continue
			}
			plain := fmt.Sprintf("%s the %s", u[0], name)
			for _, f := range []string{"i forgot to %[1]s the %[2]s", "oops i forgot to %[1]s the %[2]s", "i think i left the %[2]s %[3]s",
				"i left the %[2]s %[3]s", "we might have left the %[2]s %[3]s", "the %[2]s was left %[3]s", "i've left the %[2]s %[3]s again",
				"the %[2]s is %[3]s, %[1]s it", "i left the %[2]s %[3]s, can you %[1]s it", "the %[2]s's been left %[3]s",
				"i left the %[2]s %[3]s by mistake", "we left the %[2]s %[3]s when we left", "ok i left the %[2]s %[3]s"} {
				check(fmt.Sprintf(f, u[0], name, u[1]), plain)
			}
			for _, f := range []string{"did i leave the %[2]s %[3]s", "did i forget to %[1]s the %[2]s", "have we left the %[2]s %[3]s",
				"i left the %[2]s %[3]s?", "i left the %[2]s %[3]s, it's fine", "i forgot to %[1]s the %[2]s, it's fine",
				"the %[2]s was left %[3]s all day", "i left the %[2]s %[3]s for the cat", "i left the %[2]s %[3]s, is that ok", "i left the %[2]s %[3]s, it's okay"} {
				asked(fmt.Sprintf(f, u[0], name, u[1]))
			}
			for _, alias := range chineseNames(d) {
				plain := u[2] + alias
				for _, f := range []string{"我忘了%[1]s%[2]s", "%[2]s忘%[1]s了", "%[2]s忘了%[1]s", "我好像没%[1]s%[2]s", "哎呀我忘记%[1]s%[2]s了",
					"%[2]s好像没%[1]s", "出门的时候忘了%[1]s%[2]s"} {
					check(fmt.Sprintf(f, u[2], alias), plain)
				}
				for _, f := range []string{"%[2]s%[1]s没%[1]s", "我是不是忘了%[1]s%[2]s", "%[2]s%[1]s了没有", "我忘了%[1]s%[2]s吗", "谁忘了%[1]s%[2]s"} {
					asked(fmt.Sprintf(f, u[2], alias))
				}
			}
			break
		}
	}
	if s.n < 400 {
		t.Errorf("%d utterances, want at least 400", s.n)
	}
}
