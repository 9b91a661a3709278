package turn_test

import (
	"strings"
	"testing"

	"edge/home/hometest"
)

// TestChineseNameAlike says the front door of the demo home (its lock, 前门,
// and its contact, 前门磁) by the other words people call it (大门, 入户门,
// 家门, 正门, 进户门; in English the main, entry or entrance door), in
// questions and commands ("大门关了吗", "入户门锁了没",
// "把大门锁上", "大门磁关着吗", "把家门打开"): each does what the same words
// with 前门 do. "大门关了吗" and "入户门关了吗" were names not found (找不到“大
// 门”).
func TestChineseNameAlike(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "namealike")
	frames := []string{"%s关了吗", "%s关好了没", "%s锁了没", "%s锁了吗", "%s开着吗", "%s是关着的吗", "把%s锁上", "%s锁一下",
		"把%s打开", "%s关上了吗", "帮我看看%s关了没有", "%s现在锁着吗", "%s关了吧？"}
	for _, d := range hometest.Load(t, "demo").Devices {
		for _, name := range chineseNames(d) {
			rest, ok := strings.CutPrefix(name, "前门")
			if !ok {
				continue
			}
			for _, w := range []string{"大门", "入户门", "家门", "正门", "进户门"} {
				for _, f := range frames {
					said, plain := strings.ReplaceAll(f, "%s", w+rest), strings.ReplaceAll(f, "%s", name)
					want, got := s.ask(plain), s.ask(said)
					if want.Outcome == "not_understood" {
						continue // a lock's words said of the contact
					}
					s.n++
					if summary(got) != summary(want) || got.Say != want.Say {
						t.Errorf("%q: %s %q, want %s %q as %q", said, summary(got), got.Say, summary(want), want.Say, plain)
					}
				}
			}
		}
	}
	for _, w := range []string{"main door", "entry door", "entrance door"} {
		for _, f := range []string{"is the %s locked", "lock the %s", "is the %s closed", "unlock the %s"} {
			said, plain := strings.ReplaceAll(f, "%s", w), strings.ReplaceAll(f, "%s", "front door")
			s.n++
			if got, want := s.ask(said), s.ask(plain); summary(got) != summary(want) || got.Say != want.Say {
				t.Errorf("%q: %s %q, want %s %q as %q", said, summary(got), got.Say, summary(want), want.Say, plain)
			}
		}
	}
	if s.n < 100 {
		t.Fatalf("%d utterances, want at least 100", s.n)
	}
}
