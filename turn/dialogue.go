package turn

import (
	"slices"

	"edge/audit"
	"edge/compile"
	"edge/home"
	"edge/index"
	"edge/ir"
	"edge/lang"
	"edge/risk"
)

// The dialogue around a command (DESIGN "A dialogue, not a form"): the
// question back when the target is not clear, room first when a plural
// was said nowhere in particular; its answers (a name or part of one, a
// room, an ordinal, all of them, none); what is said next without a
// target ("mute" after "turn on the TV") or without a verb ("and the
// kitchen"); corrections ("no, the kitchen one"); and what the words said
// not to do.

// noTarget is the problem of a command that names nothing, with nothing
// said before that it can mean.
const noTarget index.Problem = "no_target"

// fit says whether an entity can do what a clause asks.
func (t *turn) fit(cl ir.Clause) func(*index.Entity) bool {
	if cl.Kind == ir.Query {
		return t.byCapabilities(func(d *home.Device) bool { return answers(d, cl.Ask) }, nil)
	}
	return t.byCapabilities(func(d *home.Device) bool {
		_, found := altFor(d, cl.Actions)
		return found
	}, func() bool { return sceneAlt(cl.Actions) })
}

// byCapabilities says whether an entity is, or for a group has, a device
// for which ok holds, and for a scene what scene says (false when nil).
// ok depends on a device's capabilities alone: it is asked once per list
// of capabilities (index.Entity.CapabilitySet), for the sweeps that ask
// about thousands of devices of a few kinds.
func (t *turn) byCapabilities(ok func(*home.Device) bool, scene func() bool) func(*index.Entity) bool {
	memo := make([]int8, t.e.idx.CapabilitySets()) // 0 not asked, 1 no, 2 yes
	device := func(m *index.Entity) bool {
		n := m.CapabilitySet()
		if n < 0 || n >= len(memo) {
			return ok(m.Device)
		}
		if memo[n] == 0 {
			memo[n] = 1
			if ok(m.Device) {
				memo[n] = 2
			}
		}
		return memo[n] == 2
	}
	return func(e *index.Entity) bool {
		switch e.Kind {
		case index.Device:
			if n := e.CapabilitySet(); n >= 0 && n < len(memo) && memo[n] != 0 {
				return memo[n] == 2 // what a scan of thousands asks most
			}
			return device(e)
		case index.Scene:
			return scene != nil && scene()
		}
		return slices.ContainsFunc(t.e.idx.DevicesOf(e), device)
	}
}

// bare reports whether a target names nothing at all.
func bare(tg ir.Target) bool {
	return tg.Name == "" && tg.Class == "" && len(tg.Places) == 0 && !tg.Ref && !tg.All && len(tg.Except) == 0
}

// resolveClause resolves a clause's target in the turn's conversation. A
// clause that names nothing ("mute", "a bit dimmer", "set to 40%") means
// what was last acted on or asked about, in this turn ("turn on the TV,
// then the volume to 20") or before, when that can do it; otherwise a
// command whose verb must name its target is noTarget, and any other is
// resolved as said (the device near the speaker, or a question).
func (t *turn) resolveClause(cl ir.Clause) index.Result {
	last, order := t.sess.Last, []bool(nil)
	if len(t.resolved) > 0 {
		last, order = t.resolved, t.resolvedOrder
	}
	ctx := index.Context{Room: t.req.Room, Last: last, LastOrder: order, Query: cl.Kind == ir.Query, Unmarked: lang.Detect(t.req.Text).PluralUnmarked()}
	fit := t.fit(cl)
	if bare(cl.Target) && len(last) > 0 {
		ref := cl.Target
		ref.Ref = true
		if r := t.resolve(ref, fit, ctx, cl.Ask); len(r.Entities) > 0 {
			return r
		}
	}
	if bare(cl.Target) && cl.Kind == ir.Act && compile.NeedsTarget(cl.Verb) {
		return index.Result{Problem: noTarget}
	}
	return t.resolve(cl.Target, fit, ctx, cl.Ask)
}

// setResolved keeps the entities a clause resolved to, for the clauses
// after it: their ids, and when they are many, their marks.
func (t *turn) setResolved(ents []*index.Entity) {
	t.resolved, t.resolvedOrder = make([]string, len(ents)), nil
	for i, ent := range ents {
		t.resolved[i] = ent.ID
	}
	if len(ents) > 8 {
		t.resolvedOrder = t.e.idx.Marks(ents)
	}
}

