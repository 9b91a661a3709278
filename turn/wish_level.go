package turn

import (
	"slices"

	"edge/compile"
	"edge/index"
	"edge/ir"
)

// roomLevel is a change of a level, or a wish of one, said of a room and
// no device ("it's too dark in the bathroom", "the bathroom is too dark",
// "hey, it's a bit too dim in the bathroom"), where the room's
// devices of that level only switch: switching them is asked back, as the
// same said as a wish of the room's name is (roomWish), never done, and never another device
// of the room that switches (the bathroom fan). It reports false for any
// other clause or result.
func (t *turn) roomLevel(cl ir.Clause, res index.Result) (ir.Clause, bool) {
	if cl.Kind != ir.Act || res.Problem != index.NoMatch && res.Problem != index.NoCapability {
		return cl, false
	}
	room := cl
	if cl.Target.Name != "" && t.e.idx.IsPlace(cl.Target.Name) {
		// "the garage is too dark": the room, though its word names a class too
		room.Target.Places, room.Target.Name, room.Target.Class = append(slices.Clip(cl.Target.Places), cl.Target.Name), "", ""
	}
	sw := compile.Switches(cl.Params)
	if room.Target.Name != "" || len(room.Target.Places) == 0 || !t.placeOnly(room.Target) || len(sw) == 0 || slices.Contains(cl.Actions, sw[0]) {
		return cl, false
	}
	class := t.typeOf(cl.Params[0].Name)
	if class == "" || !t.onlySwitches(room) {
		return cl, false
	}
	room.Target.Class, room.Wish = class, true
	room.Actions = append(slices.Clip(cl.Actions), sw...)
	return room, true
}
