package turn

// The clauses of a turn resolved and planned, each into an item of calls
// or reads, before anything is asked or runs.

import (
	"reflect"
	"slices"

	"edge/audit"
	"edge/compile"
	"edge/index"
	"edge/ir"
	"edge/lang"
)

// item is one clause's share of a turn: calls to make or reads to do.
type item struct {
	calls []plannedCall
	reads []Read
	ask   string
	form  ir.Form
	// place is the place a question about a value asked of, as said
	// ("" for a question about devices).
	place string
	cond  *CondCheck
	// beyond is the threshold a question asks about ("is it over 25 in
	// the bedroom"), nil for none.
	beyond *ir.Condition
}

// clauses resolves and plans every clause before anything runs, then
// gates and runs the calls.
func (t *turn) clauses(cls []ir.Clause) {
	if !t.later(cls...) {
		return
	}
	plan, items, ok := t.plan(cls)
	if !ok {
		return
	}
	items = t.once(items) // once.go
	var calls []plannedCall
	for _, it := range items {
		calls = append(calls, it.calls...)
	}
	t.gate(plan, calls, items)
	t.picked(cls) // other.go
}

// plan resolves and plans every clause: the turn's plan and its items. It
// is not ok when the turn ends here (with a question back, or a problem)
// or went to the model. A negated clause is never planned: when every
// clause is, the turn says what it will not do.
func (t *turn) plan(cls []ir.Clause) (*audit.Plan, []item, bool) {
	var plan audit.Plan
	var items []item
	var last []string
	var acted *ir.Clause
	var negated []ir.Clause
	cls = t.listedParts(cls) // listed.go
	cmd := t.replay          // command.go
	t.replay = nil
	if cmd == nil {
		cmd = wholeOf(cls)
	}
	t.cmd = cmd
	defer func() { t.cmd = nil }()
	retracted(cls)
	for i := range cls {
		if i > 0 {
			cls[i].Target = t.placeAfter(cls[i-1], cls[i])
		} else {
			cls[i] = t.sameThere(cls[i])
		}
		cl := t.sweptPlace(t.switchedRef(cls[i])) // refswitch.go
		if cmd != nil {
			cmd.At = i
			if cmd.asked != nil && i == cmd.askedAt {
				cl = *cmd.asked // as the question asked it, answered
			}
		}
		if cl.Negated {
			negated = append(negated, cl)
			continue
		}
		cl = t.placeWarmth(t.valueAfterPlace(t.cleanedPlace(t.cleanerCalled(t.kindOfNothing(t.upOfNothing(t.allOfNothing(t.hesitationOfNothing(t.spaced(cl))))))))) // spaced.go, valueplace.go
		cl = t.classAskedWhole(cl)                                                                                                                                  // class_asked.go
		if problem := t.places(&cl); problem != "" {
			t.finish(NotUnderstood, problem)
			return nil, nil, false
		}
		fixed := t.fixedAt(i)
		res := index.Result{Entities: fixed}
		if fixed == nil {
			res = t.resolveClause(cl)
		}
		if w, r, ok := t.namedWarmth(cl, res); ok {
			cl, res = w, r // named_warmth.go
		}
		if i > 0 && t.heatingOn(cls[i-1], cl, res) {
			continue
		}
		if i > 0 && fixed == nil {
			if r, ok := t.placeBefore(cls[i-1], cl, res); ok {
				t.ask(cl, r) // place_before.go
				return nil, nil, false
			}
		}
		room, roomWish := t.roomWish(cl, res) // wish_room.go
		if !roomWish {
			room, roomWish = t.roomLevel(cl, res) // wish_level.go
		}
		if !roomWish {
			room, roomWish = t.roomHeater(cl, res) // room_heater.go
		}
		switch {
		case cl.Kind == ir.Query && unknowable(t.req.Text, cl.Target.Name) && !t.e.idx.Named(cl.Target.Name):
			// "what time is it", "what's the weather": nothing here
			// tells, and no device that only sounds like it does.
			t.finish(NotUnderstood, t.say(lang.MsgNotUnderstood))
			return nil, nil, false
		case (res.Problem == index.NoCapability || res.Problem == index.NoMatch) && len(cls) == 1 && t.setOnOther(cl):
			return nil, nil, false
		case (res.Problem == index.NoCapability || res.Problem == index.NoMatch) && t.noDirection(cl):
			return nil, nil, false
		case res.Problem == index.NoMatch && t.scenesAsked(cl):
			return nil, nil, false
		case roomWish && len(cls) == 1:
			return t.plan([]ir.Clause{room})
		case res.Problem == index.NoMatch && cl.Kind == ir.Query && cl.Condition == nil && len(cls) > 1 && allAsked(cls):
			// "is the tv on and the fridge", 门窗都关好了吗 where there is
			// no window: the rest is answered, and this said not found.
			t.unfound = append(t.unfound, t.problem(res, cl))
			continue
		case res.Problem == index.NoMatch && t.res.Source == "grammar" && t.fallback():
			// words the grammar read as a name that names nothing: the
			// model may read them better ("gimme the kitchen light").
			return nil, nil, false
		case res.Problem == index.NoCapability && cl.Kind == ir.Act && !cl.Wish && len(cls) == 1 && len(compile.Switches(cl.Params)) > 0 &&
			t.onlySwitches(cl):
			// "the hall light is too bright", where it only switches:
			// switching it is asked back, never "it can't".
			wish := cl
			wish.Wish, wish.Actions = true, append(slices.Clip(cl.Actions), compile.Switches(cl.Params)...)
			return t.plan([]ir.Clause{wish})
		case t.placeLacks(cl, res) != "":
			t.finish(NotUnderstood, t.placeLacks(cl, res))
			return nil, nil, false
		case res.Problem == noTarget:
			t.finish(NotUnderstood, t.say(lang.MsgNoTarget))
			return nil, nil, false
		case res.Problem != "":
			t.finish(NotUnderstood, t.problem(res, cl))
			return nil, nil, false
		case res.Unsure && t.res.Source == "grammar" && t.fallback():
			// words the grammar read as a name that only one device's
			// names partly account for: the model may read them better.
			return nil, nil, false
		case len(res.Options) > 0 && res.Placed && t.lowRisk(cl, res.Pool):
			// "turn off the light in the kitchen": every one there.
			res.Entities = res.Pool
		case len(res.Options) > 0:
			t.ask(cl, res)
			return nil, nil, false
		}
		if fixed == nil && cl.Kind == ir.Act && cl.Target.Count > 0 && len(res.Entities) > 0 && t.deviceCount(res.Entities) != cl.Target.Count {
			// "turn on the two lamps" where three fit: which ones?
			t.ask(cl, index.Result{Options: res.Entities})
			return nil, nil, false
		}
		if cmd != nil {
			cmd.Fixed[i] = ids(res.Entities)
		}
		if !t.stateDevices(cl) {
			return nil, nil, false
		}
		cl = extremeAsked(cl, res.Entities) // extreme_level.go
		f, unscaled := fahrenheitMeant(cl, res.Entities)
		if unscaled {
			cl = f // "set the thermostat to 70": 21 °C, asked back
		}
		it, problem := t.planClause(cl, res.Entities, &plan)
		if problem != "" {
			t.finish(NotUnderstood, problem)
			return nil, nil, false
		}
		if cl.Wish {
			t.askWish(cl, res.Entities, it.calls, unscaled)
			return nil, nil, false
		}
		t.setResolved(t.acted(cl, res.Entities, it.calls)) // acted.go
		if last == nil {
			last = t.resolved // a sweep's thousands once
		} else {
			last = append(last, t.resolved...)
		}
		items = append(items, it)
		if cl.Kind == ir.Act || cl.Kind == ir.Query {
			acted = &cls[i] // what "and the hall?" asks or does again
		}
	}
	if len(items) == 0 && len(t.unfound) > 0 {
		t.finish(NotUnderstood, t.unfound[0])
		return nil, nil, false
	}
	if len(negated) > 0 {
		items = t.spare(items, negated)
	}
	items = unswept(items)
	if len(items) == 0 && len(negated) > 0 && t.putBack(t.sess.Clause, sameVerbTargets(negated, t.sess.Clause)) {
		return nil, nil, false // "床头灯别关" after the bedroom's lights were switched off (put_back.go)
	}
	if len(items) == 0 && len(negated) > 0 {
		t.refuse(negated)
		return nil, nil, false
	}
	t.sess.Last = last
	if acted != nil {
		t.sess.Clause = forGood(acted)
	}
	return &plan, items, true
}

