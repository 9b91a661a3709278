package en

import (
	"fmt"
	"testing"

	"edge/compile"
	"edge/ir"
)

// TestLeaveAskedOfEdge: a command asked as whether it is all right for
// the one spoken to to do it, or as what would be appreciated ("is it ok
// if you turn off the tv", "would it be alright if you closed the
// blinds", "i'd appreciate it if you turned off the tv", "i'd be grateful
// if you opened the curtains"), with the verb as said or in its past form,
// is the command: they were not understood. Leave asked for the speaker
// ("is it ok if i turn off the tv", "is it ok if we …") does nothing.
func TestLeaveAskedOfEdge(t *testing.T) {
	registered()
	openers := []string{"is it ok if you", "is it okay if you", "is it alright if you", "is it all right if you", "would it be ok if you",
		"would it be okay if you", "would it be alright if you", "i'd appreciate it if you", "i would appreciate it if you",
		"i'd appreciate if you", "i'd be grateful if you", "i would be grateful if you"}
	type command struct{ base, past, verb, name string }
	commands := []command{{"turn off the tv", "turned off the tv", "off", "tv"}, {"close the blinds", "closed the blinds", "close", "blinds"},
		{"open the curtains", "opened the curtains", "open", "curtains"}, {"lock the front door", "locked the front door", "lock", "front door"},
		{"switch on the kitchen light", "switched on the kitchen light", "on", "kitchen light"}}
	n := 0
	for _, o := range openers {
		for _, c := range commands {
			for _, said := range []string{c.base, c.past} {
				text := fmt.Sprintf("%s %s", o, said)
				n++
				p, err := compile.Compile(text)
				if err != nil || len(p.Clauses) != 1 || p.Clauses[0].Kind != ir.Act || p.Clauses[0].Verb != c.verb || p.Clauses[0].Target.Name != c.name {
					t.Errorf("Compile(%q) = %v, %v: want %s %s", text, p, err, c.verb, c.name)
				}
			}
		}
	}
	if n < 100 {
		t.Errorf("%d ways, want at least 100", n)
	}
	for _, o := range []string{"is it ok if i", "is it okay if we", "is it alright if i", "would it be ok if i", "do you mind if i"} {
		for _, c := range commands {
			text := fmt.Sprintf("%s %s", o, c.base)
			if p, err := compile.Compile(text); err == nil {
				for _, cl := range p.Clauses {
					if cl.Kind == ir.Act {
						t.Errorf("Compile(%q) = %s: leave asked for the speaker, want nothing done", text, p)
					}
				}
			}
		}
	}
}
