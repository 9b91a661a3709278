package en

import (
	"strings"
	"testing"

	"edge/compile"
	"edge/ir"
)

// TestCourtesyAsked: a command asked for as a favour with its verb in -ing
// ("do you mind turning off the tv", "any chance of closing the blinds")
// or after "any chance you could", "may i ask you to", "do me a favor"
// compiles as the command does, for every such opening, verb and thing:
// "do you mind" asked whether the thing was so, the others were names not
// found. What the speaker asks leave to do ("do you mind if i turn off the
// tv") does nothing.
func TestCourtesyAsked(t *testing.T) {
	registered()
	commands := map[string]string{"turning on the hall light": "turn on the hall light", "switching off the tv": "switch off the tv",
		"closing the blinds": "close the blinds", "opening the living room curtain": "open the living room curtain",
		"locking the front door": "lock the front door", "dimming the kitchen light": "dim the kitchen light",
		"turning the tv down": "turn the tv down", "switching the landing light on": "switch the landing light on"}
	ing := []string{"do you mind", "would you mind", "any chance of", "is there any chance of", "hey do you mind", "mind"}
	plain := []string{"any chance you could", "is there any chance you can", "may i ask you to", "could i ask you to",
		"do me a favor", "do me a favour,", "it would be great if you could", "it would be nice if you could"}
	n := 0
	for said, cmd := range commands {
		want := compiled(cmd)
		if strings.HasPrefix(want, "!!") {
			t.Fatalf("Compile(%q) = %s", cmd, want)
		}
		var texts []string
		for _, before := range ing {
			texts = append(texts, before+" "+said, before+" "+said+" please")
		}
		for _, before := range plain {
			texts = append(texts, before+" "+cmd, before+" "+cmd+" please")
		}
		for _, text := range texts {
			n++
			if got := compiled(text); got != want {
				t.Errorf("Compile(%q) = %s, want %s", text, got, want)
			}
		}
	}
	if n < 200 {
		t.Errorf("%d ways, want at least 200", n)
	}
	for _, text := range []string{"do you mind if i turn off the tv", "do you mind if we close the blinds", "do you mind the tv being on"} {
		if p, err := compile.Compile(text); err == nil {
			for _, c := range p.Clauses {
				if c.Kind == ir.Act {
					t.Errorf("Compile(%q) = %s: leave asked for acts", text, p)
				}
			}
		}
	}
}
