package zh

import (
	"edge/grammar"
	"strings"
	"testing"
)

// TestLockBeforeItsVerb: 锁 said before another verb, with or without a
// word of all or 把 before it ("把锁打开", "所有的锁都打开"), is the lock, for
// every verb of opening, unlocking and closing of the pack: the other verb
// is what is done to it, never locking.
func TestLockBeforeItsVerb(t *testing.T) {
	n := 0
	for w, v := range verbs {
		if v != openOn && v != "open" && v != "unlock" && v != closeOff || !strings.Contains(categories[grammar.Verb], w) {
			continue
		}
		for _, tpl := range []string{"把锁%s", "锁都%s吧", "所有的锁都%s", "全部锁%s", "把家里的锁全%s"} {
			said := strings.Replace(tpl, "%s", w, 1)
			got := phrasesOf(t, said)
			if !strings.Contains(got, "NP(锁)") || strings.Contains(got, "Verb(lock)") {
				t.Errorf("%q: got %s, want the lock and the verb done to it", said, got)
			}
			n++
		}
	}
	if n < 50 {
		t.Errorf("%d wordings, want at least 50", n)
	}
}
