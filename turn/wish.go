package turn

import (
	"edge/index"
	"edge/ir"
	"edge/lang"
	"edge/risk"
)

// A wish is a state said to be too much or too little ("it's too dark in
// here", "门厅灯太亮了", "太吵了"): no command was said, so none is done.
// The command that would mend it is asked back ("Turn on Hall light?"),
// and a yes does it, through the gate like any other.

// askWish asks whether to do the calls a wish's clause plans on its
// devices, and keeps the clause, as a command, for the yes. The command
// is edge's guess, not the user's: it offers only calls of low risk
// (guessed), never to open a garage door for "it's too dark in the
// garage" (车库太暗了) or to switch a heater on; nothing left is nothing
// that fits. A command said, whose number edge reads in another unit
// (fahrenheitMeant: "set the heater to 70"), is no guess: every call is
// asked, and the yes goes through the gate as the command would.
func (t *turn) askWish(cl ir.Clause, ents []*index.Entity, calls []plannedCall, said bool) {
	if !said {
		calls, ents = guessed(calls, ents)
	}
	if len(calls) == 0 {
		t.finish(NotUnderstood, t.say(lang.MsgNothingFits))
		return
	}
	cl.Wish = false
	p := &pending{Kind: "clarify", Lang: t.res.Lang, Clause: &cl, Room: t.req.Room,
		Bind: risk.Pending{Turn: t.sess.Turn, Expires: t.now.Add(risk.TTL)}}
	for _, e := range ents {
		p.Options = append(p.Options, e.ID)
	}
	p.Wish = t.say(lang.MsgWish, t.describe(calls))
	t.sess.Pending = p
	t.clarify(p)
}

// guessed keeps the calls of low risk and the entities they act on.
func guessed(calls []plannedCall, ents []*index.Entity) ([]plannedCall, []*index.Entity) {
	low := map[string]bool{}
	var kept []plannedCall
	for _, c := range calls {
		if c.Risk <= risk.Low {
			kept, low[c.Call.Device] = append(kept, c), true
		}
	}
	var on []*index.Entity
	for _, e := range ents {
		if low[e.ID] {
			on = append(on, e)
		}
	}
	return kept, on
}
