package turn

import (
	"reflect"
	"slices"

	"edge/compile"
	"edge/ir"
	"edge/lang"
)

// A thing said to be left out of a command already done ("turn off the
// lights in the bedroom", then "except the bedside lamp", "not the
// bedside lamp", 除了床头灯, 床头灯别关), or the command said not to be done
// after it was ("turn off the kitchen light", then "don't turn it off",
// 别关, 不要关了), is put back: switched the other way, as it was before. Only of a command that switched on or
// off, only what it switched from the other state (Switched: a lamp
// already off stays off, and "OK, I won't turn off Bedside lamp." is
// said), and only what switches so: a valve, a cover or a lock is never
// put back unasked.

// sameVerbTargets are the targets of clauses said not to be done, where
// each is of the last command's verb; none otherwise.
func sameVerbTargets(negated []ir.Clause, last *ir.Clause) []ir.Target {
	var out []ir.Target
	for _, cl := range negated {
		if last == nil || cl.Verb != last.Verb || cl.When != nil {
			return nil
		}
		out = append(out, cl.Target)
	}
	return out
}

// opposites are the commands put back, each with its other way, and
// onoffCapability the one capability they put back by.
var opposites = map[string]string{"on": "off", "off": "on"}

const onoffCapability = "onoff"

// putBack switches the other way what of the last command's devices the
// targets name, and reports whether it did.
func (t *turn) putBack(last *ir.Clause, targets []ir.Target) bool {
	if last == nil || last.Kind != ir.Act || last.Negated || last.When != nil || last.Condition != nil || len(t.sess.Last) == 0 {
		return false
	}
	other, ok := opposites[last.Verb]
	if !ok || len(targets) == 0 {
		return false
	}
	code := lang.Detect(t.req.Text).Code()
	actions := slices.DeleteFunc(compile.Actions(code, other, nil), func(a ir.Alt) bool { return a.Capability != onoffCapability })
	var back []string
	stays := false
	for _, tg := range targets {
		if reflect.DeepEqual(tg, ir.Target{}) {
			tg = ir.Target{Ref: true, All: true} // 别关, 不要关了: what it acted on
		}
		res := t.resolveClause(ir.Clause{Kind: ir.Act, Verb: other, Actions: actions, Target: tg})
		if len(res.Entities) == 0 {
			return false
		}
		for _, e := range res.Entities {
			for _, id := range ids(t.e.idx.DevicesOf(e)) {
				switch {
				case !slices.Contains(t.sess.Last, id) || slices.Contains(back, id):
				case slices.Contains(t.sess.Switched, id):
					back = append(back, id)
				default:
					stays = true
				}
			}
		}
	}
	if len(back) == 0 && stays {
		// already so before the command: it stays so, and is said to.
		var cls []ir.Clause
		for _, tg := range targets {
			cls = append(cls, ir.Clause{Kind: ir.Act, Verb: last.Verb, Actions: last.Actions, Target: tg})
		}
		t.refuse(cls)
		return true
	}
	if len(back) == 0 {
		return false
	}
	t.switchBack(other, back)
	return true
}

// undoSwitched switches back everything the last command switched from
// the other state ("turn off the lights in the bedroom", then "undo",
// "put it back", 撤销, 恢复原样), as putBack does what is named. It reports
// whether there was any: a command that set a value, or switched nothing
// from the other state, is not undone.
func (t *turn) undoSwitched() bool {
	last := t.sess.Clause
	if last == nil || last.Kind != ir.Act || last.Negated || last.When != nil || last.Condition != nil || len(last.Params) > 0 {
		return false
	}
	other, ok := opposites[last.Verb]
	back := slices.DeleteFunc(slices.Clone(t.sess.Last), func(id string) bool { return !slices.Contains(t.sess.Switched, id) })
	if !ok || len(back) == 0 {
		return false
	}
	t.switchBack(other, back)
	return true
}

// switchBack plans and runs switching the devices back the other way,
// through the gate.
func (t *turn) switchBack(other string, back []string) {
	code := lang.Detect(t.req.Text).Code()
	actions := slices.DeleteFunc(compile.Actions(code, other, nil), func(a ir.Alt) bool { return a.Capability != onoffCapability })
	t.sess.Last = back
	cl := ir.Clause{Kind: ir.Act, Verb: other, Actions: actions, Target: ir.Target{Ref: true, All: len(back) > 1}}
	t.res.Source = "grammar"
	t.res.IR = &ir.Program{Lang: code, Clauses: []ir.Clause{cl}, Confidence: 0.9}
	t.clauses([]ir.Clause{cl})
}
