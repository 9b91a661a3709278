package index

import "slices"

// A sweep of a place with the exception of a device that is in none of
// the rooms swept ("turn off everything in the bedroom except the desk
// lamp", where the desk lamp is in the study; 卧室除了台灯都关了) leaves out
// nothing the speaker meant to leave out: they think of another device
// by that name, or of the device in another room. The whole room was
// swept, the lamp they meant kept on with the rest. It is now a name not
// found there, and nothing is done. An exception of another kind ("the
// bedroom lights except the tv") leaves out what the sweep would not
// touch anyway, and a thing named alone ("turn on the kitchen light
// except the hall light") is that thing: both are as before.

// excepted is one exception of a device and the entities it named.
type excepted struct {
	name     string
	entities []*Entity
}

// exceptedNothing is the name of an exception of devices of the kind a
// sweep is of none of which is in a room the sweep reaches without its
// exceptions, "" for none. A thing named that only the exception made a
// sweep (ir.Target.Widened: "the dining light except …") is no sweep. r
// is the result with the exceptions.
func (q *query) exceptedNothing(r Result) string {
	if len(q.exSaid) == 0 || !q.t.All || q.t.Widened || r.Problem != "" || len(r.Entities) == 0 {
		return ""
	}
	exOrder, exRooms, exBits := q.exOrder, q.exRooms, q.exBits
	q.exOrder, q.exRooms, q.exBits = nil, map[string]bool{}, nil
	whole := q.finish(q.sharedHead(q.resolve()))
	q.exOrder, q.exRooms, q.exBits = exOrder, exRooms, exBits
	rooms := map[string]bool{}
	for _, e := range whole.Entities {
		for _, d := range q.x.DevicesOf(e) {
			rooms[d.Room] = true
		}
	}
	for _, x := range q.exSaid {
		kin, in := false, false
		for _, e := range x.entities {
			for _, d := range q.x.DevicesOf(e) {
				if q.t.Class == "" || slices.Contains(d.classes, q.t.Class) {
					kin = true
					in = in || rooms[d.Room]
				}
			}
		}
		if kin && !in {
			return x.name
		}
	}
	return ""
}
