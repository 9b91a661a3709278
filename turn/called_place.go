package turn

import (
	"edge/ir"
	"edge/lang"
)

// calledPlace reads a place of the home called after a greeting before a
// command or a question ("hello kitchen turn off the light", "hi bedroom,
// close the blinds", "hey kitchen what's the temperature") as where it is
// meant, as "in the kitchen" after it
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
		cl := &prog.Clauses[i]
		tg := &cl.Target
		if len(tg.Places) > 0 || tg.Ref || tg.All && tg.Name == "" && tg.Class == "" ||
			tg.Name == "" && tg.Class == "" && cl.Kind != ir.Query && len(cl.Params) == 0 {
			continue // "hey bedroom set the temperature to 22" sets it there; "hey kitchen turn off" names nothing
		}
		tg.Places, tg.Near = []string{name}, true
	}
}
