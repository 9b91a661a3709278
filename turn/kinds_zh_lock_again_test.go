package turn_test

import (
	"fmt"
	"testing"
)

// TestChineseLockAskedAgain says the front door's lock by a name that ends
// in 锁 with 呢 after it ("大门锁呢", "前门锁呢？", "前门的锁呢"), alone or after
// a command ("打开客厅灯", then "大门锁呢"): it is the lock asked about, as
// "前门呢" is, which asks what to do with it or does to it what was just
// done. It locked the front door, whatever was said before.
func TestChineseLockAskedAgain(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "lock asked again")
	n := 0
	for _, lock := range []string{"大门锁", "前门锁", "前门的锁", "大门的锁", "玄关的锁", "门厅的锁"} {
		for _, end := range []string{"呢", "呢？", "呢?", "呢。"} {
			for _, before := range []string{"", "打开客厅灯", "关掉电视", "打开电视", "把客厅窗帘拉开", "关上车库门"} {
				n++
				s.n++
				said, plain := lock+end, "前门"+end
				var got, want string
				if before == "" {
					got, want = summary(s.ask(said)), summary(s.ask(plain))
				} else {
					got = summary(saidInTurn(s.e, fmt.Sprintf("again %d", n), before, said))
					want = summary(saidInTurn(s.e, fmt.Sprintf("again plain %d", n), before, plain))
				}
				if got != want {
					t.Errorf("%q after %q: %s, want %s as %q", said, before, got, want, plain)
				}
			}
		}
	}
	if s.n < 100 {
		t.Fatalf("%d utterances: too few to say anything", s.n)
	}
}
