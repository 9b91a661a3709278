package turn_test

import (
	"slices"
	"testing"

	"edge/home/hometest"
)

// TestChineseGuessedDone says a thing done with 了吧 and a question mark
// ("门锁了吧？", "燃气关了吧？", "车库门关上了吧?"), of every device of the demo home
// by each of its Chinese names: it asks whether it is done and is
// answered as "…了没" is, nothing done. It was the command: "门锁了吧？"
// locked the front door. With 把 ("把门锁了吧？") it is still the command,
// as it is with no question mark.
func TestChineseGuessedDone(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "guesseddone")
	verbs := map[string][]string{"onoff": {"关", "开", "关掉", "打开"}, "lock": {"锁", "锁上", "锁好"}, "valve": {"关", "关上", "开"},
		"position": {"关", "拉上", "打开"}}
	for _, d := range hometest.Load(t, "demo").Devices {
		for c, vs := range verbs {
			if !slices.Contains(d.Capabilities, c) {
				continue
			}
			for _, name := range chineseNames(d) {
				for _, v := range vs {
					want := s.ask(name + v + "了没")
					if want.Outcome != "answer" {
						t.Errorf("%q, the question, is %s %q", name+v+"了没", summary(want), want.Say)
						continue
					}
					for _, q := range []string{"？", "?", "？ "} {
						said := name + v + "了吧" + q
						s.n++
						if got := s.ask(said); got.Outcome != "answer" || got.Say != want.Say || len(got.Actions) > 0 {
							t.Errorf("%q: %s %q, want %q as %q", said, summary(got), got.Say, want.Say, name+v+"了没")
						}
					}
					s.n++
					if got, plain := summary(s.ask("把"+name+v+"了吧？")), summary(s.ask("把"+name+v+"了吧")); got != plain {
						t.Errorf("%q: %s, want %s as without the question mark", "把"+name+v+"了吧？", got, plain)
					}
				}
			}
		}
	}
	if s.n < 300 {
		t.Fatalf("%d utterances, want at least 300", s.n)
	}
}
