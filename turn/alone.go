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

// A value said alone that what the last command acted on cannot take
// ("turn on the tv", then "22 degrees") is said to be beyond it ("TV
// can't do that."): it asked of another device near it ("Did you mean
// Living room AC?"), and a yes set that one, which nobody named.

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
		return t.aloneBeyond(cls)
	}
	t.res.Source = "none"
	t.finish(NotUnderstood, t.say(lang.MsgNotUnderstood))
	return true
}

// aloneBeyond reports whether a value said alone in clauses is one that
// nothing the last command acted on can take, and if so says so.
func (t *turn) aloneBeyond(cls []ir.Clause) bool {
	for _, cl := range cls {
		if !slices.ContainsFunc(cl.Params, func(p ir.Param) bool { return p.Alone }) {
			continue
		}
		fit := t.fit(cl)
		names := make([]string, 0, len(t.sess.Last))
		for _, id := range t.sess.Last {
			e, ok := t.e.idx.Entity(id)
			if !ok {
				continue
			}
			if slices.ContainsFunc(t.e.idx.DevicesOf(e), fit) || fit(e) {
				return false
			}
			names = append(names, t.nameOf(id))
		}
		if len(names) == 0 {
			return false
		}
		t.res.Source = "none"
		t.finish(NotUnderstood, t.cannot(t.pack().List(names, false)))
		return true
	}
	return false
}
