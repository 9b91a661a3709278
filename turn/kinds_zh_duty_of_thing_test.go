package turn_test

import (
	"slices"
	"strings"
	"testing"

	"edge/home/hometest"
)

// TestChineseDutyOfThing says a command of every device of the demo home,
// by each of its Chinese names, as a duty said of the thing, the thing
// first ("电视该关了", "空调该开了", "灯该关了吧", "门该锁了", "电视也该关了",
// "电视早该关了", "电视早就该关了"): each does what the command alone does.
// They were a name not found (找不到“电视该”). Negated ("电视不该关", "电视该不
// 该关"), asked otherwise ("电视是不是该关了") or said as a guess ("电视应该关
// 了") nothing is done; asked with 吗 ("电视该关了吗") the state is answered
// and nothing done.
func TestChineseDutyOfThing(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "dutyofthing")
	verbs := map[string][]string{"onoff": {"关", "打开", "关掉"}, "lock": {"锁上"}, "position": {"打开", "关上"}}
	for _, d := range hometest.Load(t, "demo").Devices {
		for c, vs := range verbs {
			if !slices.Contains(d.Capabilities, c) {
				continue
			}
			for _, name := range chineseNames(d) {
				for _, v := range vs {
					if strings.HasSuffix(name, v[:3]) {
						continue // 大门锁该锁上了: the name runs into the verb
					}
					plain := "把" + name + v + "了"
					for _, duty := range []string{"该", "也该", "早该", "早就该"} {
						s.same(name+duty+v+"了", plain)
					}
					s.same(name+"该"+v+"了吧", plain)
					s.nothing(name+"不该"+v, name+"该不该"+v, name+"是不是该"+v+"了", name+"应该"+v+"了")
					s.n++
					if r := s.ask(name + "该" + v + "了吗"); len(r.Actions) > 0 || r.Outcome == "confirm" || r.Outcome == "clarify" && strings.Contains(r.Say, "确认") {
						t.Errorf("%q: %s, want the state answered, nothing done", name+"该"+v+"了吗", summary(r))
					}
				}
			}
		}
	}
	s.same("卧室空调该调到二十六度了", "把卧室空调调到二十六度")
	s.same("床头灯该调暗一点了", "床头灯调暗一点")
	s.same("早该关厨房灯了", "关厨房灯")
	s.same("早就该把门锁上了", "把门锁上")
	s.nothing("我早该关灯了", "电视关了没")
	if s.n < 300 {
		t.Fatalf("%d utterances, want at least 300", s.n)
	}
}
