package turn_test

import (
	"strings"
	"testing"
)

// TestAskedWithOneNotFound: a question of several things, one of which
// the home has not ("is the tv on and the fridge", 电视开着吗，冰箱呢, 门窗都关好
// 了吗 where there is no window), answers the rest and says what it could
// not find; it was not understood whole. A command of several stays
// refused whole (none of it is done), and a question of nothing found is
// not understood.
func TestAskedWithOneNotFound(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "unfound")
	for _, missing := range []string{"fridge", "dishwasher", "washing machine"} {
		for _, f := range []string{"is the tv on and the %s", "is the tv on and is the %s on", "is the %s on and the tv", "are the tv and the %s on"} {
			text := strings.ReplaceAll(f, "%s", missing)
			s.n++
			r := s.ask(text)
			if r.Outcome != "answer" || len(r.Reads) != 1 || r.Reads[0].Device != "media.living_tv" || !strings.Contains(r.Say, "“"+missing+"”") {
				t.Errorf("%q: %s %q, want the tv answered and %s not found", text, summary(r), r.Say, missing)
			}
		}
		for _, f := range []string{"turn on the tv and the %s", "turn off the %s and the tv"} {
			s.nothing(strings.ReplaceAll(f, "%s", missing))
		}
		if r := s.ask("is the " + missing + " on and the freezer"); r.Outcome != "not_understood" {
			t.Errorf("nothing found: %s %q, want not understood", summary(r), r.Say)
		}
	}
	for _, missing := range []string{"冰箱", "洗碗机"} {
		for _, f := range []string{"电视开着吗，%s呢", "电视和%s开着吗", "%s和电视开着吗"} {
			text := strings.ReplaceAll(f, "%s", missing)
			s.n++
			r := s.ask(text)
			if r.Outcome != "answer" || len(r.Reads) != 1 || r.Reads[0].Device != "media.living_tv" || !strings.Contains(r.Say, "“"+missing+"”") {
				t.Errorf("%q: %s %q, want the tv answered and %s not found", text, summary(r), r.Say, missing)
			}
		}
		s.nothing("打开电视和" + missing)
	}
	if s.n < 20 {
		t.Errorf("%d utterances, want at least 20", s.n)
	}
}
