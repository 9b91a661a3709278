package turn

import (
	"slices"

	"edge/index"
	"edge/ir"
	"edge/lang"
)

// otherChoice is what a question of which answered by one candidate
// left: the command answered, the candidates not chosen, and the turn it
// was answered in.
type otherChoice struct {
	Clause ir.Clause `json:"clause"`
	Rest   []string  `json:"rest"`
	Turn   int       `json:"turn"`
}

// leftOver keeps what the answer to a question of which left, when it
// chose one candidate for a command that ran or was asked about: "the
// other one" may take it the next turn.
func (t *turn) leftOver(p *pending, sel []*index.Entity, multi bool) {
	if multi || len(sel) != 1 || p.Clause == nil || p.Clause.Kind != ir.Act || !acting(t.res.Outcome) {
		return
	}
	rest := slices.DeleteFunc(slices.Clone(p.Options), func(id string) bool { return id == sel[0].ID })
	if len(rest) == 0 {
		return
	}
	t.sess.Other = &otherChoice{Clause: *p.Clause, Rest: rest, Turn: t.sess.Turn}
}

// acting reports an outcome of a command that ran, would run or is asked
// a yes for.
func acting(outcome string) bool {
	return outcome == Done || outcome == Planned || outcome == Confirm || outcome == Failed
}

// other answers "the other one", "not that one", 另一个, 不是这个 said right
// after a question of which was answered by one candidate: the command
// answered, on the one candidate left, through the gate as any command
// (a hazard asks its yes); where more were left it asks which of them.
// Said after anything else it is not known what is meant, and nothing is
// done: it was not understood; to a yes asked for (p) it is a no (不是这个).
func (t *turn) other(p *pending) {
	o := t.sess.Other
	t.sess.Other = nil
	var rest []*index.Entity
	if o != nil && o.Turn == t.sess.Turn-1 {
		rest = t.entities(o.Rest)
	}
	switch {
	case len(rest) == 0 && p != nil:
		t.finish(Cancelled, t.say(lang.MsgCancelled))
	case len(rest) == 0:
		t.finish(NotUnderstood, t.say(lang.MsgNoReference))
	case len(rest) == 1:
		t.act(o.Clause, rest)
	default:
		t.ask(o.Clause, index.Result{Options: rest})
	}
}