// allAsked reports clauses that are all questions.
func allAsked(cls []ir.Clause) bool {
	return !slices.ContainsFunc(cls, func(c ir.Clause) bool { return c.Kind != ir.Query })
}

// planClause plans one resolved clause: the reads of a question, or the
// calls of a command with the reads its condition needs.
func (t *turn) planClause(cl ir.Clause, ents []*index.Entity, plan *audit.Plan) (item, string) {
	if cl.Kind == ir.Query && cl.Form == ir.Where && cl.Ask == "" && t.placeOnly(cl.Target) {
		return item{}, t.say(lang.MsgNotUnderstood) // "where is the kitchen" asks of no device
	}
	if cl.Kind == ir.Query {
		it := item{reads: t.planReads(cl, ents, plan, whyQuestion), ask: cl.Ask, form: cl.Form, place: t.placeOf(cl.Target)}
		if c := cl.Condition; c != nil && c.Quantity != "" && c.Quantity == cl.Ask {
			it.beyond = c
		}
		return it, ""
	}
	var it item
	if cl.Condition != nil {
		// the sketch reads the condition's sensors before it acts.
		var problem string
		if it.cond, problem = t.planCondition(cl.Condition, ents, plan); problem != "" {
			return it, problem
		}
	}
	calls, problem := t.planAct(cl, ents, plan)
	it.calls = calls
	return it, problem
}

