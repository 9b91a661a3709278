package turn

import (
	"edge/audit"
	"edge/home"
	"edge/index"
	"edge/ir"
	"edge/lang"
	"edge/risk"
)

// A condition on a device's state ("if the front door is unlocked lock
// it", "如果次卧空调开着就关掉") reads the device's state live before the
// command runs: the command's own device when the condition names none,
// else the device it names, resolved like any target.

// stateDevices resolves the device a state condition of the clause names
// and keeps it for planState. When the words fit several devices it asks
// which one, and when none it says so: ok is false and the turn ends here.
func (t *turn) stateDevices(cl ir.Clause) (ok bool) {
	t.stated = nil
	c := cl.Condition
	if c == nil || c.State == "" || ownTarget(c.Target) {
		return true
	}
	if ents := t.statedBefore(); ents != nil {
		t.stated = ents // command.go
		return true
	}
	if t.condChosen != nil && (t.cmd == nil || t.cmd.asked != nil && t.cmd.askedAt == t.cmd.At) {
		t.stated, t.condChosen = t.condChosen, nil
		t.keepStated()
		return true
	}
	fit := func(e *index.Entity) bool {
		return t.anyDevice(e, func(d *home.Device) bool { return stateAttr(d, c.State) != "" })
	}
	ctx := index.Context{Room: t.req.Room, Last: t.sess.Last, Unmarked: lang.Detect(t.req.Text).PluralUnmarked(), Read: true}
	res := t.resolve(c.Target, fit, ctx, c.State)
	switch {
	case res.Problem != "":
		t.finish(NotUnderstood, t.problem(res, ir.Clause{Kind: ir.Query, Ask: c.State, Target: c.Target}))
		return false
	case len(res.Options) > 0:
		t.askCondition(cl, res)
		return false
	}
	t.stated = res.Entities
	t.keepStated()
	return true
}

// ownTarget reports a condition that names no device: it is on the
// clause's own.
func ownTarget(tg ir.Target) bool {
	return tg.Name == "" && tg.Class == "" && len(tg.Places) == 0 && !tg.Ref && !tg.All
}

// askCondition asks which device a state condition means; the answer
// (chosen) plans the clause again with it.
func (t *turn) askCondition(cl ir.Clause, res index.Result) {
	p := &pending{Kind: "clarify", Lang: t.res.Lang, Clause: &cl, Cond: true, Room: t.req.Room, Rooms: res.Rooms,
		Bind: risk.Pending{Turn: t.sess.Turn, Expires: t.now.Add(risk.TTL)}}
	pool := res.Pool
	if len(pool) == 0 {
		pool = res.Options
	}
	for _, o := range pool {
		p.Options = append(p.Options, o.ID)
	}
	if t.cmd != nil {
		p.Whole = t.cmd.condKept() // the rest of the command waits with it (command.go)
	}
	t.sess.Pending = p
	t.clarify(p)
}

// planState plans the reads of a state condition: the state of the
// devices it names (stateDevices), or of the clause's own (ents).
func (t *turn) planState(c *ir.Condition, ents []*index.Entity, plan *audit.Plan) (*CondCheck, string) {
	if t.stated != nil {
		ents = t.stated
	} else if presenceStates[c.State] {
		return t.planPresence(c, ents, plan) // presence_of.go
	}
	check := &CondCheck{State: c.State, Not: c.Not, Each: t.stated == nil}
	seen := map[string]bool{}
	var far []Read // the reads of a state said loosely: a curtain's "on"
	for _, ent := range ents {
		for _, m := range t.e.idx.DevicesOf(ent) {
			d := m.Device
			if seen[d.ID] {
				continue
			}
			seen[d.ID] = true
			if check.Each {
				check.Of = append(check.Of, d.ID)
			}
			attr := stateAttr(d, c.State)
			if attr == "" {
				continue
			}
			if r := (Read{Device: d.ID, Attribute: attr}); answersClosely(d, c.State) || attr == statusAttr {
				check.Reads = append(check.Reads, r)
			} else {
				far = append(far, r)
			}
		}
	}
	if !check.Each || len(check.Reads) == 0 {
		// of each of devices of many kinds, "on" is no curtain's "open"
		// where some are on or off; of a garage door alone, its open
		check.Reads = append(check.Reads, far...)
	}
	for _, r := range check.Reads {
		plan.AddReads(whyCondition, r.Device)
	}
	if len(check.Reads) == 0 {
		names := make([]string, 0, len(ents))
		for _, e := range ents {
			names = append(names, displayName(e, t.res.Lang))
		}
		return nil, t.cannot(t.pack().List(names, false))
	}
	return check, ""
}

// stateAttr is the attribute of the device that tells a state: the one
// that answers the state word, or for on and off, a status ("is the
// vacuum running": cleaning).
func stateAttr(d *home.Device, state string) string {
	attr, _ := askedAttr(d, state)
	return attr
}

// askedAttr is the attribute of the device that answers ask, and whether
// it is measured (attrFor); for on and off, a status where nothing else
// answers ("is the vacuum running", "is the mower on").
func askedAttr(d *home.Device, ask string) (attr string, measured bool) {
	if attr, measured = attrFor(d, ask); attr == "" && (ask == "on" || ask == "off") {
		return attrFor(d, statusAttr)
	}
	return attr, measured
}

// statusAttr is the attribute of a device's status in words.
const statusAttr = "status"

// busy are the statuses of a device at work: a status says on.
var busy = map[string]bool{"cleaning": true, "mowing": true, "returning": true}

// stateHolds reads the devices of a state condition: it holds when every
// one is in the state wanted; off is the read of one that is not, in the
// devices that are.
func (t *turn) stateHolds(plan *audit.Plan, c *CondCheck) (ok bool, off *Read, in map[string]bool, err error) {
	want := !negative[c.State] != c.Not
	in = map[string]bool{}
	for i := range c.Reads {
		r := &c.Reads[i]
		v, err := t.read(plan, *r)
		if err != nil {
			return false, nil, nil, err
		}
		r.Value = v
		t.res.Reads = append(t.res.Reads, *r)
		on, known := isOn(v)
		if ent, ok := t.e.idx.Entity(r.Device); ok && ent.Device != nil && !ent.Device.Plausible(r.Attribute, v) {
			known = false // a lock's "jammed", a position of NaN: no state, so the condition does not hold
		}
		switch {
		case known && on == want:
			in[r.Device] = true
		case off == nil:
			off = r
		}
	}
	return off == nil, off, in, nil
}

// isOn says whether a value read tells a state that is on, open, locked,
// playing or at work; known is false for a value that tells none.
func isOn(v any) (on, known bool) {
	switch x := v.(type) {
	case bool:
		return x, true
	case float64:
		return x > 0, true // a position: open, or closed
	case string:
		return busy[x], true
	}
	return false, false
}

// stateFalse says why a state condition stopped the turn: the state the
// device is in ("Not done: Front door lock is locked.").
func (t *turn) stateFalse(r Read) string {
	if f, isNum := r.Value.(float64); isNum {
		rd := lang.Reading{Name: t.nameOf(r.Device), Attribute: r.Attribute, Value: t.pack().State("open", f > 0), IsState: true}
		return t.say(lang.MsgStateFalse, t.pack().Read(rd))
	}
	return t.say(lang.MsgStateFalse, t.sayRead(r))
}
