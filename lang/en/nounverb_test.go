package en

import (
	"strings"
	"testing"
)

// TestNounVerbAfterPause: a noun that is a verb too, opening a clause
// after a question, a remark or a condition, with a pronoun, an article
// or a quantifier after it ("is the front door locked? lock it"), is a
// command, as it is said alone: it was asked about again, or lost to the
// name before it. With a word of its own after it, it stays a name.
func TestNounVerbAfterPause(t *testing.T) {
	registered()
	n := 0
	for _, before := range []string{"is the front door locked? ", "it's late, ", "the kitchen is dirty. ", "are the doors shut? ", "if it is not locked ",
		"is the front door locked? if it is not locked ", "are the doors locked? if they are not locked "} {
		for verb, objects := range map[string][]string{"lock": {"it", "the front door", "all the doors", "it if it is not locked"},
			"vacuum": {"it", "the kitchen", "every room", "it if it is not on"}, "switch": {"it off", "the tv off", "all the lights off", "it off if it is on"}} {
			for _, o := range objects {
				text := before + verb + " " + o
				n++
				got := compiled(text)
				last := got[strings.LastIndex(got, ";")+1:]
				if !strings.Contains(last, "act ") {
					t.Errorf("Compile(%q) = %s: want its last clause a command", text, got)
				}
			}
		}
	}
	if n < 80 {
		t.Errorf("%d wordings, want at least 80", n)
	}
	if got := compiled("is the lock battery low"); strings.Contains(got, "act ") {
		t.Errorf("Compile(%q) = %s: want a question", "is the lock battery low", got)
	}
}
