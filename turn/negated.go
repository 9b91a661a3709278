package turn

import (
	"fmt"
	"slices"

	"edge/audit"
	"edge/ir"
	"edge/lang"
)

// spare takes out of the items every call on a device a negated clause
// names ("don't turn on the coffee maker and start the brew": the brew
// would turn it on): a device said not to be acted on never is. An item
// left with nothing to do is dropped.
func (t *turn) spare(items []item, negated []ir.Clause) []item {
	spared := map[string]bool{}
	for _, cl := range negated {
		for _, e := range t.resolveClause(cl).Entities {
			for _, m := range t.e.idx.DevicesOf(e) {
				spared[m.ID] = true
			}
			spared[e.ID] = true
		}
	}
	out := items[:0]
	for _, it := range items {
		it.calls = slices.DeleteFunc(it.calls, func(c plannedCall) bool { return spared[c.Call.Device] })
		if len(it.calls) > 0 || len(it.reads) > 0 {
			out = append(out, it)
		}
	}
	return out
}

// refuse answers a turn whose every command was said not to be done:
// what it will not do, and nothing runs. Said of what the command before
// did and nothing puts back ("open the gas valve", yes, then "don't open
// it", 别开): that it cannot be undone, never that it will not be done.
func (t *turn) refuse(cls []ir.Clause) {
	last := t.sess.Clause
	t.sess.Clause = nil // what is said next follows no command up
	var refused []plannedCall
	for _, cl := range cls {
		res := t.resolveClause(cl)
		if len(res.Entities) == 0 {
			continue
		}
		var plan audit.Plan
		calls, _ := t.planAct(cl, res.Entities, &plan)
		refused = append(refused, calls...)
	}
	if ids := t.timersDoing(refused); len(ids) > 0 {
		t.cancelChosen("", ids) // negated_timers.go
		return
	}
	if len(refused) == 0 {
		t.finish(Cancelled, t.say(lang.MsgNegatedAny))
		return
	}
	if last != nil && last.Kind == ir.Act && !last.Negated && last.When == nil && sameVerbTargets(cls, last) != nil &&
		slices.ContainsFunc(refused, func(c plannedCall) bool { return t.doneUnswitched(c.Call.Device) }) {
		t.finish(NotUnderstood, t.pack().Undo().Answer)
		return
	}
	t.finish(Cancelled, t.say(lang.MsgNegated, t.pack().List(t.phrasesJoined(refused), false)))
}

// doneUnswitched reports a device the last calls acted on that does not
// switch on and off: what they did to it is not known to put back.
func (t *turn) doneUnswitched(id string) bool {
	e, ok := t.e.idx.Entity(id)
	return ok && e.Device != nil && slices.Contains(t.sess.Ran, id) && !slices.Contains(e.Device.Capabilities, onoffCapability)
}

// phrasesJoined says calls with the verb said once for the devices that
// take the same command and arguments ("turn on Bedroom ceiling light and
// Bedside lamp", 打开主卧灯和床头灯), in the order first met: said after
// "I won't", a verb said again for each reads as a command.
func (t *turn) phrasesJoined(calls []plannedCall) []string {
	var keys []string
	names := map[string][]string{}
	first := map[string]plannedCall{}
	for _, c := range calls {
		k := c.Call.Command + "\x00" + fmt.Sprint(c.Call.Args)
		if _, ok := first[k]; !ok {
			keys, first[k] = append(keys, k), c
		}
		names[k] = append(names[k], t.nameOf(c.Call.Device))
	}
	out := make([]string, len(keys))
	for i, k := range keys {
		out[i] = t.phraseNamed(first[k], t.pack().List(names[k], false), false)
	}
	return out
}
