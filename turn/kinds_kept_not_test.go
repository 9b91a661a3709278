package turn_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"edge/home/hometest"
	"edge/turn"
)

// TestKeptNotSo: a thing the speaker asks not to be left or kept in a
// state ("don't leave the kitchen light on", "please don't keep the tv
// on", "don't leave the garage door open", 别让电视开着, 电视别一直开着了, 车库
// 门没必要开着, 别开着电视, 窗帘别关着), for every device of the demo home that
// switches, closes or locks, does the command that ends the state, its
// risk gated as always. "Don't leave …" answered "OK, I won't do that",
// and the Chinese was not understood. A reason it is so, a time, or a
// question ("… for the cat", "… tonight", "…?") does nothing now.
func TestKeptNotSo(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "kept")
	h := hometest.Load(t, "demo")
	ask, check := s.ask, s.same
	ends := []struct{ capability, state, verb, zhState, zhVerb string }{
		{"lock", "unlocked", "lock", "", ""},
		{"lock", "", "", "锁着", "打开"},
		{"position", "open", "close", "开着", "关"},
		{"position", "", "", "关着", "打开"},
		{"onoff", "on", "turn off", "开着", "关"},
	}
	for _, d := range h.Devices {
		name := strings.ToLower(d.Name)
		done := map[string]bool{}
		for _, end := range ends {
			if !slices.Contains(d.Capabilities, end.capability) || done[end.capability] && end.state != "" {
				continue
			}
			if end.state != "" {
				done[end.capability] = true
				plain := fmt.Sprintf("%s the %s", end.verb, name)
				for _, f := range []string{"don't leave the %s %s", "please don't keep the %s %s", "do not leave the %s %s", "dont leave the %s %s"} {
					check(fmt.Sprintf(f, name, end.state), plain)
				}
				for _, f := range []string{"don't leave the %s %s for the cat", "don't leave the %s %s tonight", "don't leave the %s %s?"} {
					s.n++
					if got := ask(fmt.Sprintf(f, name, end.state)); len(got.Actions) > 0 && got.Outcome != turn.Scheduled {
						t.Errorf("%q: %s, want nothing done now", fmt.Sprintf(f, name, end.state), summary(got))
					}
				}
			}
			if end.zhState == "" {
				continue
			}
			for _, alias := range chineseNames(d) {
				plain := end.zhVerb + alias
				for _, f := range []string{"别让%[1]s%[2]s", "%[1]s别一直%[2]s了", "不要让%[1]s%[2]s", "%[1]s没必要%[2]s", "别%[2]s%[1]s",
					"%[1]s别总是%[2]s", "别让%[1]s老是%[2]s", "别总%[2]s%[1]s"} {
					check(fmt.Sprintf(f, alias, end.zhState), plain)
				}
				if end.capability == "lock" {
					continue // 大门锁别锁着吗 locks it, as it did: 锁 read as the verb
				}
				s.n++
				if got := ask(alias + "别" + end.zhState + "吗"); len(got.Actions) > 0 {
					t.Errorf("%q: %s, a question, acted", alias+"别"+end.zhState+"吗", summary(got))
				}
			}
		}
	}
	if s.n < 200 {
		t.Errorf("%d utterances, want at least 200", s.n)
	}
}