// ask asks which of a resolution's candidates the clause means, and keeps
// the clause and every candidate for the answer.
func (t *turn) ask(cl ir.Clause, res index.Result) {
	p := &pending{Kind: "clarify", Lang: t.res.Lang, Clause: &cl, Room: t.req.Room, Rooms: res.Rooms,
		Bind: risk.Pending{Turn: t.sess.Turn, Expires: t.now.Add(risk.TTL)}}
	pool := res.Pool
	if len(pool) == 0 {
		pool = res.Options
	}
	p.Options = make([]string, len(pool))
	for i, o := range pool {
		p.Options[i] = o.ID
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
	pool := t.entities(p.Options)
	slots := t.slots(p, pool, 0)
	multi := len(p.Rooms) > 0 || p.Clause.Target.All
	if p.Cond {
		multi = len(p.Rooms) > 0 || p.Clause.Condition != nil && p.Clause.Condition.Target.All
	}
	var sel []*index.Entity
	switch {
	case r.Kind == ir.Every, r.Kind == ir.Yes:
		sel, multi = pool, true
	case r.Index > 0 && r.Index <= len(slots):
		sel = slots[r.Index-1].ents
	case r.Index == -1 && len(slots) > 0:
		sel = slots[len(slots)-1].ents
	case r.Text != "":
		sel = t.e.idx.Among(pool, r.Text)
	}
	switch {
	case len(sel) == 0:
		t.sess.Pending = p
		p.Bind.Turn = t.sess.Turn
		t.askAgain(p)
	case len(sel) > 1 && !multi && p.Cond:
		t.askCondition(*p.Clause, index.Result{Options: sel})
	case len(sel) > 1 && !multi:
		t.ask(*p.Clause, index.Result{Options: sel})
	case p.Cond:
		// the device of the condition: the clause is planned again with it.
		t.condChosen = sel
		t.clauses([]ir.Clause{*p.Clause})
	default:
		t.act(*p.Clause, sel)
	}
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
	var plan audit.Plan
	it, problem := t.planClause(cl, ents, &plan)
	if problem != "" {
		t.finish(NotUnderstood, problem)
		return
	}
	t.sess.Last = nil
	for _, e := range ents {
		t.sess.Last = append(t.sess.Last, e.ID)
	}
	if cl.Kind == ir.Act {
		t.sess.Clause = &cl
	}
	t.gate(&plan, it.calls, []item{it})
}

// answeredByCommand answers a pending question with a command that names
// no target but all ("turn them all on" after "which one?"):
// the command, on every candidate. A command that names nothing at all
// asks the question again. It reports whether the command was taken as
// an answer.
func (t *turn) answeredByCommand(cls []ir.Clause, p *pending) bool {
	if len(cls) != 1 || cls[0].Kind != ir.Act || cls[0].Negated || cls[0].Condition != nil {
		return false
	}
	cl := cls[0]
	all := cl.Target
	all.All = false
	switch {
	case bare(cl.Target):
		t.sess.Pending = p
		p.Bind.Turn = t.sess.Turn
		t.askAgain(p)
	case bare(all) && cl.Target.All:
		cl.Target = p.Clause.Target
		cl.Target.All = true
		t.act(cl, t.entities(p.Options))
	default:
		return false
	}
	return true
}

// followUp does the last command again on the targets words name when
// they name nothing else ("and the kitchen", "the bedroom one too"). It
// reports whether the words were such a follow-up: words that name
// nothing of the home are not.
func (t *turn) followUp(text string) bool {
	if t.sess.Clause == nil {
		return false
	}
	tgs, ok := compile.Targets(text)
	if !ok {
		return false
	}
	for _, tg := range tgs {
		if tg.Ref {
			return false // "it" alone carries no command
		}
		cl := *t.sess.Clause
		cl.Target = t.retarget(cl.Target, tg)
		if r := t.resolveClause(cl); r.Problem == index.NoMatch || r.Problem == index.NoPlace {
			return false
		}
	}
	t.again(tgs)
	return true
}

// correct does the last command again on what a correction names ("no,
// the kitchen one").
func (t *turn) correct(text string) {
	tgs, ok := compile.Targets(text)
	if t.sess.Clause == nil || !ok {
		t.res.Source = "none"
		t.finish(NotUnderstood, t.say(lang.MsgNotUnderstood))
		return
	}
	t.again(tgs)
}

// again runs the session's last command on other targets.
func (t *turn) again(tgs []ir.Target) {
	last := *t.sess.Clause
	var cls []ir.Clause
	for _, tg := range tgs {
		cl := last
		cl.Condition = nil
		cl.Target = t.retarget(last.Target, tg)
		cls = append(cls, cl)
	}
	t.res.Source = "grammar"
	t.res.IR = &ir.Program{Lang: lang.Detect(t.req.Text).Code(), Clauses: cls, Confidence: 0.9}
	t.clauses(cls)
}

// retarget is the target words name in place of the last one: a place
// alone ("and the kitchen") means the same kind of thing there; anything
// else is the target said.
func (t *turn) retarget(old, tg ir.Target) ir.Target {
	if tg.Name != "" && tg.Class == "" && len(tg.Places) == 0 && !tg.Ref && t.e.idx.IsPlace(tg.Name) {
		tg.Places, tg.Name = []string{tg.Name}, ""
	}
	class := old.Class
	if class == "" {
		for _, id := range t.sess.Last {
			if e, ok := t.e.idx.Entity(id); ok && len(e.Classes()) > 0 {
				class = e.Classes()[0]
				break
			}
		}
	}
	if tg.Name != "" || tg.Class != "" || tg.Ref || len(tg.Places) == 0 || class == "" {
		if tg.Name == "" && tg.Class == "" && !tg.Ref && len(tg.Places) > 0 {
			tg.Name, tg.Places = tg.Places[0], tg.Places[1:]
		}
		return tg
	}
	out := ir.Target{Places: tg.Places, Class: class, All: old.All || tg.All, Except: tg.Except}
	if index.IsClassWord(old.Name) {
		out.Name = old.Name
	}
	return out
}

// noDirection asks "on or off?" about a command that said neither ("turn
// the kitchen lights", "turn of the lights": a typo never flips a
// direction). The devices become the session's last targets, so that
// "off" answers. It reports whether it asked.
func (t *turn) noDirection(cl ir.Clause) bool {
	if cl.Kind != ir.Act || cl.Verb != "activate" || len(cl.Actions) != 1 || cl.Actions[0].Capability != home.SceneCapability.Name {
		return false
	}
	code := lang.Detect(t.req.Text).Code()
	either := cl
	either.Actions = append(compile.Actions(code, "on", nil), compile.Actions(code, "off", nil)...)
	res := t.resolveClause(either)
	if len(res.Entities) == 0 {
		return false
	}
	t.sess.Last = nil
	var names []string
	for _, e := range res.Entities {
		t.sess.Last = append(t.sess.Last, e.ID)
		if len(t.res.Options) < index.MaxOptions {
			t.res.Options = append(t.res.Options, Option{ID: e.ID, Name: e.Name, Room: e.Room})
			names = append(names, displayName(e, t.res.Lang))
		}
	}
	t.res.Question = t.say(lang.MsgOnOrOff, t.pack().List(names, false))
	t.finish(Clarify, t.res.Question)
	return true
}

// levelCapabilities are the capabilities a command may reach on every
// device of a class in a place said with a singular class word ("the
// light in the kitchen"): switching, and the level and colour of light.
var levelCapabilities = map[string]bool{"onoff": true, "brightness": true, "color": true, "color_temp": true}

// lowRisk reports whether a command only switches the entities or sets
// their level or colour, at low risk for each.
func (t *turn) lowRisk(cl ir.Clause, ents []*index.Entity) bool {
	if cl.Kind != ir.Act || len(ents) == 0 {
		return false
	}
	for _, e := range ents {
		if e.Kind != index.Device {
			return false
		}
		d := e.Device
		a, ok := altOf(d, cl)
		if !ok || !levelCapabilities[a.Capability] {
			return false
		}
		if d.Level(a.Capability, a.Command, argsFor(a, cl.Params)) != risk.Low {
			return false
		}
	}
	return true
}

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
// what it will not do, and nothing runs.
func (t *turn) refuse(cls []ir.Clause) {
	t.sess.Clause = nil // what is said next follows no command up
	var parts []string
	for _, cl := range cls {
		res := t.resolveClause(cl)
		if len(res.Entities) == 0 {
			continue
		}
		var plan audit.Plan
		calls, _ := t.planAct(cl, res.Entities, &plan)
		for _, c := range calls {
			parts = append(parts, t.phrase(c, false))
		}
	}
	if len(parts) == 0 {
		t.finish(Cancelled, t.say(lang.MsgNegatedAny))
		return
	}
	t.finish(Cancelled, t.say(lang.MsgNegated, t.pack().List(parts, false)))
}
