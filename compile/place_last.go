package compile

import (
	"slices"
	"strings"

	"edge/ir"
	"edge/lang"
)

// placeSaidLast gives each command before the last of a kind of thing said
// in the plural with no place ("dim the lights and close the curtains in
// the living room", "turn off the lights and lock the door in the hall")
// the place the last command ends with: they asked which room. Where that
// place holds none of them, they are meant wherever they are (Near), as
// before. Only a command of a kind of thing alone, with nothing else said
// of where or which ("all the lights", "the lights except the bedroom"
// stay as said).
func placeSaidLast(p *ir.Program) {
	n := len(p.Clauses)
	if n < 2 {
		return
	}
	last := p.Clauses[n-1]
	if last.Kind != ir.Act || len(last.Target.Places) != 1 || last.Target.Near || last.Condition != nil {
		return
	}
	for i := range p.Clauses[:n-1] {
		c := &p.Clauses[i]
		t := &c.Target
		if c.Kind != ir.Act || c.Condition != nil || c.When != nil || !t.Plural || t.Class == "" || len(t.Places) > 0 || t.Ref ||
			t.Everywhere || len(t.Except) > 0 || t.Count > 0 || t.One || !classAlone(t.Name, t.Class) {
			continue
		}
		t.Places, t.Near = slices.Clone(last.Target.Places), true
	}
}

// classAlone reports a name that is only a word of the class, or its
// plural ("lights"), or none.
func classAlone(name, class string) bool {
	for _, w := range []string{name, strings.TrimSuffix(name, "s"), strings.TrimSuffix(name, "es")} {
		if w == "" || lang.ClassOfWord(w) == class {
			return true
		}
	}
	return false
}
