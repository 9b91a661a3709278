package turn

import (
	"slices"

	"edge/audit"
	"edge/index"
	"edge/ir"
	"edge/lang"
	"edge/risk"
)

// ask asks which of a resolution's candidates the clause means, and keeps
// the clause and every candidate for the answer.
func (t *turn) ask(cl ir.Clause, res index.Result) {
	p := &pending{Kind: "clarify", Lang: t.res.Lang, Clause: &cl, Room: t.req.Room, Rooms: res.Rooms,
		Bind: risk.Pending{Turn: t.sess.Turn, Expires: t.now.Add(risk.TTL)}}
	pool := res.Pool
	if len(pool) == 0 {
		pool = res.Options
	}
	p.Options = ids(pool)
	p.Unscaled = len(cl.Params) == 1 && (cl.Params[0].Bare || cl.Params[0].Degrees)
	if t.cmd != nil {
		p.Whole = t.cmd.kept() // the rest of the command waits with it (command.go)
	}
	t.sess.Pending = p
	t.clarifyAmong(p, pool)
}

// slot is one option of a question as said: a room with its candidates,
// or one candidate.
type slot struct {
	label string
	ents  []*index.Entity
}

// slots are the options of a pending question in the order asked: the
// rooms (and the candidates in no room) of a question that asks the room
// first, else the candidates. With labelled, the first labelled of them,
// only labelled so that they are told apart (the question says no more);
// without, all of them with their candidates, unlabelled (an answer by
// number picks one).
func (t *turn) slots(p *pending, pool []*index.Entity, labelled int) []slot {
	var out []slot
	switch {
	case len(p.Rooms) == 0 && labelled == 0:
		out = make([]slot, len(pool))
		for i := range pool {
			out[i] = slot{ents: pool[i : i+1]}
		}
	case len(p.Rooms) == 0:
		for i, l := range t.e.idx.LabelsUpTo(pool, t.pack(), labelled) {
			out = append(out, slot{label: l, ents: pool[i : i+1]})
		}
	case labelled > 0:
		for _, r := range p.Rooms {
			if len(out) >= labelled {
				break
			}
			if r != "" {
				out = append(out, slot{label: t.e.idx.RoomLabel(r, t.res.Lang)})
				continue
			}
			for _, e := range pool {
				if e.Room == "" {
					out = append(out, slot{label: displayName(e, t.res.Lang)})
				}
			}
		}
	default:
		in := map[string][]*index.Entity{}
		for _, e := range pool {
			in[e.Room] = append(in[e.Room], e)
		}
		for _, r := range p.Rooms {
			if r != "" {
				out = append(out, slot{ents: in[r]})
				continue
			}
			for _, e := range in[""] {
				out = append(out, slot{ents: []*index.Entity{e}})
			}
		}
	}
	return out
}

// entities are the entities of ids that are still in the home.
func (t *turn) entities(ids []string) []*index.Entity {
	out := make([]*index.Entity, 0, len(ids))
	for _, id := range ids {
		if e, ok := t.e.idx.Entity(id); ok {
			out = append(out, e)
		}
	}
	return out
}

// clarify says the question of a pending clarification: "Which one: the
// one in the Study or the one in the Kids room?", or, room first, "Which
// room: Kitchen, Bedroom, or all of them?".
func (t *turn) clarify(p *pending) { t.clarifyAmong(p, t.entities(p.Options)) }

// clarifyAmong is clarify of the entities of the question's options.
func (t *turn) clarifyAmong(p *pending, pool []*index.Entity) {
	t.res.Outcome = Clarify
	t.res.Options = t.res.Options[:0]
	for _, e := range pool[:min(len(pool), index.MaxOptions)] {
		t.res.Options = append(t.res.Options, Option{ID: e.ID, Name: e.Name, Room: e.Room})
	}
	if p.Wish != "" {
		t.res.Question, t.res.Say = p.Wish, p.Wish
		return
	}
	var labels []string
	for _, s := range t.slots(p, pool, index.MaxOptions) {
		labels = append(labels, s.label)
	}
	labels = labels[:min(len(labels), index.MaxOptions)]
	msg := lang.MsgWhich
	if len(pool) == 1 {
		msg = lang.MsgDidYouMean
	}
	if len(p.Rooms) > 0 {
		msg = lang.MsgWhichRoom
		labels = append(labels, t.say(lang.MsgAllOfThem))
	}
	t.res.Question = t.say(msg, t.pack().List(labels, true))
	t.res.Say = t.res.Question
}

