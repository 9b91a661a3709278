package turn

import (
	"edge/index"
	"edge/ir"
)

// heatingOn reports whether a clause that sets "it" to heat, after a
// command that switched on only heaters ("turn on the heating in the kids
// room", read as "… and set it to heat"; "turn on the heater and set it
// to heat"), asks nothing more of them: a heater that is on heats, and it
// has no mode to set. Anything with a mode of heat is set so, as before.
func (t *turn) heatingOn(before, cl ir.Clause, res index.Result) bool {
	if res.Problem != index.NoCapability || cl.Kind != ir.Act || cl.Verb != "set" || !cl.Target.Ref || len(cl.Params) != 1 ||
		cl.Params[0].Name != modeArg || cl.Params[0].Text != heatMode || before.Kind != ir.Act || before.Verb != "on" ||
		before.Negated || len(t.resolved) == 0 {
		return false
	}
	for _, id := range t.resolved {
		if e, ok := t.e.idx.Entity(id); !ok || !index.InClass(e, heaterClass) {
			return false
		}
	}
	return true
}

// heatMode is the mode of heating, and heaterClass the class of what only
// heats.
const (
	heatMode    = "heat"
	heaterClass = "heater"
)
