package index

import (
	"slices"

	"edge/lang"
)

// relayClasses are the classes of what a wall switch or a plug is called:
// whatever is wired to it.
var relayClasses = []string{"switch", "outlet"}

// RelayClass reports a class of what a wall switch or a plug is called.
func RelayClass(class string) bool {
	return slices.Contains(relayClasses, class)
}

// relayAsked is the question "the office switch" asks in a room that has
// no device called a switch: one of what the room holds that can do what
// is asked, since a switch switches whatever is wired to it. It never
// acts, and asks nothing of a place it does not know or of a name that is
// no room's.
func (q *query) relayAsked() Result {
	if !slices.Contains(relayClasses, q.t.Class) || q.t.All {
		return Result{}
	}
	rooms := q.rooms
	if rooms == nil {
		key := lang.Key(q.t.Name)
		for _, pk := range q.x.placePrefixes(key) {
			if rest, _ := cutPlace(key, pk); isClassWord(rest, q.t.Class) {
				rooms = intersect(nil, q.x.places[pk])
				break
			}
		}
	}
	if rooms == nil {
		return Result{}
	}
	var out []*Entity
	for _, e := range q.x.entities {
		if e.Kind == Device && q.within(e, rooms) && q.fit(e) {
			out = append(out, e)
		}
	}
	return Result{Options: out, Unsure: true}
}
