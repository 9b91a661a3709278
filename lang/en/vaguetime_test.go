package en

import (
	"slices"
	"strings"
	"testing"

	"edge/compile"
	"edge/ir"
)

// wantVague checks that text compiles to commands with a vague time,
// none with the words of when in its name ("" for no such check).
func wantVague(t *testing.T, text, when string) {
	t.Helper()
	p, err := compile.Compile(text)
	if err != nil || len(p.Clauses) == 0 {
		t.Errorf("Compile(%q) = %v, %v: want the command with a vague time", text, p, err)
		return
	}
	for _, c := range p.Clauses {
		if c.Kind != ir.Act || c.When == nil || !c.When.Vague || when != "" && strings.Contains(" "+c.Target.Name+" ", " "+when+" ") {
			t.Errorf("Compile(%q) = %s: want the command with a vague time", text, p)
		}
	}
}

// TestVagueTimeAsked: a command put off with words that tell no time
// (every vague time, at the end of the command, before please or thanks,
// or opening it) is the command with a vague time, for which edge asks a
// time: it was read into the name ("I can't find “tv later”"). "as soon
// as" and a time that is told are no vague time.
func TestVagueTimeAsked(t *testing.T) {
	registered()
	commands := []string{"turn off the tv", "turn on the hall light", "open the blinds", "lock the front door", "switch the kitchen lights off",
		"set the bedroom ac to 22 degrees", "close the garage door"}
	n := 0
	for _, cmd := range commands {
		for _, v := range vagueTimes.list {
			for _, text := range []string{cmd + " " + v, cmd + ", " + v, cmd + " " + v + " please", v + ", " + cmd, v + " " + cmd,
				"alexa " + cmd + " " + v + " thanks"} {
				n++
				wantVague(t, text, v)
			}
		}
	}
	if n < 600 {
		t.Errorf("%d ways, want at least 600", n)
	}
	for _, v := range vagueTimes.list {
		if !slices.ContainsFunc(strings.Fields(v), func(w string) bool { return vagueWords[w] }) {
			t.Errorf("%q holds no word of vagueWords: mayTellTime never reads it", v)
		}
	}
	for text, want := range map[string]string{"turn off the tv in 5 minutes": "after 300s", "turn off the tv in a minute": "after 60s"} {
		if p, err := compile.Compile(text); err != nil || !strings.Contains(p.String(), want) {
			t.Errorf("Compile(%q) = %v, %v, want %s", text, p, err, want)
		}
	}
	for _, text := range []string{"turn on the light as soon as possible", "later", "see you later", "i'll do it later"} {
		if p, err := compile.Compile(text); err == nil {
			for _, c := range p.Clauses {
				if c.When != nil && c.When.Vague {
					t.Errorf("Compile(%q) = %s: want no vague time", text, p)
				}
			}
		}
	}
}
