package en

import (
	"testing"

	"edge/compile"
)

// TestTerseRun: terse commands said one after another with no pause or
// "and" (every pair of names, each with "on" or "off", with and without
// an article, a verb before the first, or a third after them) are each
// done on its own name; "on" and a bare place with no direction after it
// stays a place.
func TestTerseRun(t *testing.T) {
	registered()
	names := []string{"kitchen light", "hall light", "tv", "study lamp", "landing light", "living room fan", "garden lights"}
	type said struct {
		text  string
		names []string
		dirs  []string
	}
	var cases []said
	for _, a := range names {
		for _, b := range names {
			if a == b {
				continue
			}
			for _, da := range []string{"on", "off"} {
				db := "off"
				if da == "off" {
					db = "on"
				}
				cases = append(cases, said{a + " " + da + " " + b + " " + db, []string{a, b}, []string{da, db}},
					said{"the " + a + " " + da + " the " + b + " " + db, []string{a, b}, []string{da, db}},
					said{"turn the " + a + " " + da + " " + b + " " + db + " please", []string{a, b}, []string{da, db}},
					said{a + " " + da + " " + b + " " + db + " bedside lamp " + da, []string{a, b, "bedside lamp"}, []string{da, db, da}})
			}
		}
	}
	if len(cases) < 300 {
		t.Fatalf("%d cases, want at least 300", len(cases))
	}
	for _, c := range cases {
		p, err := compile.Compile(c.text)
		if err != nil {
			t.Errorf("Compile(%q): %v", c.text, err)
			continue
		}
		if len(p.Clauses) != len(c.names) {
			t.Errorf("Compile(%q) = %s: want %d commands", c.text, p, len(c.names))
			continue
		}
		for i, cl := range p.Clauses {
			if cl.Target.Name != c.names[i] || cl.Verb != c.dirs[i] || len(cl.Target.Places) > 0 {
				t.Errorf("Compile(%q) clause %d = %s: want %s %s", c.text, i, p, c.dirs[i], c.names[i])
			}
		}
	}
	for _, text := range []string{"lights on kitchen", "lamp on study", "night light on kids room", "turn the overhead light on the first floor off", "the lamp on the landing on"} {
		p, err := compile.Compile(text)
		if err != nil || len(p.Clauses) != 1 || len(p.Clauses[0].Target.Places) != 1 {
			t.Errorf("Compile(%q) = %v, %v: want one command in a place", text, p, err)
		}
	}
}
