package turn_test

import (
	"strings"
	"testing"
)

// TestConditionSaidOnly: a condition said with "only", "just", "but only"
// or a filler before its word ("only if the kitchen light is off turn it
// on", "turn on the bedroom ac, but only if it is above 25") is the
// condition as said plain: "only" was read as a name's word, and a word
// before "if" made "the kitchen light is off turn it on" a statement of a
// state and the command that undoes it, the condition lost.
func TestConditionSaidOnly(t *testing.T) {
	s := newSaidOnDemo(t, "only")
	first := []string{"if the kitchen light is off turn it on", "if the tv is on turn it off", "when it is above 25 turn on the bedroom ac",
		"if the garage door is open close it", "if the front door is unlocked lock it", "unless the tv is on turn on the hall light"}
	after := []string{"turn on the bedroom ac if it is above 25", "turn off the tv if it is on", "close the garage door if it is open",
		"turn on the kitchen light if it is off", "turn off all the lights if they are on"}
	n := 0
	check := func(said, plain string) {
		n++
		if got, want := summary(s.ask(said)), summary(s.ask(plain)); got != want {
			t.Errorf("%q: %s, want %s as %q", said, got, want, plain)
		}
	}
	for _, plain := range first {
		for _, lead := range []string{"only ", "just ", "please ", "um ", "but only "} {
			check(lead+plain, plain)
		}
	}
	for _, plain := range after {
		i := strings.Index(plain, " if ")
		for _, mid := range []string{" only", " but only", ", but only", " but", ", only", " just"} {
			check(plain[:i]+mid+plain[i:], plain)
		}
	}
	if n < 50 {
		t.Errorf("%d wordings, want at least 50", n)
	}
}
