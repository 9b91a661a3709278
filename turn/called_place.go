package turn

import (
	"edge/ir"
	"edge/lang"
)

// calledPlace reads a place of the home called after a greeting before a
// command ("hello kitchen turn off the light", "hi bedroom, close the
// blinds") as where the command is meant, as "in the kitchen" after it
// is, where it held what is named (ir.Target.Near): the pack had read it
// as a name of the one addressed, and the light was asked of every room.
func (t *turn) calledPlace(prog *ir.Program) {
	c, ok := lang.For(prog.Lang).(lang.Caller)
	if !ok {
		return
	}
	name := c.CalledName(t.said)
	if name == "" || !t.e.idx.IsPlace(name) {
		return
	}
	for i := range prog.Clauses {
		tg := &prog.Clauses[i].Target
		if len(tg.Places) > 0 || tg.Ref || tg.Name == "" && tg.Class == "" {
			continue
		}
		tg.Places, tg.Near = []string{name}, true
	}
}
