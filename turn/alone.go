package turn

import (
	"slices"

	"edge/ir"
	"edge/lang"
)

// A value said with nothing else ("22 degrees", "30 percent", "red",
// 二十二度, 制热: ir.Param.Alone) sets what the last command acted on:
// "turn on the bedroom ac", then "22 degrees", sets it to 22 °C. After a
// question ("what's the temperature in the bedroom", then "22 degrees"),
// while a question waits for its answer, after a command put off to later
// or with no command before, it is not understood: it was not said of
// anything.

// aloneUnsaid reports whether clauses hold a value said alone that follows
// no command up, and if so says it is not understood. p is the question
// that was waiting when the turn began.
func (t *turn) aloneUnsaid(cls []ir.Clause, p *pending) bool {
	if !slices.ContainsFunc(cls, func(cl ir.Clause) bool {
		return slices.ContainsFunc(cl.Params, func(p ir.Param) bool { return p.Alone })
	}) {
		return false
	}
	last := t.sess.Clause
	if p == nil && last != nil && last.Kind == ir.Act && last.When == nil && len(t.sess.Last) > 0 {
		return false
	}
	t.res.Source = "none"
	t.finish(NotUnderstood, t.say(lang.MsgNotUnderstood))
	return true
}
