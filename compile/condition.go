package compile

// Conditions: a comparison or a state said before or after a command,
// "unless" as the opposite, tied to the clause it waits on.

import (
	"math"
	"slices"

	"edge/grammar"
	"edge/ir"
	"edge/lang"
)

// conditionOnly reports whether a clause is just a condition ("if it is
// above 26 degrees", ", then ...").
func conditionOnly(ps lang.Clause) (*lang.Condition, bool) {
	var c *lang.Condition
	for _, p := range ps {
		switch p.Kind {
		case lang.Cond:
			c = p.Cond
		case lang.Filler:
		default:
			return nil, false
		}
	}
	return c, c != nil
}

// splitCondition takes a condition out of a clause that also acts ("if
// it is above 26 degrees turn on the AC").
func splitCondition(pack lang.Pack, ps lang.Clause) (lang.Clause, *ir.Condition, error) {
	for i, p := range ps {
		if p.Kind == lang.Cond {
			rest := append(append(lang.Clause(nil), ps[:i]...), ps[i+1:]...)
			c, err := condition(pack, p.Cond)
			return rest, c, err
		}
	}
	return ps, nil, nil
}

// thresholdAsked is the question of whether the condition holds ("is it
// over 25 in the bedroom"): its quantity read where the condition says, or
// in the place the question names (cl, unless err), yes or no.
func thresholdAsked(c *ir.Condition, cl ir.Clause, err error) ir.Clause {
	t := c.Target
	if err == nil && emptyTarget(t) {
		t = cl.Target
	}
	return ir.Clause{Kind: ir.Query, Ask: c.Quantity, Form: ir.YesNo, Target: t}
}

// stateSubject makes a command that names no device of its own ("if the
// TV is on turn it off", "如果空调开着就关掉") act on the device of its
// state condition: the command takes the condition's target, and the
// condition's is left empty, the clause's own. A state said of "it" or
// "them" after a command that names its device ("turn off the tv if it
// is on", "close the garage door if it's open", "turn them off if it is
// on") is that device's: it was looked for in what was said before, and
// not found.
func stateSubject(cl *ir.Clause) {
	defer func() {
		if c := cl.Condition; c != nil && c.State != "" && cl.Kind == ir.Act && emptyTarget(c.Target) {
			// "turn off the lights that are on": those of every room,
			// no room asked
			cl.Target.Plural = false
		}
	}()
	c := cl.Condition
	if c == nil || c.State == "" || cl.Kind != ir.Act || emptyTarget(c.Target) {
		return
	}
	t := cl.Target
	if bareRef(c.Target) && !emptyTarget(t) {
		c.Target = ir.Target{}
		return
	}
	if t.Ref && (!t.All || t.Name == "" && t.Class == "" && len(t.Places) == 0) || t.Name == "" && len(t.Places) == 0 && !t.Ref && !t.All {
		// "if the kitchen lights are on turn them off"; a place or an
		// exception said of "them" limits them still ("… turn it on in
		// the hall", "… except the lamp")
		subject := c.Target
		subject.Places = append(slices.Clip(subject.Places), t.Places...)
		subject.Except = append(slices.Clip(subject.Except), t.Except...)
		cl.Target, c.Target = subject, ir.Target{}
	}
}

// condition builds the IR of a condition. One said as "unless" holds
// where the words' does not: the opposite comparison, the state not in.
func condition(pack lang.Pack, c *lang.Condition) (*ir.Condition, error) {
	if c.State != "" || c.Op == "" {
		out, err := stateCondition(pack, c)
		if err == nil && c.Unless {
			out.Not = !out.Not
		}
		return out, err
	}
	op := c.Op
	if c.Unless {
		not, ok := lang.NotOp(op)
		if !ok {
			return nil, grammar.Errorf("a condition said negated with no opposite")
		}
		op = not
	}
	out := &ir.Condition{Quantity: c.Attr, Op: op, Value: c.Value.Num}
	if c.Value.Unit == lang.UnitFahrenheit {
		if out.Quantity != "" && out.Quantity != "temperature" {
			return nil, grammar.Errorf("degrees only go with temperature")
		}
		out.Quantity, out.Value = "temperature", math.Round(Celsius(c.Value.Num, false)*10)/10
	}
	if out.Quantity == "" {
		out.Quantity = "temperature"
		if c.Value.Unit == lang.UnitPercent {
			out.Quantity = "humidity"
		}
	}
	if len(c.Subject) > 0 {
		a := &asm{pack: pack, ps: c.Subject}
		out.Target = a.target()
		out.Target.Ref = false // "if it is above 26 degrees": "it" is the weather
	}
	return out, nil
}

