package index

import (
	"strings"

	"edge/lang"
)

// partOf finds, for devices named that cannot do what is asked, their
// part of class that can: a device of the class in the same room whose
// name is the device's name and a word of the class after it ("lock the
// front door" where the front door is a contact sensor: the Front door
// lock; "前门" and 前门锁 alike). A name said is never stretched further:
// nothing is found when no such part fits.
func (q *query) partOf(named []*Entity, class string) []*Entity {
	var out []*Entity
	in := map[*Entity]bool{}
	for _, d := range named {
		if d.Kind != Device {
			continue
		}
		for _, e := range q.x.byRoom[d.Room] {
			if e == d || e.Kind != Device || !InClass(e, class) || in[e] || !partName(d.keys, e, class) || !q.fit(e) || q.excluded(e) {
				continue
			}
			out, in[e] = append(out, e), true
		}
	}
	return out
}

// partName reports whether one of e's names is one of keys with a word of
// class after it.
func partName(keys []string, e *Entity, class string) bool {
	for _, k := range keys {
		for _, ek := range e.keys {
			rest, ok := strings.CutPrefix(ek, k)
			if !ok || rest == "" {
				continue
			}
			if isClassWord(strings.TrimPrefix(rest, " "), class) {
				return true
			}
		}
	}
	return false
}

// partsNamedFor are the devices of a part's class in scope that are named
// for a thing of class: "lock the doors", where the doors are contacts
// and their locks devices of their own, are the locks called "Front door
// lock" and 后门锁. Nothing else of the part's class is: a lock called
// "Safe lock" is no door's.
func (q *query) partsNamedFor(class, part string) Result {
	fit := q.fit
	q.fit = func(e *Entity) bool { return fit(e) && namedFor(e, class, part) }
	defer func() { q.fit = fit }()
	return q.inScope(q.rooms, q.explicit, part, "", true)
}

// namedFor reports whether one of e's names is a name of class with a
// word of part after it ("front door lock": a door, then "lock").
func namedFor(e *Entity, class, part string) bool {
	for _, k := range e.keys {
		for _, pw := range lang.ClassWords(part) {
			rest, ok := strings.CutSuffix(k, pw)
			if !ok || rest == "" {
				continue
			}
			rest = strings.TrimSuffix(rest, " ")
			for _, cw := range lang.ClassWords(class) {
				if rest == cw || strings.HasSuffix(rest, " "+cw) || strings.IndexFunc(cw, isHanRune) >= 0 && strings.HasSuffix(rest, cw) {
					return true
				}
			}
		}
	}
	return false
}
