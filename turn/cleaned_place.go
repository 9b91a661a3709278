package turn

import (
	"slices"

	"edge/index"
	"edge/ir"
)

// vacuumCapability is the capability of vacuums, and roomParam the
// parameter of the room one cleans.
const (
	vacuumCapability = "vacuum"
	roomParam        = "room"
)

// cleanedPlace reads the place said with a vacuum called by its own name
// ("start rover in the living room") as the room it is to clean, as the
// place said with a vacuum called by its class is ("start the vacuum in
// the living room"): where the name, of no class (a class word is no
// vacuum's own name, or the words already said the room), finds only
// vacuums without the place. It was a place the vacuum had to be in ("I
// can't find rover"), or, where it was, it cleaned everywhere.
func (t *turn) cleanedPlace(cl ir.Clause) ir.Clause {
	if cl.Kind != ir.Act || cl.Target.Name == "" || cl.Target.Class != "" || len(cl.Target.Places) != 1 ||
		slices.ContainsFunc(cl.Params, func(p ir.Param) bool { return p.Name == roomParam }) ||
		!slices.Contains(cl.Actions, ir.Alt{Capability: vacuumCapability, Command: "start"}) {
		return cl
	}
	moved := cl
	moved.Target.Places = nil
	r := t.resolveClause(moved)
	if len(r.Entities) == 0 || slices.ContainsFunc(r.Entities, func(e *index.Entity) bool {
		return e.Kind != index.Device || !e.Device.Has(vacuumCapability)
	}) {
		return cl
	}
	moved.Params = append(slices.Clip(cl.Params), ir.Param{Name: roomParam, Text: cl.Target.Places[0]})
	return moved
}
