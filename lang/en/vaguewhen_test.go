package en

import (
	"strings"
	"testing"

	"edge/compile"
	"edge/ir"
)

// TestVagueWhen: a command said for a time that tells no time, for every
// such time (vagueTimes) before or after it, and "in" a bare number, is
// never the command done now: its words stay in what is to be found, so
// nothing is found; a time that is told still is one.
func TestVagueWhen(t *testing.T) {
	registered()
	commands := []string{"turn off the tv", "turn on the hall light", "open the blinds", "start the vacuum", "dim the lights in the den",
		"set the bedroom light to 40 percent"}
	type way struct{ text, mark string }
	var ways []way
	for _, cmd := range commands {
		for _, v := range vagueTimes.list {
			mark := v[strings.LastIndex(v, " ")+1:]
			for _, text := range []string{cmd + " " + v, cmd + ", " + v, v + ", " + cmd, v + " " + cmd, "please " + cmd + " " + v} {
				ways = append(ways, way{text, mark})
			}
		}
		for _, n := range []string{"5", "five", "10", "twenty", "1"} {
			ways = append(ways, way{cmd + " in " + n, n})
		}
	}
	for _, w := range ways {
		p, err := compile.Compile(w.text)
		if err != nil {
			continue // not understood: never done now
		}
		kept := false
		for _, c := range p.Clauses {
			said := " " + c.Target.Name + " " + strings.Join(c.Target.Places, " ") + " "
			kept = kept || c.When != nil || c.Kind == ir.Act && strings.Contains(said, " "+w.mark+" ")
		}
		if !kept {
			t.Errorf("Compile(%q) = %s: a command for a time not told, done now", w.text, p)
		}
	}
	if len(ways) < 300 {
		t.Errorf("%d ways, want at least 300", len(ways))
	}
	for text, want := range map[string]string{"turn off the tv in 5 minutes": "after 300s", "turn on the light as soon as possible": "",
		"turn the lights to 5 in the kitchen": "level=5"} {
		p, err := compile.Compile(text)
		if want == "" {
			continue
		}
		if err != nil || !strings.Contains(p.String(), want) {
			t.Errorf("Compile(%q) = %v, %v, want %s", text, p, err, want)
		}
	}
}
