package turn

import (
	"slices"

	"edge/ir"
	"edge/lang"
)

// where answers a question of where devices are ("where is the tv",
// "which room is the kettle in", "电视在哪"): the room of each, those of
// one room said together. A device that moves about (a vacuum, a mower)
// is where its status says ("Robot vacuum is docked."), and one with no
// room is said as it is. ok is false for another question.
func (t *turn) where(it item) ([]string, bool) {
	if it.form != ir.Where {
		return nil, false
	}
	var rooms []string
	inRoom := map[string][]string{}
	var out []string
	var seen []string
	for _, r := range it.reads {
		if slices.Contains(seen, r.Device) {
			continue
		}
		seen = append(seen, r.Device)
		ent, ok := t.e.idx.Entity(r.Device)
		if !ok || ent.Room == "" || ent.Device != nil && slices.ContainsFunc(ent.Device.Capabilities, movesAbout) {
			out = append(out, t.values(item{reads: []Read{r}, ask: it.ask})...)
			continue
		}
		if len(inRoom[ent.Room]) == 0 {
			rooms = append(rooms, ent.Room)
		}
		inRoom[ent.Room] = append(inRoom[ent.Room], t.nameOf(r.Device))
	}
	var said []string
	for _, room := range rooms {
		msg := lang.MsgInRoom
		if len(inRoom[room]) > 1 {
			msg = lang.MsgInRoomMany
		}
		said = append(said, t.say(msg, t.pack().List(inRoom[room], false), t.e.idx.RoomLabel(room, t.res.Lang)))
	}
	return append(said, out...), true
}

// movesAbout reports the capability of a device that moves about the
// home: where it is, is what it is doing.
func movesAbout(capability string) bool { return capability == "vacuum" || capability == "mower" }
