package turn_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"edge/home/hometest"
	"edge/turn"
)

// TestOneByAnswers: asked which one, "the one by the desk" ("the one near
// the reading …", "the one next to the bedside …"), for every word of an
// option's name or alias that no other option has, answers as "the desk
// one" does: it was not understood.
func TestOneByAnswers(t *testing.T) {
	generatedKinds(t)
	e, _, _ := demo(t)
	h := hometest.Load(t, "demo")
	names := map[string][]string{}
	for _, d := range h.Devices {
		names[d.ID] = append([]string{d.Name}, d.Aliases...)
	}
	n := 0
	for _, first := range []string{"turn on the lamp", "turn off the ac", "turn on the fan"} {
		q := e.Ask(context.Background(), turn.Request{Text: first, Session: "q " + first, DryRun: true})
		if q.Outcome != turn.Clarify || len(q.Options) < 2 {
			t.Fatalf("%q: %s, want a question of which", first, summary(q))
		}
		words := map[string]int{}
		for _, o := range q.Options {
			seen := map[string]bool{}
			for _, name := range names[o.ID] {
				for _, w := range strings.Fields(strings.ToLower(name)) {
					if !seen[w] && !strings.ContainsFunc(w, func(c rune) bool { return c > 0x2e80 }) {
						seen[w] = true
						words[w]++
					}
				}
			}
		}
		for w, times := range words {
			if times != 1 {
				continue
			}
			session := func(s string) string {
				e.Ask(context.Background(), turn.Request{Text: first, Session: s, DryRun: true})
				return s
			}
			want := summary(e.Ask(context.Background(), turn.Request{Text: "the " + w + " one", Session: session("plain " + first + w), DryRun: true}))
			for _, f := range []string{"the one by the %s", "the one near the %s", "the one next to the %s please"} {
				said := fmt.Sprintf(f, w)
				n++
				if got := summary(e.Ask(context.Background(), turn.Request{Text: said, Session: session(said + first), DryRun: true})); got != want {
					t.Errorf("%q, then %q: %s, want %s as \"the %s one\"", first, said, got, want, w)
				}
			}
		}
	}
	if n < 20 {
		t.Errorf("%d answers, want at least 20", n)
	}
}
