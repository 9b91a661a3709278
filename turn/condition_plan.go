package turn

import (
	"fmt"
	"math"
	"slices"

	"edge/audit"
	"edge/home"
	"edge/index"
	"edge/ir"
	"edge/lang"
)

// CondCheck is a condition planned for a turn: the reads it needs and the
// comparison to make with their values.
type CondCheck struct {
	Quantity string  `json:"quantity"`
	Op       string  `json:"op"`
	Value    float64 `json:"value"`
	// State and Not, instead of a quantity, are the state the devices
	// read must be in, or not be in (ir.Condition).
	State string `json:"state,omitempty"`
	Not   bool   `json:"not,omitempty"`
	// Each marks a state condition of the clause's own devices, Of ("turn
	// off the kitchen lights if they are on"): it holds of each one, and
	// only those of them in the state are acted on.
	Each bool     `json:"each,omitempty"`
	Of   []string `json:"of,omitempty"`
	// By are, for a condition of someone there said of the clause's own
	// devices, the presence sensors of each one's room (presence_of.go).
	By    map[string][]string `json:"by,omitempty"`
	Reads []Read              `json:"reads"`
}

// planCondition finds the sensors a condition needs: in the place it
// names, else in the room of the clause's targets, else the speaker's
// room, else anywhere; where the targets have a room, never anywhere: "if
// it's above 20 turn on the kids heater", in a kids room with no
// thermometer, read the mean of the other rooms. Their reads join the
// plan.
func (t *turn) planCondition(c *ir.Condition, ents []*index.Entity, plan *audit.Plan) (*CondCheck, string) {
	if c.State != "" {
		return t.planState(c, ents, plan)
	}
	fit := func(e *index.Entity) bool {
		return t.anyDevice(e, func(d *home.Device) bool { return measures(d, c.Quantity) })
	}
	ctx := index.Context{Room: t.req.Room, Query: true, Unmarked: lang.Detect(t.req.Text).PluralUnmarked()}
	tg := c.Target
	targetRoom := false
	if tg.Name == "" && len(tg.Places) == 0 {
		for _, e := range ents {
			if name := t.e.idx.RoomName(e.Room); name != "" {
				tg.Places, targetRoom = []string{name}, true
				break
			}
		}
	}
	res := t.resolve(tg, fit, ctx, "")
	unknown := c.Target.Name != "" && !t.e.idx.IsPlace(c.Target.Name) || slices.ContainsFunc(c.Target.Places, func(p string) bool { return !t.e.idx.IsPlace(p) })
	if (res.Problem == index.NoPlace || res.Problem == index.NoMatch) && unknown {
		// "if the guest room temperature is above 20": words that name
		// nothing of the home stop the command, said.
		return nil, t.problem(res, ir.Clause{Target: c.Target})
	}
	if len(res.Entities) == 0 && c.Target.Name == "" && len(c.Target.Places) == 0 {
		all := ir.Target{All: true}
		if name := t.e.idx.RoomName(t.req.Room); targetRoom && name != "" {
			all = ir.Target{Places: []string{name}}
		}
		if !targetRoom || len(all.Places) > 0 {
			res = t.resolve(all, fit, ctx, "")
		}
	}
	if len(res.Entities) == 0 {
		return nil, t.say(lang.MsgNoSensor, t.quantity(c.Quantity))
	}
	check := &CondCheck{Quantity: c.Quantity, Op: c.Op, Value: c.Value}
	check.Reads = append(check.Reads, t.planReads(ir.Clause{Ask: c.Quantity}, res.Entities, plan, whyCondition)...)
	return check, ""
}

// holds reads the condition's sensors and compares their mean.
func (t *turn) holds(plan *audit.Plan, c *CondCheck) (bool, float64, error) {
	sum, n := 0.0, 0
	for i := range c.Reads {
		r := &c.Reads[i]
		v, err := t.read(plan, *r)
		if err != nil {
			return false, 0, err
		}
		r.Value = v
		t.res.Reads = append(t.res.Reads, *r)
		f, ok := v.(float64)
		if ent, known := t.e.idx.Entity(r.Device); v != nil && known && ent.Device != nil && (!ok || !ent.Device.Plausible(r.Attribute, v)) {
			// a reading no such sensor can give (not a number, 10^300 °C)
			// is no reading: the condition is not compared
			return false, 0, fmt.Errorf("%s reads %v, which is no %s", r.Device, v, c.Quantity)
		}
		if ok {
			sum += f
			n++
		}
	}
	if n == 0 {
		return false, 0, fmt.Errorf("no %s reading", c.Quantity)
	}
	mean := sum / float64(n)
	return compared(mean, c.Op, c.Value), mean, nil
}

// compared reports whether v stands to want as op says (> >= < <= =).
func compared(v float64, op string, want float64) bool {
	switch op {
	case ">":
		return v > want
	case ">=":
		return v >= want
	case "<":
		return v < want
	case "<=":
		return v <= want
	}
	return v == want
}

func (t *turn) quantity(q string) string { return t.pack().Attribute(q) }

// conditionFalse says why a condition stopped the turn.
func (t *turn) conditionFalse(c *CondCheck, mean float64) string {
	v := formatNum(math.Round(mean*10)/10) + unit(c.Quantity)
	want := formatNum(c.Value) + unit(c.Quantity)
	return t.say(lang.MsgConditionFalse, t.quantity(c.Quantity), v, t.pack().Compare(c.Op, want))
}
