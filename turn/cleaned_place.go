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

// cleanerCalled reads the place a vacuum is to clean, where it names no
// room or floor but a vacuum of the home ("石头开始扫地", "石头扫一下": 石头
// is the vacuum's own name, said before the verb where a room is), as
// the vacuum that cleans: it was a room not known ("我不知道叫“石头”的房
// 间"). Only where the clause names no vacuum of its own and the place
// finds vacuums alone.
func (t *turn) cleanerCalled(cl ir.Clause) ir.Clause {
	i := slices.IndexFunc(cl.Params, func(p ir.Param) bool { return p.Name == roomParam })
	if cl.Kind != ir.Act || i < 0 || cl.Target.Name != "" || cl.Target.Ref || len(cl.Target.Places) > 0 ||
		!slices.Contains(cl.Actions, ir.Alt{Capability: vacuumCapability, Command: "start"}) {
		return cl
	}
	text := cl.Params[i].Text
	if text == "here" || t.roomID(text) != "" || t.floorSaid(text) != "" {
		return cl
	}
	named := cl
	named.Target = ir.Target{Name: text}
	named.Params = slices.Delete(slices.Clone(cl.Params), i, i+1)
	r := t.resolveClause(named)
	if r.Problem != "" || r.Unsure || len(r.Entities) == 0 || slices.ContainsFunc(r.Entities, func(e *index.Entity) bool {
		return e.Kind != index.Device || !e.Device.Has(vacuumCapability)
	}) {
		return cl
	}
	return named
}
