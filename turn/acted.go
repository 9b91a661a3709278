package turn

import (
	"edge/index"
	"edge/ir"
)

// acted is what of the entities a command resolved to its calls reach:
// what "it", "them" or a value said alone refer to after it. A device a
// sweep left alone ("turn off everything" spares the locks, the garage
// door and the gas valve) is no part of it, so "open them" or "100
// percent" said next never reaches it; a group some of whose members were
// left alone is the members called. A question's entities, and those of
// a command that calls nothing, are kept as resolved.
func (t *turn) acted(cl ir.Clause, ents []*index.Entity, calls []plannedCall) []*index.Entity {
	if cl.Kind != ir.Act || len(calls) == 0 {
		return ents
	}
	if out, ok := actedInOrder(ents, calls); ok {
		return out
	}
	return t.actedBySet(ents, calls)
}

// actedBySet is acted by the set of the devices called.
func (t *turn) actedBySet(ents []*index.Entity, calls []plannedCall) []*index.Entity {
	called := make(map[string]bool, len(calls))
	for _, c := range calls {
		called[c.Call.Device] = true
	}
	out := make([]*index.Entity, 0, len(ents))
	for _, e := range ents {
		if e.Kind != index.Group {
			if called[e.ID] {
				out = append(out, e)
			}
			continue
		}
		members := t.e.idx.DevicesOf(e)
		var reached []*index.Entity
		for _, m := range members {
			if called[m.ID] {
				reached = append(reached, m)
			}
		}
		if len(reached) == len(members) {
			out = append(out, e)
		} else {
			out = append(out, reached...)
		}
	}
	return out
}

// actedInOrder is acted where the calls are made in the order of the
// devices resolved, as a sweep's thousands are: one walk of both, no set
// of what was called. ok is false where a group was resolved or a call
// is out of that order.
func actedInOrder(ents []*index.Entity, calls []plannedCall) (out []*index.Entity, ok bool) {
	out = make([]*index.Entity, 0, len(ents))
	j := 0
	for _, e := range ents {
		if e.Kind == index.Group {
			return nil, false
		}
		if j < len(calls) && calls[j].Call.Device == e.ID {
			out = append(out, e)
		}
		for j < len(calls) && calls[j].Call.Device == e.ID {
			j++
		}
	}
	return out, j == len(calls)
}