// chosen carries out the pending clause on the candidates an answer
// names: by ordinal, by name or part of one, by room or floor, or all of
// them. An answer that names none asks again; one that fits several when
// one was meant asks again among those.
func (t *turn) chosen(r *ir.Reply, p *pending) {
	if p.Unscaled && p.Clause != nil && len(p.Clause.Params) == 1 {
		p.Clause.Params[0].Degrees = true // lost with the session's JSON
	}
	pool := t.entities(p.Options)
	slots := t.slots(p, pool, 0)
	multi := len(p.Rooms) > 0 || p.Clause.Target.All
	if p.Cond {
		multi = len(p.Rooms) > 0 || p.Clause.Condition != nil && p.Clause.Condition.Target.All
	}
	var sel []*index.Entity
	switch {
	case r.Kind == ir.Every && r.Index > 0 && r.Index != len(slots):
		// "both" when three were offered: which two is asked again.
	case r.Kind == ir.Every, r.Kind == ir.Yes:
		sel, multi = pool, true
	case r.Index > 0 && r.Index <= min(len(slots), index.MaxOptions):
		sel = slots[r.Index-1].ents // of those the question said
	case r.Index == -1 && len(slots) > 0:
		sel = slots[min(len(slots), index.MaxOptions)-1].ents // the last the question said
	case r.Text != "" && len(r.More) > 0:
		sel, multi = t.amongAll(pool, append([]string{r.Text}, r.More...)), true
	case r.Text != "":
		sel = t.e.idx.Among(pool, r.Text)
	}
	switch {
	case len(sel) == 0:
		t.sess.Pending = p
		p.Bind.Turn = t.sess.Turn
		t.askAgain(p)
	case len(sel) > 1 && !multi && p.Cond:
		t.cmd = p.Whole
		t.askCondition(*p.Clause, index.Result{Options: sel})
	case len(sel) > 1 && !multi:
		t.cmd = p.Whole
		t.ask(*p.Clause, index.Result{Options: sel})
	case p.Cond && p.Whole != nil:
		// the device of the condition of one clause of a command of
		// several: the whole command is planned again with it.
		t.condChosen = sel
		t.condCompleted(p)
	case p.Cond:
		// the device of the condition: the clause is planned again with it.
		t.condChosen = sel
		t.clauses([]ir.Clause{*p.Clause})
	case p.Whole != nil:
		t.completed(p, sel)
		t.leftOver(p, sel, multi)
	default:
		t.act(*p.Clause, sel)
		t.leftOver(p, sel, multi)
	}
}

// amongAll is the candidates of the pool each of several answers names
// ("the kitchen and the hall"), each once, in the pool's order; none when
// one of them names nothing, which is asked again.
func (t *turn) amongAll(pool []*index.Entity, texts []string) []*index.Entity {
	named := map[*index.Entity]bool{}
	for _, s := range texts {
		got := t.e.idx.Among(pool, s)
		if len(got) == 0 {
			return nil
		}
		for _, e := range got {
			named[e] = true
		}
	}
	return slices.DeleteFunc(slices.Clone(pool), func(e *index.Entity) bool { return !named[e] })
}

// act plans a clause on entities already chosen and runs it through the
// gate.
func (t *turn) act(cl ir.Clause, ents []*index.Entity) {
	if !t.later(cl) {
		return
	}
	if !t.stateDevices(cl) {
		return
	}
	f, unscaled := fahrenheitMeant(cl, ents)
	if unscaled {
		cl = f // "set my thermostat to 70 degrees", "the bedroom": 21 °C, asked back
	}
	var plan audit.Plan
	it, problem := t.planClause(cl, ents, &plan)
	if problem != "" {
		t.finish(NotUnderstood, problem)
		return
	}
	if cl.Wish {
		// "the lights are too bright", "the kitchen": asked back as
		// "the kitchen lights are too bright" is; so is a temperature
		// only Fahrenheit fits (fahrenheitMeant).
		t.askWish(cl, ents, it.calls, unscaled)
		return
	}
	t.sess.Last = nil
	for _, e := range ents {
		t.sess.Last = append(t.sess.Last, e.ID)
	}
	if cl.Kind == ir.Act {
		t.sess.Clause = forGood(&cl)
	}
	t.gate(&plan, it.calls, []item{it})
}