// placeAfter is the target of a clause that carries the verb of the one
// before it and names only a room of the home ("turn off the lights in the
// bedroom and study"): the same kind of thing in that room, as "and in the
// study" says, when the room has such a thing. A name that is no room's is
// the target said ("… and tv"); a room without the thing, the room's
// things ("close the blinds in the bedroom and living room": its curtain).
// A room named by a class word is the room where it has the thing ("the
// lights in the kitchen and garage").
func (t *turn) placeAfter(before, cl ir.Clause) ir.Target {
	tg, b := cl.Target, before.Target
	if cl.Kind != ir.Act || before.Kind != ir.Act || cl.Verb != before.Verb || len(b.Places) == 0 || b.Class == "" ||
		tg.Name == "" || len(tg.Places) > 0 || tg.Ref || tg.All || len(tg.Except) > 0 || !t.e.idx.IsPlace(tg.Name) {
		return tg
	}
	if !t.placeHas(tg.Name, b.Class) {
		return tg
	}
	tg.Places, tg.Name, tg.Class = []string{tg.Name}, "", ""
	return compile.PlaceOf(tg, b)
}

// retracted says negated every command taken back by a negated clause
// right after it: the same verb, and no target of its own or the same one
// ("开灯还是别开了", "turn on the light, no, don't"). Nothing of it is done,
// nor asked about first: a question of which room would have done it.
func retracted(cls []ir.Clause) {
	for i := len(cls) - 1; i > 0; i-- {
		cl, before := cls[i], &cls[i-1]
		if cl.Negated && !before.Negated && cl.Kind == ir.Act && before.Kind == ir.Act && cl.Verb == before.Verb &&
			(reflect.DeepEqual(cl.Target, ir.Target{}) || reflect.DeepEqual(cl.Target, before.Target)) {
			before.Negated = true
		}
	}
}
