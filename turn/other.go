package turn

import (
	"slices"

	"edge/index"
	"edge/ir"
	"edge/lang"
)

// otherChoice is what a question of which answered by one candidate
// left: the command answered, the candidates not chosen, and the turn it
// was answered in. Picked, when set, is the one device a command chose
// with no question, by the speaker's room or what was used last ("turn on
// the ac" in the bedroom): the rest are found when asked (picked), as
// the command's words were read (Unmarked: with a plural left unsaid).
type otherChoice struct {
	Clause   ir.Clause `json:"clause"`
	Rest     []string  `json:"rest"`
	Turn     int       `json:"turn"`
	Picked   string    `json:"picked,omitempty"`
	Unmarked bool      `json:"unmarked,omitempty"`
}

// picked keeps, after a command of one clause that acted on one device
// its words chose among several with no question, which it was: "the
// other one" said next may take another. A target said with a place, by
// reference, or of all or a count chose by the words, and is not kept.
func (t *turn) picked(cls []ir.Clause) {
	cl := t.sess.Clause
	if len(cls) != 1 || cl == nil || cl.Kind != ir.Act || len(t.sess.Last) != 1 || !acting(t.res.Outcome) ||
		t.sess.Other != nil && t.sess.Other.Turn == t.sess.Turn {
		return
	}
	if tg := cl.Target; tg.Name == "" || tg.Ref || tg.All || tg.Plural || tg.Count > 0 || len(tg.Places) > 0 || len(tg.Except) > 0 {
		return
	}
	t.sess.Other = &otherChoice{Clause: *cl, Turn: t.sess.Turn, Picked: t.sess.Last[0], Unmarked: t.unmarked(*cl)}
}

// rivals are the devices the words of a command that picked one with no
// question fit as well, said nowhere and after nothing: none when the
// words fit only the one picked.
func (t *turn) rivals(o *otherChoice) []*index.Entity {
	cl := o.Clause
	r := t.resolve(cl.Target, t.fit(cl), index.Context{Unmarked: o.Unmarked}, cl.Ask)
	pool := r.Pool
	if len(pool) == 0 {
		pool = r.Options
	}
	if !slices.ContainsFunc(pool, func(e *index.Entity) bool { return e.ID == o.Picked }) {
		return nil
	}
	return slices.DeleteFunc(slices.Clone(pool), func(e *index.Entity) bool { return e.ID == o.Picked })
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
// after a question of which was answered by one candidate, or after a
// command whose words picked one of several with no question: the
// command, on the one candidate left, through the gate as any command
// (a hazard asks its yes); where more were left it asks which of them.
// Said after anything else it is not known what is meant, and nothing is
// done: it was not understood; to a yes asked for (p) it is a no (不是这个).
func (t *turn) other(p *pending) {
	o := t.sess.Other
	t.sess.Other = nil
	var rest []*index.Entity
	switch {
	case o != nil && o.Turn == t.sess.Turn-1 && o.Picked != "":
		rest = t.rivals(o)
	case o != nil && o.Turn == t.sess.Turn-1:
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
