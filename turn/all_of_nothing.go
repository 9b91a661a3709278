package turn

import "edge/ir"

// allOfNothing reads "it all" or "them all" said when nothing was said
// before ("switch it all off", "turn them all off") as everything, as
// "switch everything off" is (a sweep, which asks its yes): it was not
// understood ("I don't know what you mean by that"). After a command or
// a question, it is what that reached, as before; a question of "it all"
// is never asked of everything.
func (t *turn) allOfNothing(cl ir.Clause) ir.Clause {
	tg := cl.Target
	if cl.Kind != ir.Act || !tg.Ref || !tg.All || tg.Name != "" || tg.Class != "" || len(t.resolved) > 0 || len(t.sess.Last) > 0 {
		return cl
	}
	cl.Target.Ref = false
	return cl
}
