package turn

import (
	"edge/compile"
	"edge/index"
	"edge/ir"
	"edge/lang"
)

// placeLacks is what is said to a wish of a room, or a change asked of a
// room ("turn up the volume in the hall"), where no device there sets what it is of ("儿童房太冷了",
// "it's freezing in the kids room", "make the kids room warmer", where the
// kids room has a heater and no thermostat): the room and what it lacks,
// never the room as a name not found nor "no device can". A change that switching may mend (it is too dark) is left to what
// is said of it. It is "" for any other clause or result.
func (t *turn) placeLacks(cl ir.Clause, res index.Result) string {
	if cl.Kind != ir.Act || !cl.Wish && !t.placeOnly(cl.Target) || len(cl.Params) != 1 || len(compile.Switches(cl.Params)) > 0 ||
		res.Problem != index.NoMatch && res.Problem != index.NoCapability {
		return ""
	}
	place := t.placeOf(cl.Target)
	if place == "" {
		return ""
	}
	id := t.roomID(place)
	if id == "" {
		return ""
	}
	return t.say(lang.MsgPlaceLacks, t.e.idx.RoomLabel(id, t.res.Lang), t.quantity(cl.Params[0].Name))
}
