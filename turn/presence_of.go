package turn

import (
	"slices"

	"edge/audit"
	"edge/index"
	"edge/ir"
	"edge/lang"
)

// A condition of someone there, or no one, that names no place ("有人就开
// 灯" with the room answered, 有人就开门厅灯, "if someone is there turn on
// the hall light") is of the rooms of the devices the command acts on: each
// device is acted on where the presence sensors of its room tell the
// condition holds, and a device of a room with none is left alone. It read
// the devices themselves, which tell no one's presence, and was refused
// ("门厅灯不能这样操作").

// presenceAsked narrows the question a clause with such a condition asks
// (有人就开灯, 没人就关灯: which room?) to the candidates in rooms with a
// sensor of the state: a room with none cannot tell the condition, and
// every room with lights was offered. A room not offered of a question of
// rooms may still be answered (the pool is kept), and says it has no
// sensor; where none has one the question is as it was.
func (t *turn) presenceAsked(cl ir.Clause, r index.Result) index.Result {
	c := cl.Condition
	if c == nil || !presenceStates[c.State] || !ownTarget(c.Target) || len(r.Entities) > 0 || len(r.Pool) < 2 {
		return r
	}
	sensed := map[string]bool{}
	for i := range t.e.home.Devices {
		if d := &t.e.home.Devices[i]; stateAttr(d, c.State) != "" && d.Room != "" {
			sensed[d.Room] = true
		}
	}
	var pool []*index.Entity
	for _, e := range r.Pool {
		if e.Kind == index.Device && sensed[e.Device.Room] {
			pool = append(pool, e)
		}
	}
	if len(pool) == 0 {
		return r
	}
	n := min(len(pool), index.MaxOptions)
	r.Options, r.More = pool[:n], len(pool)-n
	if len(r.Rooms) == 0 {
		r.Pool = pool // asked one by one: the pool is what is said
		return r
	}
	r.Rooms = slices.DeleteFunc(slices.Clone(r.Rooms), func(room string) bool { return !sensed[room] })
	return r
}

// presenceStates are the states of someone being somewhere.
var presenceStates = map[string]bool{"occupancy": true, "motion": true}

// planPresence plans the reads of such a condition: the presence sensors
// of the rooms of ents, each device of ents with those of its room (By).
func (t *turn) planPresence(c *ir.Condition, ents []*index.Entity, plan *audit.Plan) (*CondCheck, string) {
	check := &CondCheck{State: c.State, Not: c.Not, Each: true, By: map[string][]string{}}
	sensors := map[string][]Read{}
	for i := range t.e.home.Devices {
		d := &t.e.home.Devices[i]
		if attr := stateAttr(d, c.State); attr != "" && d.Room != "" {
			sensors[d.Room] = append(sensors[d.Room], Read{Device: d.ID, Attribute: attr})
		}
	}
	for _, ent := range ents {
		for _, m := range t.e.idx.DevicesOf(ent) {
			d := m.Device
			if slices.Contains(check.Of, d.ID) {
				continue
			}
			check.Of = append(check.Of, d.ID)
			for _, r := range sensors[d.Room] {
				check.By[d.ID] = append(check.By[d.ID], r.Device)
				if !slices.Contains(check.Reads, r) {
					check.Reads = append(check.Reads, r)
					plan.AddReads(whyCondition, r.Device)
				}
			}
		}
	}
	if len(check.Reads) == 0 {
		return nil, t.say(lang.MsgNoSensor, t.quantity(c.State))
	}
	return check, ""
}

// devicesIn is, of the sensors read in the state wanted (in), the devices
// of c whose room they tell it of: for someone there, any sensor of the
// room that sees someone; for no one, every sensor of the room.
func (c *CondCheck) devicesIn(in map[string]bool) map[string]bool {
	out := map[string]bool{}
	for dev, sensors := range c.By {
		tells := func(s string) bool { return in[s] }
		if c.Not && slices.ContainsFunc(sensors, func(s string) bool { return !tells(s) }) ||
			!c.Not && !slices.ContainsFunc(sensors, tells) {
			continue
		}
		out[dev] = true
	}
	return out
}