// conditionStates are the states a condition may ask a device to be in.
var conditionStates = map[string]bool{"on": true, "off": true, "open": true, "closed": true, "locked": true,
	"unlocked": true, "playing": true, "armed": true, "disarmed": true, "occupancy": true, "motion": true}

// stateCondition is a condition on a device's state ("if the front door
// is unlocked"). A state of a quantity ("if it is hot") is not one: it
// says no threshold.
func stateCondition(pack lang.Pack, c *lang.Condition) (*ir.Condition, error) {
	if !conditionStates[c.State] {
		return nil, grammar.Errorf("a condition with no state or threshold")
	}
	out := &ir.Condition{State: c.State, Not: c.Not}
	if len(c.Subject) > 0 {
		a := &asm{pack: pack, ps: c.Subject}
		out.Target = a.target()
	}
	if (c.State == "locked" || c.State == "unlocked") && out.Target.Class == "door" {
		// "if the door is unlocked": doors are locked by their locks.
		if name, ok := pack.DoorLock(out.Target.Name, out.Target.All); ok {
			out.Target.Name, out.Target.Class = name, "lock"
		}
	}
	if c.State == "locked" || c.State == "unlocked" {
		out.Target.Part = lockClass
	}
	return out, nil
}

// presence are the states of someone being somewhere.
var presence = map[string]bool{"occupancy": true, "motion": true}

// placeOfCondition gives a command that names only a class of device
// ("turn on the fan", "把空调调到25度") the place its threshold condition is
// about ("if the kids room is above 26 degrees", "儿童房温度高于26度的话"),
// or its condition of someone there ("if the kids room is occupied",
// "儿童房有人的话"): that room's device, not any; where that room has none,
// any (Near).
func placeOfCondition(cl *ir.Clause) {
	c := cl.Condition
	if c == nil || c.Quantity == "" && !presence[c.State] || c.Target.Class != "" || c.Target.All {
		return
	}
	place := c.Target.Name
	switch {
	case place == "" && len(c.Target.Places) == 1:
		place = c.Target.Places[0] // "if the temperature in the kids room is above 26"
	case place == "" || len(c.Target.Places) > 0:
		return
	}
	t := &cl.Target
	if cl.Kind != ir.Act || t.Class == "" || t.All || t.Ref || len(t.Places) > 0 || !slices.Contains(lang.ClassWords(t.Class), t.Name) {
		return
	}
	t.Places, t.Near = []string{place}, true
}

// bareRef reports a target that is only a reference: "it", "them".
func bareRef(t ir.Target) bool {
	return t.Ref && !t.All && t.Name == "" && t.Class == "" && len(t.Places) == 0 && len(t.Except) == 0
}

// foundInState makes a command of "it" or "them", or of nothing named,
// said right after a question of whether something is in a state ("is
// anything on? turn it off", "are any lights on, turn them off", "what's
// on? turn it all off", 哪些灯开着？都关掉, 有灯开着吗？关掉) act on those
// found in it: a condition of that state, of each of them; a command that
// brings about the state asked acts on those not so yet ("空调开着吗？开一
// 下"). It acted on all the question asked of, after a yes that listed
// every device of the home.
// "It" after a question of one thing named is that thing, as it was.
func foundInState(p *ir.Program) {
	for i := 1; i < len(p.Clauses); i++ {
		q, cl := p.Clauses[i-1], &p.Clauses[i]
		if q.Kind != ir.Query || !conditionStates[q.Ask] || q.Target.Ref || cl.Kind != ir.Act || cl.Condition != nil || cl.Negated || cl.When != nil {
			continue
		}
		t := cl.Target
		switch {
		case bareRef(t) || t.Ref && t.All && t.Name == "" && t.Class == "" && len(t.Places) == 0:
			if !q.Target.All && !emptyTarget(q.Target) {
				continue // "is the kitchen light on? turn it off"
			}
		case t.Name == "" && t.Class == "" && len(t.Places) == 0 && len(t.Except) == 0:
			cl.Target = ir.Target{Ref: true, All: true} // "哪些灯开着？都关掉": the lights asked of
		default:
			continue
		}
		results := lang.VerbResults[cl.Verb]
		switch {
		case slices.Contains(results, q.Ask):
			// "空调开着吗？开一下", "are the lights on? turn them on":
			// those not so yet
			cl.Condition = &ir.Condition{State: q.Ask, Not: true}
		case slices.ContainsFunc(results, func(r string) bool { return stateOpposites[r] == q.Ask }):
			cl.Condition = &ir.Condition{State: q.Ask} // "is anything on? turn it off"
		}
	}
}

// stateOpposites are each state's opposite.
var stateOpposites = map[string]string{"on": "off", "off": "on", "open": "closed", "closed": "open", "locked": "unlocked", "unlocked": "locked"}
