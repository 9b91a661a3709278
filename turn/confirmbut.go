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
func (t *turn) confirmBut(out []ir.Target, p *pending) bool {
	cl := p.Clause
	if cl == nil || cl.Kind != ir.Act || !cl.Target.All || cl.Target.Ref || cl.When != nil || cl.Condition != nil ||
		len(p.Conds) > 0 || !p.Due.IsZero() || len(p.Undo) > 0 {
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
	but.Target.Except = append(but.Target.Except, out...)
	t.clauses([]ir.Clause{but})
	return true
}

// butCommanded answers a yes-or-no question of a command on all of
// something with a command of the same verb that leaves some of it out:
// said not to be done there (卧室的别关, 卧室灯不要关, 不要关卧室的, "don't
// turn off the bedroom") or done to all but it (除了卧室都关, "turn them all
// off except the bedroom"). It is answered as "except the bedroom" is
// (confirmBut): the first cancelled the question and said what it would
// not do, the second asked of every device of the home but the bedroom's,
// the air conditioner and the curtain among them. It reports whether the
// command was taken as the answer.
func (t *turn) butCommanded(cls []ir.Clause, p *pending) bool {
	if len(cls) != 1 || p.Clause == nil {
		return false
	}
	cl := cls[0]
	if cl.Kind != ir.Act || cl.Verb == "" || cl.Verb != p.Clause.Verb || cl.Condition != nil || cl.When != nil {
		return false
	}
	switch tg := cl.Target; {
	case cl.Negated && !tg.Ref && !bare(tg) && (!tg.All || len(tg.Places) > 0):
		// "don't turn off the lights" refuses it all; "… the bedroom
		// lights" only what is there
		return t.confirmBut([]ir.Target{tg}, p)
	case !cl.Negated && allOfNothing(cl) && len(tg.Except) > 0:
		return t.confirmBut(tg.Except, p)
	}
	return false
}

// stoppedAlone reports "stop" said alone or of "it" ("stop", "stop it",
// 停): to a yes-or-no question it is a no, never a command to stop
// whatever can be stopped.
func stoppedAlone(cls []ir.Clause) bool {
	if len(cls) != 1 {
		return false
	}
	cl := cls[0]
	return cl.Kind == ir.Act && cl.Verb == "stop" && cl.Target.Name == "" && cl.Target.Class == "" &&
		len(cl.Target.Places) == 0 && cl.When == nil && cl.Condition == nil
}
