package turn

import (
	"slices"

	"edge/compile"
	"edge/home"
	"edge/index"
	"edge/ir"
)

// roomWish is a wish said of a room that, as read, names nothing the wish
// can be of: a room whose word is also a class word ("车库太冷了", where 车库
// is also said of a garage door) is the room itself, and a level wished of
// a room whose devices of that level only switch ("卫生间太暗了", where the
// bathroom light has no brightness) is asked as switching those devices, as
// "the hall light is too bright" is; never another device of the room
// that switches (the bathroom fan). It reports false for any other clause
// or result, and for a room already read so.
func (t *turn) roomWish(cl ir.Clause, res index.Result) (ir.Clause, bool) {
	if cl.Kind != ir.Act || !cl.Wish || res.Problem != index.NoMatch && res.Problem != index.NoCapability ||
		cl.Target.Name == "" || !t.e.idx.IsPlace(cl.Target.Name) {
		return cl, false
	}
	room := cl
	room.Target.Class = ""
	if !t.placeOnly(room.Target) {
		return cl, false
	}
	if sw := compile.Switches(cl.Params); len(sw) > 0 && !slices.Contains(cl.Actions, sw[0]) && t.onlySwitches(room) {
		if class := t.typeOf(cl.Params[0].Name); class != "" {
			room.Target.Class, room.Target.Places, room.Target.Name = class, append(slices.Clip(cl.Target.Places), cl.Target.Name), ""
			room.Actions = append(slices.Clip(cl.Actions), sw...)
			return room, true
		}
	}
	return room, cl.Target.Class != ""
}

// typeOf is the one type of the home's devices that have an attribute
// ("light" for brightness), or "" where none or several types have it.
func (t *turn) typeOf(attr string) string {
	var kind string
	for _, e := range t.e.idx.Devices() {
		if e.Device == nil || !hasAttr(e.Device, attr) {
			continue
		}
		if kind != "" && kind != e.Device.Type {
			return ""
		}
		kind = e.Device.Type
	}
	return kind
}

// hasAttr reports whether one of a device's capabilities has the attribute.
func hasAttr(d *home.Device, attr string) bool {
	for _, name := range d.Capabilities {
		if c, ok := home.LookupCapability(name); ok && slices.ContainsFunc(c.State, func(a home.Attr) bool { return a.Name == attr }) {
			return true
		}
	}
	return false
}