// answeredByCommand answers a pending question with a command that names
// no target but all ("turn them all on" after "which one?"):
// the command, on every candidate. A command that names nothing at all
// asks the question again. It reports whether the command was taken as
// an answer. A command on all but what it excepts ("除了卧室都关") is on
// all of what was asked about but that.
//
// A command on all that names nothing else, said with more ("都关，电视也关",
// 两个都开，燃气阀也开), asks the question again: read on its own it was
// every device of the home, the heater and the oven among them, where
// the speaker meant what was asked about.
//
// A wish asked back ("Raise TV by 10%?") asks no which: a command after it
// is a command of its own ("turn the volume down", 声音调小一点), and one
// that names nothing (调小一点) is of what the wish was asked of; it asked
// the wish again, the other way.
func (t *turn) answeredByCommand(cls []ir.Clause, p *pending) bool {
	if p.Wish != "" {
		t.sess.Last = p.Options
		return false
	}
	if len(cls) > 1 && slices.ContainsFunc(cls, allOfNothing) {
		t.sess.Pending = p
		p.Bind.Turn = t.sess.Turn
		t.askAgain(p)
		return true
	}
	if len(cls) != 1 || cls[0].Kind != ir.Act || cls[0].Negated || cls[0].Condition != nil {
		return false
	}
	cl := cls[0]
	if cl.Target.All {
		// "turn them both on", "turn them all off": them are what is
		// asked about, as "both" and "all of them" are
		cl.Target.Ref = false
	}
	all := cl.Target
	all.All = false
	but := all
	but.Except = nil
	switch {
	case bare(but) && cl.Target.All && len(cl.Target.Except) > 0 && !p.Cond && p.Clause != nil && !bare(p.Clause.Target):
		// "除了卧室都关" after 关灯 asked which room: the lights but the
		// bedroom's, never every device but the bedroom's
		if p.Whole != nil && !saysOnly(cl, *p.Clause) {
			t.sess.Pending = p
			p.Bind.Turn = t.sess.Turn
			t.askAgain(p)
			break
		}
		except := cl.Target.Except
		cl.Target = p.Clause.Target
		cl.Target.All, cl.Target.Except = true, except
		t.asWhole(p, cl)
	case bare(cl.Target) || countOnly(cl.Target) && cl.Target.Count != len(p.Options):
		// "两个都关" asked which of nine rooms: which two is not said
		t.sess.Pending = p
		p.Bind.Turn = t.sess.Turn
		t.askAgain(p)
	case bare(all) && cl.Target.All && p.Whole != nil:
		// "turn them both on" asked which of one part of a command of
		// several: all of them, the whole command done, when it says
		// what the part said; another verb is asked again, never done
		// on that part with the rest dropped (command.go)
		if !saysOnly(cl, *p.Clause) {
			t.sess.Pending = p
			p.Bind.Turn = t.sess.Turn
			t.askAgain(p)
			break
		}
		t.chosen(&ir.Reply{Kind: ir.Every}, p)
	case bare(all) && cl.Target.All:
		cl.Target = p.Clause.Target
		cl.Target.All = true
		t.act(cl, t.entities(p.Options))
	default:
		return false
	}
	return true
}

// allOfNothing reports a command on all that names no thing, kind or
// place ("都关", "除了卧室都关").
func allOfNothing(cl ir.Clause) bool {
	tg := cl.Target
	tg.All, tg.Except = false, nil
	return cl.Kind == ir.Act && cl.Target.All && bare(tg)
}

// allBut answers a question of which with all but what is named ("all
// except the bedroom", "except the study lamp"): the command asked about
// on all it named but those, as 除了卧室都关 is. Asked of nothing named
// (which of what "it" is) or of a condition's device, it asks again:
// never every device of the home but those. So it does where what is
// named is none of the options ("which fan?" "except the kitchen"): the
// answer then left out nothing, and both fans were switched on, though
// all of them was never said.
func (t *turn) allBut(names []string, p *pending) {
	pool := t.entities(p.Options)
	if p.Cond || p.Clause == nil || bare(p.Clause.Target) ||
		slices.ContainsFunc(names, func(n string) bool { return len(t.e.idx.Among(pool, n)) == 0 }) {
		t.sess.Pending = p
		p.Bind.Turn = t.sess.Turn
		t.askAgain(p)
		return
	}
	cl := *p.Clause
	cl.Target.All, cl.Target.Plural = true, false // "all": not a plural that asks which
	cl.Target.Except = slices.Clone(cl.Target.Except)
	cl.Target.Except = append(cl.Target.Except, named(names)...)
	t.asWhole(p, cl)
}

// named are the targets of names said in an answer ("except the bedroom").
func named(names []string) []ir.Target {
	out := make([]ir.Target, len(names))
	for i, n := range names {
		out[i] = ir.Target{Name: n}
	}
	return out
}
