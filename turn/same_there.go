package turn

import (
	"slices"

	"edge/index"
	"edge/ir"
)

// sameThere reads a command said of a place alone, right after a command
// of the same verb on a kind of thing ("打开客厅空调", then "卧室也开一下";
// "turn on the living room ac", then "turn on the bedroom too"), as the
// same kind of thing there, where the place has one: never the place's
// lights, which were not spoken of. A reference said with a place ("卧室的
// 那个也打开", "the one in the bedroom") is the same kind of thing there
// too, whatever its verb, never the thing it referred to elsewhere; one of
// it, asked about where the place has several (卧室那个也开 turned on the
// bedroom's three lamps).
//
// Where the place has none of that kind, the place is read alone as doing
// only what was done before to things like those it was done to (every
// capability of one of them): "close the living room curtain", then
// "close the bedroom too", or "把客厅窗帘关上", then "卧室的也关", closes the
// bedroom's blinds; where the place has no such thing, that none is there
// is said. 卧室的也关 switched the bedroom's lights off, and "关掉客厅空调",
// then "书房也关", the study's.
func (t *turn) sameThere(cl ir.Clause) ir.Clause {
	last := t.sess.Clause
	if last == nil || cl.Kind != ir.Act || last.Kind != ir.Act {
		return cl
	}
	tg := t.oneOfPlace(cl.Target) // oneofplace.go
	if tg.Class != "" || tg.All || len(tg.Except) > 0 ||
		tg.Name == "" || len(tg.Places) > 0 || !t.e.idx.IsPlace(tg.Name) {
		return cl
	}
	if !tg.Ref && (cl.Verb != last.Verb || len(cl.Params) > 0 || len(last.Params) > 0) {
		return cl
	}
	there := cl
	there.Target = t.retarget(last.Target, ir.Target{Name: tg.Name, One: tg.Ref && !tg.All}) // "卧室那个": one there
	if there.Target.Class == "" {
		return cl
	}
	if r := t.resolveClause(there); r.Problem == "" {
		return there
	}
	placed := cl
	placed.Target = ir.Target{Name: tg.Name}
	if alike, ok := t.alikeThere(placed); ok && (!tg.Ref || len(t.resolveClause(alike).Entities) == 1) {
		return alike // "close the bedroom one too" after the curtain: its one blind
	}
	return there
}

// alikeThere is the clause of a place alone narrowed to what was done
// before to what it acted on, and whether the place has things like those
// to do it to: each one found holds every capability of one of them.
func (t *turn) alikeThere(cl ir.Clause) (ir.Clause, bool) {
	var before []*index.Entity
	for _, id := range t.sess.Last {
		if e, ok := t.e.idx.Entity(id); ok && e.Kind == index.Device {
			before = append(before, e)
		}
	}
	cl.Actions = slices.DeleteFunc(slices.Clone(cl.Actions), func(a ir.Alt) bool {
		one := cl
		one.Actions = []ir.Alt{a}
		return !slices.ContainsFunc(before, t.fit(one))
	})
	if len(cl.Actions) == 0 {
		return cl, false
	}
	r := t.resolveClause(cl)
	if r.Problem != "" || len(r.Entities) == 0 {
		return cl, false
	}
	for _, e := range r.Entities {
		if e.Kind != index.Device || !slices.ContainsFunc(before, func(b *index.Entity) bool { return holdsAll(e, b) }) {
			return cl, false
		}
	}
	return cl, true
}

// holdsAll reports whether device e has every capability of device b.
func holdsAll(e, b *index.Entity) bool {
	for _, c := range b.Device.Capabilities {
		if !slices.Contains(e.Device.Capabilities, c) {
			return false
		}
	}
	return true
}
