package en

import (
	"slices"
	"strings"
	"testing"

	"edge/compile"
	"edge/ir"
)

// TestAnyOn: a clause opened by "any" or "anything" and ended by a state,
// for every class word of the pack, every state and every way of saying
// where, asks as "are any ... on" does, and never acts; "any" after a
// verb stays a command.
func TestAnyOn(t *testing.T) {
	generated(t)
	registered()
	var states []string
	for s := range condStates {
		states = append(states, s)
	}
	slices.Sort(states)
	n := 0
	for class, words := range vocab.Classes {
		if len(words) == 0 || class == "scene" {
			continue
		}
		word := words[0]
		for _, state := range states {
			for _, said := range []string{"any " + word + " " + state, "any " + word + " still " + state,
				"any of the " + word + " " + state, "any " + word + " " + state + " in the kitchen", "any " + word + " " + state + " upstairs",
				"anything " + state, "anything " + state + " in the kitchen", "anything still " + state, "anything left " + state,
				"any " + word + " left " + state, "anything left " + state + " upstairs", "anything already " + state} {
				p, err := compile.Compile(said)
				if err != nil {
					continue // not understood: never acts either
				}
				n++
				for _, c := range p.Clauses {
					if c.Kind == ir.Act {
						t.Errorf("Compile(%q) = %s: a question acts", said, p)
					}
				}
				if got, want := p.String(), compiled("are "+said); got != want {
					t.Errorf("Compile(%q) = %s, want %s (as %q)", said, got, want, "are "+said)
				}
			}
		}
	}
	if n < 300 {
		t.Errorf("%d ways understood, want at least 300", n)
	}
	for _, said := range []string{"anything left on", "any lights left on", "anything left open in the garage", "any doors left unlocked"} {
		// "left" was read as a name ("I can't find left")
		if p, err := compile.Compile(said); err != nil || p.String() != compiled("are "+said) {
			t.Errorf("Compile(%q) = %v, %v, want %s", said, p, err, compiled("are "+said))
		}
	}
	for _, text := range []string{"turn on any lights in the kitchen", "switch off anything on in the kitchen"} {
		if got := compiled(text); !strings.Contains(got, "act") {
			t.Errorf("Compile(%q) = %s, want a command", text, got)
		}
	}
	if got := compiled("any lights on, turn them off"); !strings.Contains(got, "query") || !strings.Contains(got, "act off") {
		t.Errorf(`Compile("any lights on, turn them off") = %s, want a question and a command`, got)
	}
}
