package index

import (
	"slices"
	"sort"

	"edge/lang"
)

// doorClass is the class of a door said by its class word alone ("the
// door", 门).
const doorClass = "door"

// doorsBy are the classes of what "the door" is in a home that has no door
// of its own that can do what is asked: its locks, and its garage doors
// and gates, which only a verb that is no lock's reaches ("open the door":
// a lock or the garage door).
var doorsBy = []string{"lock", "garage_door", "gate"}

// doorLocked is what the door said by its class word alone, in the places
// said or anywhere, is where no door can do what is asked and the home has
// a lock that can: "lock the door", 锁门, 把门锁上 with a lock called 智能门锁
// or "Yale" is that lock; "open the door" with a lock and a garage door
// asks which. One is taken (a lock's unlocking still asks for the yes);
// several are asked about. In a place said that has no lock, the door is
// its garage door or gate where one can do what is asked ("open the door
// in the garage", "hey garage, close the door"). It is none for a name
// that says more than the door ("the back door"), for all the doors (a
// verb of several meanings never reaches a lock unnamed), for a question
// that is not of locking, and where no place is said and no lock fits:
// the door is then not found, as before.
func (q *query) doorLocked() Result {
	t := q.t
	if t.Class != doorClass || t.All || t.Ref || q.conv.Query && t.Part == "" {
		return Result{}
	}
	rooms, key := q.rooms, lang.Key(t.Name)
	if !isClassWord(key, doorClass) {
		placed := false
		for _, pk := range q.x.placePrefixes(key) {
			if rest, _ := cutPlace(key, pk); isClassWord(rest, doorClass) {
				rooms, placed = intersect(q.rooms, q.x.places[pk]), true
				break
			}
		}
		if !placed {
			return Result{}
		}
	}
	var out []*Entity
	for _, c := range doorsBy {
		for _, e := range q.classIn(rooms, c) {
			if !slices.Contains(out, e) {
				out = append(out, e)
			}
		}
	}
	if len(out) == 0 || rooms == nil && !slices.ContainsFunc(out, func(e *Entity) bool { return InClass(e, doorsBy[0]) }) {
		return Result{}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].order < out[j].order })
	if len(out) == 1 {
		return Result{Entities: out}
	}
	return Result{Options: out}
}
