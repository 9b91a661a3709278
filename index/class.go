package index

// A resolution by class and place: the devices of a class said ("the
// lights"), in the places said or where the speaker is, a room's main
// light, and the cardinality of what is found.

import (
	"slices"
	"sort"

	"edge/ir"
	"edge/lang"
)

// mainLight resolves a word for a room's main light ("main light", in
// the study, or where the speaker is): the lights called by such a word
// ("Study ceiling light"), never every light there. ok is false for any
// other word.
func (q *query) mainLight(word string, rooms map[string]bool, explicit bool) (Result, bool) {
	if !lang.Detect(word).Vocab().Main[word] {
		return Result{}, false
	}
	var found, here []*Entity
	scope, _ := q.x.scope(rooms, "")
	for _, e := range scope {
		if e.Kind != Device || !q.within(e, rooms) || !q.fit(e) || !mainNamed(e) {
			continue
		}
		found = append(found, e)
		if !explicit && q.conv.Room != "" && e.Room == q.conv.Room {
			here = append(here, e)
		}
	}
	switch {
	case len(here) > 0:
		found = here
	case len(found) == 0 && rooms != nil:
		// "the overhead light in the den": a room's one light is its
		// main light, whatever it is called.
		if only := q.onlyLight(scope, rooms); only != nil {
			return Result{Entities: []*Entity{only}}, true
		}
		return Result{Problem: NoMatch, Subject: q.t.Name}, true
	case len(found) == 0:
		return Result{Problem: NoMatch, Subject: q.t.Name}, true
	}
	return q.pick(found, q.t.All, false), true
}

// onlyLight is the one light, by type, of the entities in rooms, when it
// fits and no other light is there; nil otherwise.
func (q *query) onlyLight(scope []*Entity, rooms map[string]bool) *Entity {
	var only *Entity
	for _, e := range scope {
		if e.Kind != Device || !q.within(e, rooms) || !slices.Contains(ir.Classes[mainClass].Types, e.Device.Type) {
			continue
		}
		if only != nil || !q.fit(e) {
			return nil
		}
		only = e
	}
	return only
}

// mainClass is the class of a room's main light.
const mainClass = "light"

// mainNamed reports whether one of an entity's names is a word for a main
// light in some language.
func mainNamed(e *Entity) bool { return e.main }

// classInPlace reads a key as a place followed by a class word ("kitchen
// light") and returns every fitting entity of that class there.
func (q *query) classInPlace(key, class string, rooms map[string]bool) Result {
	for _, pk := range q.x.placePrefixes(key) {
		rest, _ := cutPlace(key, pk)
		if c, _ := classOfKey(rest); c != "" && c == class && isClassWord(rest, c) {
			return q.inScope(intersect(rooms, q.x.places[pk]), true, class, rest, true)
		}
	}
	return Result{}
}

func unionEntities(a, b []*Entity) []*Entity {
	out := make([]*Entity, len(a), len(a)+len(b))
	copy(out, a)
	inA := func(e *Entity) bool { return slices.Contains(a, e) } // a few exact hits
	if len(a) > 16 {
		set := make(map[*Entity]bool, len(a))
		for _, e := range a {
			set[e] = true
		}
		inA = func(e *Entity) bool { return set[e] }
	}
	for _, e := range b {
		if !inA(e) {
			out = append(out, e)
		}
	}
	return out
}

// inScope resolves to the fitting entities of a class (or any, for "")
// within rooms (nil: anywhere; the speaker's room first when not explicit).
// When one entity is meant, those whose names hold the class word said
// ("lamp") come before the rest of the class.
func (q *query) inScope(rooms map[string]bool, explicit bool, class, word string, all bool) Result {
	out := q.amongAll(q.classIn(rooms, class), rooms, class)
	if len(out) == 0 && explicit {
		out = q.kinAlone(rooms, class) // kin.go
	}
	if !explicit {
		out = q.calledSo(out, class, word)
	}
	if word != "" && !general(word, class) && q.namedUnfit(rooms, class, word) && !slices.ContainsFunc(out, func(e *Entity) bool { return e.named(word) }) {
		// "make the lamp red" where no lamp has colours: the lights that
		// can and are called no lamp are asked about, never changed
		// unasked (a lamp may be a light: "the bedroom lamp" of its
		// ceiling light)
		if len(out) == 0 {
			return Result{Problem: NoCapability, Subject: q.t.Name}
		}
		return Result{Options: out}
	}
	placed := explicit
	if !explicit && q.conv.Room != "" {
		var here []*Entity
		for _, e := range out {
			if e.Room == q.conv.Room {
				here = append(here, e)
			}
		}
		if len(here) > 0 {
			out, placed = here, true
		}
	}
	if !explicit && !placed && class != "" && q.conv.Room != "" && len(q.t.Except) == 0 && !q.x.hasIn(q.conv.Room, class) {
		if kin := q.kinAlone(map[string]bool{q.conv.Room: true}, class); len(kin) == 1 {
			// "open the curtains" said in the bedroom, which has one
			// blind and no curtain: the blind, as "open the bedroom
			// curtains" is, never the living room's curtain
			out, placed = kin, true
		}
	}
	if !placed && len(out) == 1 && class != "" && !q.conv.Query && q.conv.Room != "" && len(q.t.Except) == 0 && q.x.hasIn(q.conv.Room, class) {
		// "make the lights red" said in the living room, whose light
		// has no colours: the one light elsewhere that has is asked
		// about, never changed unasked.
		return Result{Options: out}
	}
	if !placed && class != "" && !q.conv.Query && (q.t.Plural || q.conv.Unmarked && !q.t.All) {
		if rooms := q.x.roomsOf(out); len(rooms) > 1 && (q.t.Plural || len(rooms) < len(out)) {
			// "turn off the lights", said nowhere in particular: which room?
			return Result{Options: out, Rooms: rooms}
		}
	}
	all = all || (q.conv.Unmarked && explicit && !q.t.One)
	guess := false
	if kind := word != "" && lang.Detect(word).Vocab().Kinds[word]; word != "" && (kind || !general(word, class)) {
		// "the lamp", "all the lamps", "which lamps are on": those
		// called lamps first; a kind ("desk lamp" in Chinese): those
		// called so, else a question (a desk lamp is not any light).
		// "the light" is any light.
		var named []*Entity
		for _, e := range out {
			if e.named(word) {
				named = append(named, e)
			}
		}
		switch {
		case len(named) > 0:
			out = named
		case q.t.Near && slices.ContainsFunc(q.x.byClass[class], func(e *Entity) bool { return e.named(word) }):
			// "the lamp too" after the tv: the room of what was acted
			// on, not said, holds nothing called so, and the home
			// has: it is meant wherever it is, never the room's other
			// lights. A word no device is called by ("the heating
			// too") is its class there.
			return Result{Problem: NoMatch, Subject: q.t.Name}
		case kind && !q.conv.Query:
			guess = true
		}
	}
	switch {
	case len(out) == 0:
		return Result{Problem: NoMatch, Subject: q.t.Name}
	case guess:
		return Result{Options: out}
	}
	r := q.pick(out, all || q.conv.Query, false)
	r.Placed = explicit && class != "" && !q.t.One
	return r
}

