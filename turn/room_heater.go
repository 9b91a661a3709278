package turn

import (
	"slices"

	"edge/index"
	"edge/ir"
)

// roomHeater is a temperature raised, or a wish of it, said of a room and
// no device ("warm up the kids room", "it's a bit chilly in the kids
// room"), where nothing in the room holds a temperature and its heaters
// only switch: switching them on, which a heater asks a yes for, as a
// room's thermostat is offered raised for the same words.
// It was "Nothing in Kids room sets the temperature". Only heaters, never
// another thing that heats (a kettle). It reports false for any other
// clause or result.
func (t *turn) roomHeater(cl ir.Clause, res index.Result) (ir.Clause, bool) {
	if cl.Kind != ir.Act || cl.Negated || cl.Condition != nil || res.Problem != index.NoMatch && res.Problem != index.NoCapability ||
		len(cl.Params) != 1 || cl.Params[0].Name != "temperature" || !cl.Params[0].Relative || cl.Params[0].Num <= 0 {
		return cl, false
	}
	room := cl
	if cl.Target.Name != "" && t.e.idx.IsPlace(cl.Target.Name) {
		room.Target.Places, room.Target.Name, room.Target.Class = append(slices.Clip(cl.Target.Places), cl.Target.Name), "", ""
	}
	if room.Target.Name != "" || room.Target.Class != "" || len(room.Target.Places) == 0 || !t.placeOnly(room.Target) {
		return cl, false
	}
	room.Target.Class, room.Wish = heaterClass, false // a heater switched on asks its yes: the offer
	room.Actions = append(slices.Clip(cl.Actions), ir.Alt{Capability: "onoff", Command: "on"})
	r := t.resolveClause(room)
	if r.Problem != "" || len(r.Entities) == 0 || slices.ContainsFunc(r.Entities, func(e *index.Entity) bool {
		return e.Device == nil || e.Device.Type != heaterClass
	}) {
		return cl, false
	}
	return room, true
}
