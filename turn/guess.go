package turn

import (
	"slices"

	"edge/home"
	"edge/index"
	"edge/ir"
	"edge/risk"
)

// unguessed leaves out of what a reference reaches or asks about ("open
// it", "100 percent", "turn them on", 开到一半: a command that names
// nothing) the devices it guessed, those no command before acted on and
// nobody named, that the command would reach at high risk or more: where
// none of what it refers to can do it, or nothing was said before, a
// garage door, a gas valve or a lock near it, or the one device of the
// home that can, is never taken for "it". Where no other device is left,
// it says what was referred to cannot do that (or that nothing was), as
// where no device near can.
func (t *turn) unguessed(cl ir.Clause, r index.Result) index.Result {
	if cl.Kind != ir.Act || !cl.Target.Ref && !bare(cl.Target) || len(r.Entities) == 0 && len(r.Options) == 0 {
		return r
	}
	last := t.sess.Last
	if len(t.resolved) > 0 {
		last = t.resolved
	}
	referred := make(map[string]bool, len(last))
	for _, id := range last {
		referred[id] = true
	}
	memo := hazardMemo{plain: make([]int8, t.e.idx.CapabilitySets()), other: map[hazardKey]bool{}}
	guessed := func(e *index.Entity) bool { return !referred[e.ID] && t.hazardFor(cl, e, memo) }
	if len(r.Entities) > 0 {
		if r.Entities = slices.DeleteFunc(slices.Clone(r.Entities), guessed); len(r.Entities) > 0 {
			return r
		}
		return t.nothingReferred(last)
	}
	pool := r.Pool
	if len(pool) == 0 {
		pool = r.Options
	}
	kept := slices.DeleteFunc(slices.Clone(pool), guessed)
	switch {
	case len(kept) > index.MaxOptions:
		r.Options, r.More, r.Pool = kept[:index.MaxOptions], len(kept)-index.MaxOptions, kept
	case len(kept) > 0:
		r.Options, r.More, r.Pool = kept, 0, nil
	default:
		return t.nothingReferred(last)
	}
	return r
}

// nothingReferred is the problem of a reference that reaches nothing it
// may: what it referred to cannot do that, or nothing was said before.
func (t *turn) nothingReferred(last []string) index.Result {
	if len(last) == 0 {
		return index.Result{Problem: index.NoReference}
	}
	subject := ""
	if e, ok := t.e.idx.Entity(last[0]); ok {
		subject = e.Name
	}
	return index.Result{Problem: index.NoCapability, Subject: subject}
}

// hazardFor reports whether a clause's command would reach an entity at
// high risk or more: a device by what it is and what the command does to
// it, a group or a scene by any of theirs. memo keeps what it found for
// the devices of one kind (hazardKey).
func (t *turn) hazardFor(cl ir.Clause, e *index.Entity, memo hazardMemo) bool {
	if e.Kind == index.Scene {
		return slices.ContainsFunc(e.Scene.Actions, func(a home.Action) bool {
			m, ok := t.e.idx.Entity(a.Device)
			return ok && m.Kind == index.Device && m.Device.LevelOf(a.Command, a.Args) >= risk.High
		})
	}
	for _, m := range t.e.idx.DevicesOf(e) {
		if memo.high(m, func() bool {
			a, ok := altOf(m.Device, cl)
			return ok && m.Device.Level(a.Capability, a.Command, argsFor(a, cl.Params)) >= risk.High
		}) {
			return true
		}
	}
	return false
}

// hazardMemo keeps what hazardFor found for the devices of one kind (a
// home's thousands are of a few): by capability set for those that are
// no hazard and declare no risk (most), else by hazardKey.
type hazardMemo struct {
	plain []int8 // 0 not asked, 1 no, 2 yes
	other map[hazardKey]bool
}

// high is what find says of the device m, found once for its kind.
func (h hazardMemo) high(m *index.Entity, find func() bool) bool {
	n := m.CapabilitySet()
	if m.Device.Hazards() == 0 && m.Device.Risk == "" && n >= 0 && n < len(h.plain) {
		if h.plain[n] == 0 {
			h.plain[n] = 1
			if find() {
				h.plain[n] = 2
			}
		}
		return h.plain[n] == 2
	}
	k := hazardKey{n, m.Device.Hazards(), m.Device.Risk}
	high, known := h.other[k]
	if !known {
		high = find()
		h.other[k] = high
	}
	return high
}

// hazardKey is what the risk of a command on a device depends on: its
// capabilities (index.Entity.CapabilitySet), what it is and its declared
// risk.
type hazardKey struct {
	capabilities int
	hazards      home.Hazard
	declared     string
}