// namedUnfit reports a device of a class within rooms called by a word
// of it (Entity.named) that cannot do what is asked.
func (q *query) namedUnfit(rooms map[string]bool, class, word string) bool {
	return slices.ContainsFunc(q.x.byClass[class], func(e *Entity) bool {
		return e.Kind == Device && q.within(e, rooms) && e.named(word) && !q.fit(e)
	})
}

// hasIn reports a device of a class in a room.
func (x *Index) hasIn(room, class string) bool {
	return slices.ContainsFunc(x.byClass[class], func(e *Entity) bool { return e.Kind == Device && e.Room == room })
}

// Classed reports a device of a class (InClass) anywhere in the home.
func (x *Index) Classed(class string) bool {
	return slices.ContainsFunc(x.byClass[class], func(e *Entity) bool { return e.Kind == Device })
}

// general reports whether a class word is its class's most general word
// in its language ("light"), or one alike ("television" as "tv"): it
// names any device of the class.
func general(word, class string) bool {
	v := lang.Detect(word).Vocab()
	ws := v.Classes[class]
	return len(ws) > 0 && (ws[0] == word || v.Alike[word] && slices.Contains(ws, word))
}

// roomsOf lists the rooms of entities in home order, once each, with ""
// last for those in no room.
func (x *Index) roomsOf(es []*Entity) []string {
	// rooms are numbered in the home's order from 1; 0 is none.
	in := make([]bool, len(x.home.Rooms)+1)
	for _, e := range es {
		if e.roomNo > 0 || e.Room == "" {
			in[e.roomNo] = true
		}
	}
	var out []string
	for i, r := range x.home.Rooms {
		if in[i+1] {
			out = append(out, r.ID)
		}
	}
	if in[0] {
		out = append(out, "")
	}
	return out
}

// scope lists, in home order, the entities that may be in rooms (nil:
// anywhere) and of a class ("": any): the fewest to look at. classed tells
// that all of them are of the class.
func (x *Index) scope(rooms map[string]bool, class string) (es []*Entity, classed bool) {
	base := x.entities
	if class != "" {
		base = x.byClass[class]
	}
	if rooms == nil {
		return base, true
	}
	n := 0
	for r := range rooms {
		n += len(x.byRoom[r])
	}
	if n*4 > len(base) {
		return base, true
	}
	out := make([]*Entity, 0, n)
	for r := range rooms {
		out = append(out, x.byRoom[r]...)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].order < out[j].order })
	return out, class == ""
}

// pick applies cardinality: all of them, the one, or a question. For
// exact name hits the speaker's room breaks a tie.
func (q *query) pick(c []*Entity, all bool, exact bool) Result {
	if all || len(c) == 1 {
		return Result{Entities: c}
	}
	if exact && q.conv.Room != "" {
		var here []*Entity
		for _, e := range c {
			if e.Room == q.conv.Room {
				here = append(here, e)
			}
		}
		if len(here) == 1 {
			return Result{Entities: here}
		}
	}
	return Result{Options: c}
}

// genericCut takes off a key the words of any language that name no
// device of their own (lang.GenericWords), said before or after the rest
// ("room light", "light room" → "light"); ok is false when it has none.
func genericCut(key string) (rest string, ok bool) {
	for _, p := range lang.Packs() {
		for _, w := range p.Words(lang.GenericWords) {
			if key == w {
				return "", true
			}
			if r, cut := cutPlace(key, w); cut {
				return r, true
			}
			if r, cut := cutWordEnd(key, w); cut {
				return r, true
			}
		}
	}
	return key, false
}

// GenericFirst is what a name says after a word of the speaker's room
// that opens it ("room light", 房间灯, 屋灯: "light", 灯); ok is false where
// no such word opens it, or nothing follows.
func GenericFirst(name string) (rest string, ok bool) {
	key := lang.Key(name)
	for _, p := range lang.Packs() {
		for _, w := range p.Words(lang.GenericWords) {
			if r, cut := cutPlace(key, w); cut && r != "" {
				return r, true
			}
		}
	}
	return "", false
}

// Generic reports whether a name is a word that names no device of its
// own ("room"): said as a place, it is where the speaker is.
func Generic(name string) bool {
	rest, ok := genericCut(lang.Key(name))
	return ok && rest == ""
}
