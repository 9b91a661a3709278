package turn

import (
	"edge/index"
	"edge/ir"
)

// there is the place last spoken of, for a target said "there": the one
// place the last clause named (of this turn, or the command or question
// last acted on or answered), else the one room of what it reached; ""
// when there is none, or several.
func (t *turn) there() string {
	last := t.resolved
	if len(last) == 0 {
		if cl := t.sess.Clause; cl != nil && len(cl.Target.Places) == 1 {
			switch p := cl.Target.Places[0]; {
			case p == "here" || index.Generic(p):
				return t.e.idx.RoomName(t.req.Room)
			case p != ir.There:
				return p
			}
		}
		last = t.sess.Last
	}
	room := ""
	for _, id := range last {
		e, ok := t.e.idx.Entity(id)
		if !ok || e.Room == "" || room != "" && e.Room != room {
			return ""
		}
		room = e.Room
	}
	return t.e.idx.RoomName(room)
}
