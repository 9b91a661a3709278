package index

// The scope algebra of a resolution: the places said and the exceptions as
// sets of rooms and entities, applied before any similarity, and to the
// groups of a result.

import (
	"slices"

	"edge/ir"
	"edge/lang"
)

// scope turns the places said and the exceptions into sets, before any
// similarity.
func (q *query) scope() (Result, bool) {
	q.shared = q.x.saidShared(lang.Key(q.t.Name))
	q.explicit = q.t.Everywhere // "all the lights in the house": every room's, not the speaker's alone
	for _, p := range q.t.Places {
		k := lang.Key(p)
		if rs := q.x.pluralRooms(p, k); len(rs) > 1 {
			q.rooms, q.explicit = intersect(q.rooms, rs), true // "the bedrooms": each of them
			continue
		}
		if rs, ok := q.x.places[k]; ok {
			q.rooms, q.explicit = intersect(q.rooms, rs), true
			q.shared = q.shared || q.x.saidShared(k)
			continue
		}
		if g := q.x.group(k); g != nil {
			q.members, q.explicit = intersectIDs(q.members, g.Members), true
			continue
		}
		if rs, ok := q.x.heads[k]; ok {
			// "in the bedroom" for the Master Bedroom; of two bedrooms,
			// which (sharedHead).
			q.rooms, q.explicit = intersect(q.rooms, rs), true
			q.shared = q.shared || len(rs) > 1
			continue
		}
		if pk, ok := q.x.placeSpelt(k); ok {
			q.rooms, q.explicit = intersect(q.rooms, q.x.places[pk]), true // "in the kitchn"
			continue
		}
		return Result{Problem: NoPlace, Subject: p}, false
	}
	for _, xt := range q.t.Except {
		if r, ok := q.except(xt); !ok {
			return r, false
		}
	}
	q.explicit = q.explicit || q.exceptsElsewhere()
	if len(q.exRooms) > 0 {
		q.exBits = q.x.roomBits(q.exRooms)
	}
	if q.members != nil {
		q.memberOrder = q.x.orderBits(q.members)
	}
	return Result{}, true
}

// exceptsElsewhere reports an exception of a room other than the
// speaker's, or of a device there: "all the lights except the kitchen",
// said in the living room, is every room's lights but the kitchen's, not
// the living room's alone, which nothing would be excepted from.
func (q *query) exceptsElsewhere() bool {
	if q.conv.Room == "" {
		return false
	}
	for r := range q.exRooms {
		if r != q.conv.Room {
			return true
		}
	}
	for _, e := range q.x.entities {
		if q.exOrder != nil && q.exOrder[e.order] && e.Kind == Device && e.Room != "" && e.Room != q.conv.Room {
			return true
		}
	}
	return false
}

// orderBits is a set of entity ids as marks by entity order.
func (x *Index) orderBits(ids map[string]bool) []bool {
	bits := make([]bool, len(x.entities))
	for id := range ids {
		if e, ok := x.byID[id]; ok {
			bits[e.order] = true
		}
	}
	return bits
}

// group finds a group by the key of its name or alias.
func (x *Index) group(key string) *Entity {
	for _, e := range x.byKey[key] {
		if e.Kind == Group {
			return e
		}
	}
	return nil
}

func intersectIDs(set map[string]bool, ids []string) map[string]bool {
	out := map[string]bool{}
	for _, id := range ids {
		if set == nil || set[id] {
			out[id] = true
		}
	}
	return out
}

// except takes one excepted target out of the scope: a place (everything
// there), or whatever the target resolves to (an entity, every match of a
// plural, a group's members). An exception that resolves to nothing or is
// ambiguous fails the whole target: acting on more than was meant is worse
// than asking again.
func (q *query) except(xt ir.Target) (Result, bool) {
	if xt.Name == "" && xt.Class == "" && !xt.Ref {
		for _, p := range xt.Places {
			rs, ok := q.x.places[lang.Key(p)]
			if !ok {
				return Result{Problem: NoPlace, Subject: p}, false
			}
			for _, r := range rs {
				q.exRooms[r] = true
			}
		}
		return Result{}, true
	}
	// a word of no class, or of a class other than the one swept ("every
	// light except the garage": garage doors are not lights), that names a
	// place is the place.
	if (xt.Class == "" || (q.t.Class != "" && xt.Class != q.t.Class)) && len(xt.Places) == 0 && !xt.Ref {
		if rs, ok := q.x.places[lang.Key(xt.Name)]; ok {
			for _, r := range rs {
				q.exRooms[r] = true
			}
			return Result{}, true
		}
	}
	sub := xt
	// every one it names, wherever it is: "except the lights" asks no
	// room.
	sub.All, sub.Plural = true, false
	r := q.x.Resolve(q.ctx, sub, func(*Entity) bool { return true }, Context{Last: q.conv.Last, LastOrder: q.conv.LastOrder, Unmarked: q.conv.Unmarked})
	switch {
	case r.Problem == NoMatch && xt.Class == "" && len(xt.Places) == 0 && !xt.Ref:
		// "all the lights except the guest room": words of no class
		// that name nothing are a room the home does not have.
		return Result{Problem: NoPlace, Subject: xt.Name}, false
	case r.Problem != "":
		return r, false
	case len(r.Entities) == 0:
		return Result{Problem: NoMatch, Subject: xt.Name}, false
	}
	if q.exOrder == nil {
		q.exOrder = make([]bool, len(q.x.entities))
	}
	q.exSaid = append(q.exSaid, excepted{name: xt.Name, entities: r.Entities})
	for _, e := range r.Entities {
		q.exOrder[e.order] = true
		for _, id := range e.Members {
			if m, ok := q.x.byID[id]; ok {
				q.exOrder[m.order] = true
			}
		}
	}
	return Result{}, true
}

