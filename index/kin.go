package index

import (
	"slices"

	"edge/ir"
)

// classIn is the fitting entities of a class (or any, for "") within
// rooms (nil: anywhere), groups left out.
func (q *query) classIn(rooms map[string]bool, class string) []*Entity {
	scope, classed := q.x.scope(rooms, class)
	out := make([]*Entity, 0, len(scope))
	bits := q.x.roomBits(rooms)
	plain := q.byRoomAlone()
	for _, e := range scope {
		if e.Kind == Group || plain && bits != nil && !bits[e.roomNo] || !plain && !q.withinBits(e, bits) {
			continue
		}
		if !classed && class != "" && !InClass(e, class) {
			continue
		}
		if q.fit(e) {
			out = append(out, e)
		}
	}
	return out
}

// amongAll adds to the devices of a class asked about all together those
// of the classes among it (ir.Among): "are all the doors closed" reads
// the garage door too. A command never reaches them so: "close all the
// doors", a verb of several meanings, is a sweep, and a sweep leaves a
// garage door alone unless it is named.
func (q *query) amongAll(out []*Entity, rooms map[string]bool, class string) []*Entity {
	if !q.conv.Query || !q.t.All || class != q.t.Class || len(ir.Among[class]) == 0 {
		return out
	}
	for _, c := range ir.Among[class] {
		out = append(out, q.classIn(rooms, c)...)
	}
	return slices.Compact(inOrder(out))
}

// kinAlone is the one thing of a class kin to the one said (ir.Kin: a
// blind for a curtain) in the places said, where they have none of the
// class said and that one alone of its kin: "close the bedroom curtain"
// where the bedroom has one blind and no curtain, "把客厅百叶窗关上" where
// the living room has a curtain. It was a name not found. Where the
// places hold several of the kin, or none, it is none.
func (q *query) kinAlone(rooms map[string]bool, class string) []*Entity {
	var out []*Entity
	for _, k := range ir.Kin[class] {
		out = append(out, q.classIn(rooms, k)...)
	}
	if len(out) != 1 || rooms == nil {
		return nil
	}
	return out
}
