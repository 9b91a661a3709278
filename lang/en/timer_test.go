package en

import (
	"slices"
	"testing"
)

// TestMayTellTime: mayTellTime reads the words words reads: it says a
// text has a word of a time exactly when words finds one (When reads no
// time in a text without one).
func TestMayTellTime(t *testing.T) {
	registered()
	odd := []string{"In 5 MINUTES turn off the light", "at 7 P.M.", "EVERY morning", "dim it at\u00a0noon", "turn on the lamp daily!",
		"ÀT 7", "\xffat 7", "at\xff7", "hours", "in five min.", "a.m.", "every-day", "x;at;y", "İn 5 minutes", "\u212Aitchen in 2 hrs"}
	for _, s := range append(sentences(t), odd...) {
		want := slices.ContainsFunc(words(s), func(w word) bool { return timeWord(w.w) })
		if got := mayTellTime(s); got != want {
			t.Errorf("mayTellTime(%q) = %v, want %v", s, got, want)
		}
	}
}
