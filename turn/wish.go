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
// devices, and keeps the clause, as a command, for the yes.
func (t *turn) askWish(cl ir.Clause, ents []*index.Entity, calls []plannedCall) {
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
