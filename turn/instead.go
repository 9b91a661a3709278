package turn

import (
	"slices"

	"edge/compile"
	"edge/index"
	"edge/ir"
	"edge/lang"
)

// A correction of a command just done ("turn on the kitchen light", then
// "no, the hall light", "i meant the hall light", 不对，是门厅的) does the
// command on what it names and switches back what the command switched
// that the correction leaves out: the kitchen light goes off again, as
// it was, where it stayed on. Only of a command that switched on or off,
// only what it switched from the other state (a light already on stays
// on), only what switches so (a valve, a cover or a lock is never put
// back unasked), never what the correction names or asks about, and
// through the gate like any other call. A follow-up that adds ("what about the
// hall", 那门厅呢) puts nothing back.

// replaced is the clause that switches back what the last command
// switched and the targets of a correction leave out, and the ids it
// acts on; not ok when there is none.
func (t *turn) replaced(tgs []ir.Target) (ir.Clause, []string, bool) {
	last := t.sess.Clause
	if last == nil || last.Kind != ir.Act || last.Negated || last.When != nil || last.Condition != nil || len(last.Params) > 0 {
		return ir.Clause{}, nil, false
	}
	other, ok := opposites[last.Verb]
	if !ok {
		return ir.Clause{}, nil, false
	}
	named := map[string]bool{}
	for _, tg := range tgs {
		cl := *last
		cl.Target = t.retarget(last.Target, tg)
		res := t.resolveClause(t.nearLast(cl))
		for _, e := range slices.Concat(res.Entities, res.Options, res.Pool) {
			for _, d := range t.e.idx.DevicesOf(e) {
				named[d.ID] = true
			}
		}
	}
	var back []string
	for _, id := range t.sess.Last {
		if !named[id] && slices.Contains(t.sess.Switched, id) {
			back = append(back, id)
		}
	}
	if len(back) == 0 {
		return ir.Clause{}, nil, false
	}
	code := lang.Detect(t.req.Text).Code()
	actions := slices.DeleteFunc(compile.Actions(code, other, nil), func(a ir.Alt) bool { return a.Capability != onoffCapability })
	return ir.Clause{Kind: ir.Act, Verb: other, Actions: actions, Target: ir.Target{Ref: true, All: len(back) > 1}}, back, true
}

// instead plans the clauses of a correction after the clause that puts
// back what they replace (replaced), which acts on the ids it was made
// for; what it puts back is no longer what "it" says after.
func (t *turn) instead(cls []ir.Clause, back ir.Clause, ids []string) {
	cls = append([]ir.Clause{back}, cls...)
	fixed := make([][]string, len(cls))
	fixed[0] = ids
	t.replay = &command{Clauses: slices.Clone(cls), Fixed: fixed, Stated: make([][]string, len(cls))}
	t.clauses(cls)
	t.sess.Last = slices.DeleteFunc(t.sess.Last, func(id string) bool { return slices.Contains(ids, id) })
}

// switched are the devices the jobs switch on or off (as run, or planned
// in a dry run) from the other state, as the home knew it before they
// ran (a device whose state is not known is not among them), and ran all
// the devices they act on.
func (t *turn) switched(jobs []*job) (out, ran []string) {
	for _, j := range jobs {
		c := j.c.Call
		if j.status != StatusDone && j.status != StatusPlanned {
			continue
		}
		ran = append(ran, c.Device)
		want, ok := map[string]bool{"on": true, "off": false}[c.Command]
		if !ok {
			continue
		}
		e, found := t.e.idx.Entity(c.Device)
		if !found || e.Kind != index.Device || !slices.Contains(e.Device.Capabilities, onoffCapability) {
			continue
		}
		if state, err := t.e.db.State(c.Device); err == nil {
			if on, known := state["on"].(bool); known && on != want {
				out = append(out, c.Device)
			}
		}
	}
	return out, ran
}
