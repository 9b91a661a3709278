package turn_test

import (
	"fmt"
	"strings"
	"testing"

	"edge/home/hometest"
	"edge/turn"
)

// TestChinesePlaceThenThatOne says a class word of the demo home after
// every Chinese name of every room, with 那个, 这个, 那盏 or 这盏 between
// them ("卧室那个灯你给我关了", "卧室的那个灯关一下", "把书房那盏灯打开"): that
// one thing there. Where the class word said of the room alone ("卧室灯关
// 了") takes several, which one is asked and nothing is done; the bedroom's
// three lights were switched off. Where it takes one, it is that one. Said
// with 都 ("卧室那个灯都关了") it is all of them, as "卧室的灯都关了" is.
func TestChinesePlaceThenThatOne(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "that one")
	frames := []struct{ plain, said string }{
		{"%[1]s灯关了", "%[1]s%[2]s灯关了"}, {"%[1]s灯关了", "%[1]s%[2]s灯你给我关了"}, {"%[1]s灯关了", "%[1]s的%[2]s灯关一下"},
		{"把%[1]s灯打开", "把%[1]s%[2]s灯打开"}, {"把%[1]s灯打开", "帮我把%[1]s的%[2]s灯打开吧"}, {"%[1]s灯开一下", "%[1]s%[2]s灯开一下嘛"},
		{"关掉%[1]s灯", "关掉%[1]s%[2]s灯"},
	}
	several := 0
	for _, room := range hometest.Load(t, "demo").Rooms {
		for _, name := range room.Aliases {
			if !strings.ContainsFunc(name, func(r rune) bool { return r > 0x2e80 }) {
				continue
			}
			for _, f := range frames {
				plain := fmt.Sprintf(f.plain, name)
				want := s.ask(plain)
				if want.Outcome != turn.Planned && want.Outcome != turn.Confirm {
					continue // no light there
				}
				for _, that := range []string{"那个", "这个", "那盏", "这盏"} {
					said := fmt.Sprintf(f.said, name, that)
					s.n++
					got := s.ask(said)
					switch {
					case len(want.Actions) > 1:
						several++
						if got.Outcome != turn.Clarify || len(got.Actions) > 0 {
							t.Errorf("%q: %s %q, want which one asked (%q: %s)", said, summary(got), got.Say, plain, summary(want))
						}
					case summary(got) != summary(want):
						t.Errorf("%q: %s, want %s as %q", said, summary(got), summary(want), plain)
					}
				}
			}
			s.n++
			if all, plain := s.ask(name+"那个灯都关了"), s.ask(name+"的灯都关了"); summary(all) != summary(plain) {
				t.Errorf("%q: %s, want %s as %q", name+"那个灯都关了", summary(all), summary(plain), name+"的灯都关了")
			}
		}
	}
	if several < 50 || s.n < 300 {
		t.Fatalf("%d utterances, %d of a place with several, want at least 300 and 50", s.n, several)
	}
}