// excluded reports whether an exception takes the entity out; a group is
// out when all its members are.
func (q *query) excluded(e *Entity) bool {
	switch {
	case q.exOrder == nil && len(q.exRooms) == 0:
		return false
	case q.exOrder != nil && q.exOrder[e.order]:
		return true
	case e.Kind == Group:
		ms := q.x.DevicesOf(e)
		for _, me := range ms {
			if !q.excluded(me) {
				return false
			}
		}
		return len(ms) > 0
	}
	return q.exBits != nil && q.exBits[e.roomNo]
}

// within reports whether an entity is in rooms (nil: anywhere; groups have
// no room and are not limited by it), in the group said as a place, and
// not excepted.
func (q *query) within(e *Entity, rooms map[string]bool) bool {
	return q.kept(e) && (rooms == nil || e.Kind == Group || rooms[e.Room])
}

// withinBits is within for rooms as bits (roomBits).
func (q *query) withinBits(e *Entity, bits []bool) bool {
	return q.kept(e) && (bits == nil || e.Kind == Group || bits[e.roomNo])
}

// byRoomAlone reports whether no exception and no group said as a place
// narrow the query: an entity is then within by its room alone, which a
// scan of thousands asks of each and nothing more.
func (q *query) byRoomAlone() bool {
	return q.exOrder == nil && len(q.exRooms) == 0 && q.members == nil
}

// kept reports whether an entity is in the group said as a place, and not
// excepted.
func (q *query) kept(e *Entity) bool {
	return !q.excluded(e) && (q.members == nil || e.Kind == Device && q.memberOrder[e.order])
}

// knownDocs is a cleared slice of n marks, one per keyword document,
// from the index's pool (Put it back).
func (x *Index) knownDocs(n int) []int8 {
	if p, ok := x.known.Get().(*[]int8); ok && len(*p) == n {
		clear(*p)
		return *p
	}
	return make([]int8, n)
}

// roomBits is a set of rooms (nil: anywhere) as bits by room number,
// for the loops over thousands of entities.
func (x *Index) roomBits(rooms map[string]bool) []bool {
	if rooms == nil {
		return nil
	}
	bits := make([]bool, len(x.roomNo)+1)
	for r := range rooms {
		bits[x.roomNo[r]] = true
	}
	bits[0] = false // no room, or one the home does not have
	return bits
}

// finish applies the exceptions to the groups in a result (a group some of
// whose members are excepted becomes its other members) and caps the
// options, those in the speaker's room and the recent ones first.
func (q *query) finish(r Result) Result {
	if (q.exOrder != nil || len(q.exRooms) > 0) && slices.ContainsFunc(r.Entities, func(e *Entity) bool { return e.Kind == Group }) {
		var out []*Entity
		seen := make([]bool, len(q.x.entities)) // by entity order
		add := func(e *Entity) {
			if !seen[e.order] {
				seen[e.order] = true
				out = append(out, e)
			}
		}
		for _, e := range r.Entities {
			if e.Kind != Group || !q.partly(e) {
				add(e)
				continue
			}
			for _, me := range q.x.DevicesOf(e) {
				if !q.excluded(me) && q.fit(me) {
					add(me)
				}
			}
		}
		r.Entities = out
		if len(out) == 0 {
			return Result{Problem: NoMatch, Subject: q.t.Name}
		}
	}
	r.Pool = r.Options
	if len(r.Options) > MaxOptions {
		rank := func(e *Entity) int {
			n := 0
			if q.conv.Room != "" && e.Room == q.conv.Room {
				n += 2
			}
			if q.recent(e) {
				n++
			}
			return n
		}
		// a stable sort by rank, highest first: the options of each rank
		// in turn, in their order.
		ranks := make([]int, len(r.Options))
		for i, e := range r.Options {
			ranks[i] = rank(e)
		}
		opts := make([]*Entity, 0, len(r.Options))
		for n := 3; n >= 0; n-- {
			for i, e := range r.Options {
				if ranks[i] == n {
					opts = append(opts, e)
				}
			}
		}
		r.Options, r.More, r.Pool = opts[:MaxOptions], len(opts)-MaxOptions, opts
	}
	return r
}

// groupIn reports whether all the members of a group are in rooms.
func (q *query) groupIn(g *Entity, rooms map[string]bool) bool {
	n := 0
	for _, id := range g.Members {
		if m, ok := q.x.byID[id]; ok && m.Kind == Device {
			if !rooms[m.Room] {
				return false
			}
			n++
		}
	}
	return n > 0
}

// partly reports whether some member of a group is excepted.
func (q *query) partly(g *Entity) bool {
	return slices.ContainsFunc(q.x.DevicesOf(g), q.excluded)
}

func filter(es []*Entity, fit func(*Entity) bool) []*Entity {
	var out []*Entity
	for _, e := range es {
		if fit(e) {
			out = append(out, e)
		}
	}
	return out
}
