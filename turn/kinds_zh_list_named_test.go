package turn_test

import (
	"slices"
	"strings"
	"testing"

	"edge/home/hometest"
	"edge/lang"
	"edge/turn"
)

// TestChineseListNamedElsewhere says a list of two things of the demo
// home, the first named with its room at the front of its name (厨房灯,
// 车库灯, 卫生间灯) and the second by a name of its own that is of the same
// class and in another room (餐灯, 床头灯, 楼梯灯), in several wordings
// ("厨房灯和餐灯都打开", "打开车库灯和床头灯", "把卫生间灯和楼梯灯关了"): both
// are done, each as said alone. The first's room was carried onto the
// second (厨房里找不到“餐灯”). A class word after it (书房的吸顶灯和台灯,
// 车库灯和门) is still the room's.
func TestChineseListNamedElsewhere(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "listnamed")
	devices := hometest.Load(t, "demo").Devices
	roomed := map[string]bool{}
	for _, r := range hometest.Load(t, "demo").Rooms {
		for _, a := range chineseNamesOf(r.Aliases) {
			roomed[a] = true
		}
	}
	alone := func(verb, name string) (turn.Action, bool) {
		r := s.ask(verb + name)
		return firstAction(r), r.Outcome == "planned" && len(r.Actions) == 1
	}
	pairs := 0
	for _, a := range devices {
		for _, an := range chineseNames(a) {
			if !slices.ContainsFunc(keys(roomed), func(room string) bool { return strings.HasPrefix(an, room) && an != room }) {
				continue
			}
			for _, b := range devices {
				if b.Room == a.Room || b.Type != a.Type {
					continue
				}
				for _, bn := range chineseNames(b) {
					if slices.ContainsFunc(keys(roomed), func(room string) bool { return strings.HasPrefix(bn, room) }) || classWord(bn) {
						continue // a name with a room of its own, or a class word
					}
					for _, v := range [][2]string{{"打开", "%a和%b都打开"}, {"打开", "打开%a和%b"}, {"关掉", "把%a和%b关了"}, {"关掉", "%a和%b都关掉吧"}, {"关掉", "关掉%a跟%b"}} {
						x, okA := alone(v[0], an)
						y, okB := alone(v[0], bn)
						if !okA || !okB {
							continue
						}
						pairs++
						said := strings.NewReplacer("%a", an, "%b", bn).Replace(v[1])
						s.n++
						r := s.ask(said)
						if r.Outcome != "planned" || len(r.Actions) != 2 || r.Actions[0].Device != x.Device || r.Actions[1].Device != y.Device ||
							r.Actions[0].Command != x.Command || r.Actions[1].Command != y.Command {
							t.Errorf("%q: %s, want %s %s and %s %s", said, summary(r), x.Device, x.Command, y.Device, y.Command)
						}
					}
				}
			}
		}
	}
	if pairs < 50 {
		t.Errorf("%d pairs, want at least 50", pairs)
	}
	for said, want := range map[string]string{"打开书房的吸顶灯和台灯": "light.study_lamp", "车库灯和门都关上": "cover.garage_door"} {
		if r := s.ask(said); len(r.Actions) != 2 || r.Actions[1].Device != want {
			t.Errorf("%q: %s, want %s second", said, summary(r), want)
		}
	}
}

// firstAction is the first action of a result, or none.
func firstAction(r turn.Result) turn.Action {
	if len(r.Actions) == 0 {
		return turn.Action{}
	}
	return r.Actions[0]
}

// classWord reports a word of a device class (台灯, 排气扇).
func classWord(w string) bool {
	for _, ws := range lang.Classes() {
		if slices.Contains(ws, w) {
			return true
		}
	}
	return false
}

// keys are the keys of a set.
func keys(m map[string]bool) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}
