package turn_test

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"edge/home/hometest"
)

// TestChineseSpeakerAt: where the speaker says they are before a command
// (我在厨房，开一下灯; 我在书房开灯; 我们在卧室，把灯关了), for every room of the
// demo home with a Chinese name that ends as a room's does, is where the
// command is, as the room said before it (厨房开一下灯) is: it was not
// understood. A command that names its own place is done there; what the
// speaker does (我在吃饭，关一下电视) is no place, and nothing is done.
func TestChineseSpeakerAt(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "at")
	h := hometest.Load(t, "demo")
	for _, r := range h.Rooms {
		for _, a := range r.Aliases {
			last, _ := utf8.DecodeLastRuneInString(a)
			if !strings.ContainsRune("房室厅间台库园院廊楼", last) {
				continue
			}
			for _, cmd := range []string{"开灯", "把灯关了", "开一下灯"} {
				plain := a + cmd
				if !strings.HasPrefix(summary(s.ask(plain)), "planned") {
					continue // no light there
				}
				for _, f := range []string{"我在%s，%s", "我在%s%s", "我们在%s，%s", "我现在在%s里，%s"} {
					s.same(fmt.Sprintf(f, a, cmd), plain)
				}
			}
		}
	}
	s.same("我在卧室，把客厅灯关了", "把客厅灯关了")
	s.same("我在客厅，把卧室灯关了", "把卧室灯关了")
	s.nothing("我在吃饭，关一下电视", "我在看电视", "我在厨房")
	if s.n < 40 {
		t.Errorf("%d utterances, want at least 40", s.n)
	}
}
