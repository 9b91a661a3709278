package turn

import (
	"slices"

	"edge/index"
	"edge/ir"
)

// confirmBut answers a yes-or-no question of a command on all of
// something with all but what is named ("turn off all the lights?" "except
// the bedroom", "all except the kitchen and the hall"): the command asked
// about on all it named but those, as said with its exception, asked
// again where that needs a yes. It cancelled. It reports whether the
// question was of one such command, said for now and with no condition;
// otherwise the answer is no yes and cancels, as before.
func (t *turn) confirmBut(names []string, p *pending) bool {
	cl := p.Clause
	if cl == nil || cl.Kind != ir.Act || !cl.Target.All || cl.Target.Ref || cl.When != nil || cl.Condition != nil ||
		len(p.Conds) > 0 || !p.Due.IsZero() {
		return false
	}
	r := t.resolveClause(*cl)
	if r.Problem != "" || len(r.Entities) == 0 {
		return false
	}
	for _, c := range p.Calls {
		if !slices.ContainsFunc(r.Entities, func(e *index.Entity) bool { return e.ID == c.Call.Device }) {
			return false // asked of more than that command: which part is meant is unsaid
		}
	}
	but := *cl
	but.Target.Plural = false
	but.Target.Except = slices.Clone(but.Target.Except)
	for _, n := range names {
		but.Target.Except = append(but.Target.Except, ir.Target{Name: n})
	}
	t.clauses([]ir.Clause{but})
	return true
}
