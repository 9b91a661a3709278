package en

import (
	"strings"
	"testing"

	"edge/compile"
	"edge/ir"
)

// TestLetMe: what the speaker says they are about to do ("let me turn the
// tv off", "lemme switch off the lights") asks whether it is so and never
// acts; a reminder asked for ("don't forget to lock the door", "remind me
// to turn off the oven") names nothing edge can find and never acts nor is
// answered as a command refused ("OK, I won't lock …"), for every switch
// command of the pack. "Let me get …" and "let me have …" still ask for it.
func TestLetMe(t *testing.T) {
	registered()
	n := 0
	for _, cmd := range switchCommands() {
		if f := strings.Fields(cmd); f[0] == "please" || f[1] != "the" && f[0] != "turn" && f[0] != "switch" {
			continue // a verb of two words, or a courtesy before the verb
		}
		for _, lead := range selfLets.list {
			text := lead + " " + cmd
			n++
			p, err := compile.Compile(text)
			if err != nil {
				continue // not understood: never acts either
			}
			for _, c := range p.Clauses {
				if c.Kind == ir.Act {
					t.Errorf("Compile(%q) = %s: the speaker's own doing acts", text, p)
				}
			}
		}
		for _, lead := range append(reminders.list, "don't forget to", "please remember to") {
			text := lead + " " + cmd
			n++
			p, err := compile.Compile(text)
			if err != nil {
				continue
			}
			for _, c := range p.Clauses {
				said := c.Target.Name + " " + strings.Join(c.Target.Places, " ") // a name or a place that names nothing
				named := strings.Contains(said, "forget") || strings.Contains(said, "remember") || strings.Contains(said, "remind")
				if c.Kind == ir.Act && (c.Negated || !named) {
					t.Errorf("Compile(%q) = %s: a reminder read as a command", text, p)
				}
			}
		}
	}
	if n < 200 {
		t.Errorf("%d ways, want at least 200", n)
	}
	for _, text := range []string{"let me get the lights on", "let me have the tv on"} {
		if p, err := compile.Compile(text); err != nil || len(p.Clauses) == 0 || p.Clauses[0].Kind != ir.Act {
			t.Errorf("Compile(%q) = %v, %v: asking for it, want a command", text, p, err)
		}
	}
}
