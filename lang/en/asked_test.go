package en

import (
	"strings"
	"testing"

	"edge/compile"
	"edge/ir"
)

// TestAskedByMark: a state said of a name and ended by a question mark,
// asks it, and said with its opposite asks which of the two, for every
// state that has an opposite; a command opened by its verb stays a command with a question
// mark; a state said without either is still a command.
func TestAskedByMark(t *testing.T) {
	registered()
	names := map[string]string{"on": "kitchen light", "off": "den fan", "open": "garage door", "closed": "garage door",
		"opened": "garage door", "locked": "front door", "unlocked": "front door", "armed": "alarm", "disarmed": "alarm"}
	for state, opposite := range opposites {
		name, ok := names[state]
		if !ok {
			t.Fatalf("no name for %q", state)
		}
		want := compiled("is the " + name + " " + state)
		if !strings.Contains(want, "query") {
			t.Fatalf("Compile(%q) = %s, not a question", "is the "+name+" "+state, want)
		}
		for _, text := range []string{name + " " + state + "?", "the " + name + " " + state + "?", "hey, the " + name + " " + state + " ?"} {
			if got := compiled(text); got != want {
				t.Errorf("Compile(%q) = %s, want %s", text, got, want)
			}
		}
		// with its opposite, which of the two is asked
		either := strings.Replace(want, string(ir.YesNo), string(ir.Either), 1)
		for _, text := range []string{name + " " + state + " or " + opposite, "is the " + name + " " + state + " or " + opposite,
			"the " + name + ", " + state + " or " + opposite + "?"} {
			if got := compiled(text); got != either {
				t.Errorf("Compile(%q) = %s, want %s", text, got, either)
			}
		}
	}
	for _, text := range []string{"turn on the kitchen light", "can you turn on the kitchen light", "please close the garage door",
		"open the garage door", "lock the front door"} {
		if got, want := compiled(text+"?"), compiled(text); got != want {
			t.Errorf("Compile(%q) = %s, want %s", text+"?", got, want)
		}
	}
	for _, text := range []string{"kitchen light on", "the garage door open", "kitchen light on please"} {
		p, err := compile.Compile(text)
		if err != nil || len(p.Clauses) != 1 || p.Clauses[0].Kind != ir.Act {
			t.Errorf("Compile(%q) = %v, %v: want a command", text, p, err)
		}
	}
}
