package en

import (
	"strings"
	"testing"

	"edge/compile"
	"edge/grammar"
)

// TestOtherPicksOne: "the other lamp", "my other bedroom light", "turn on
// other lamp" pick one of several: for every class word of the pack and
// every determiner, what is said is a name with "other" in it, never
// everything but the lamps (it turned on every other light of the home);
// "other than" still takes out.
func TestOtherPicksOne(t *testing.T) {
	registered()
	n := 0
	for _, class := range sortedKeys(classes.word) {
		for _, det := range append(strings.Fields(categories[grammar.Det]), "") {
			for _, cmd := range []string{"turn on", "switch off"} {
				text := strings.Join(strings.Fields(cmd+" "+det+" other "+class), " ")
				n++
				p, err := compile.Compile(text)
				if err != nil {
					continue
				}
				for _, c := range p.Clauses {
					if c.Target.Ref && c.Target.Name == "" && len(c.Target.Except) == 0 {
						continue // "… and set it to heat" of the heating picked (heatOn)
					}
					if len(c.Target.Except) > 0 || !strings.Contains(c.Target.Name, "other") {
						t.Errorf("Compile(%q) = %s, want one picked, not all but some", text, p)
					}
				}
			}
		}
	}
	if n < 500 {
		t.Errorf("%d ways, want at least 500", n)
	}
	p, err := compile.Compile("turn off all the lights other than the kitchen light")
	if err != nil || len(p.Clauses) != 1 || len(p.Clauses[0].Target.Except) != 1 {
		t.Errorf("other than: %v, %v, want the kitchen light taken out", p, err)
	}
}

// TestTakenOutIsNoFollowUp: said after a command, words that only take
// something out ("not that one", "except the kitchen", "but not the hall
// light, the study lamp") name nothing to do the command on: for every
// word of an exception, they are no follow-up (read as one, the command
// was done on every other device of the home).
func TestTakenOutIsNoFollowUp(t *testing.T) {
	registered()
	n := 0
	for _, x := range []string{"not", "except", "but not", "except for", "excluding", "apart from", "besides", "other than", "but"} {
		for _, what := range []string{"that one", "this one", "it", "the kitchen", "the kitchen light", "the one in the hall", "that"} {
			for _, text := range []string{x + " " + what, "no " + x + " " + what, x + " " + what + ", the study lamp", x + " " + what + " please"} {
				n++
				if tgs, ok := compile.Targets(text); ok {
					t.Errorf("Targets(%q) = %v, want no follow-up", text, tgs)
				}
			}
		}
	}
	if n < 200 {
		t.Errorf("%d ways, want at least 200", n)
	}
	if _, ok := compile.Targets("the lights except the kitchen"); !ok {
		t.Errorf("Targets(the lights except the kitchen): no targets, want the lights")
	}
}
