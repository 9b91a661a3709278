package turn

import "edge/ir"

// A cancel right after a timer was set. "turn off the tv in 10 minutes",
// then "never mind" (算了, 取消): the cancel is of what was just set, and
// cancels it, said so. Edge answered "There is nothing to answer." and
// left the timer to run.

// undoable reports a cancel with nothing else said, the turn after the
// session set a timer or a delayed command.
func (t *turn) undoable(r *ir.Reply) bool {
	return r.Kind == ir.No && r.Text == "" && t.sess.Set != "" && t.sess.SetTurn == t.sess.Turn-1
}
