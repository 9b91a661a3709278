package turn

// Running a turn's calls: the monitor's checks before anything is asked
// or run, the conditions read live, the calls and reads through the
// drivers.

import (
	"context"
	"errors"

	"edge/audit"
	"edge/drivers"
	"edge/index"
	"edge/lang"
	"edge/risk"
)

// run checks each call with the monitor and carries it out; then the
// reads of the turn's questions.
func (t *turn) run(plan *audit.Plan, calls []plannedCall, items []item) {
	if !t.conditionsHold(plan, calls, items) {
		return
	}
	jobs := t.admit(plan, calls)
	t.start(jobs)
	failed, blocked, limited := false, false, false
	for _, j := range jobs {
		status, msg := j.outcome()
		t.addAction(j.c, status, msg)
		failed = failed || status == StatusFailed
		blocked = blocked || status == StatusBlocked
		limited = limited || msg == string(audit.RateLimited)
	}
	for i := range items {
		for j := range items[i].reads {
			r := &items[i].reads[j]
			v, err := t.read(plan, *r)
			if err != nil {
				t.finish(Failed, t.say(lang.MsgReadFailed, t.nameOf(r.Device), err))
				return
			}
			r.Value = v
			t.res.Reads = append(t.res.Reads, *r)
		}
		if in, _, _, ok := stateOf(items[i]); ok && len(in) > 0 && len(calls) == 0 {
			// "what lights are on?", then "turn them off": those on.
			t.sess.Last = nil
			for _, r := range in {
				t.sess.Last = append(t.sess.Last, r.Device)
			}
		}
	}
	switch {
	case limited:
		t.finish(Blocked, t.say(lang.MsgRateLimited))
	case blocked:
		t.finish(Blocked, t.say(lang.MsgBlocked))
	case failed:
		t.finish(Failed, t.sayActions())
	case len(calls) == 0:
		t.finish(Answer, t.answer(items))
	case t.req.DryRun:
		t.finish(Planned, t.sayActions()+t.answerSuffix(items))
	default:
		t.finish(Done, t.sayActions()+t.answerSuffix(items))
	}
}

// conditionsHold reads the conditions of the items live and reports
// whether every one holds; when one does not, or cannot be read, the turn
// ends here with why.
func (t *turn) conditionsHold(plan *audit.Plan, calls []plannedCall, items []item) bool {
	for _, it := range items {
		if it.cond == nil {
			continue
		}
		if it.cond.State != "" {
			ok, off, err := t.stateHolds(plan, it.cond)
			switch {
			case err != nil:
				t.finish(Failed, t.say(lang.MsgReadFailed, t.nameOf(it.cond.Reads[0].Device), err))
				return false
			case !ok:
				t.auditCalls(plan, calls, ConditionFalse)
				t.finish(ConditionFalse, t.stateFalse(*off))
				return false
			}
			continue
		}
		ok, mean, err := t.holds(plan, it.cond)
		switch {
		case err != nil:
			t.finish(Failed, t.say(lang.MsgReadFailed, t.quantity(it.cond.Quantity), err))
			return false
		case !ok:
			t.auditCalls(plan, calls, ConditionFalse)
			t.finish(ConditionFalse, t.conditionFalse(it.cond, mean))
			return false
		}
	}
	return true
}

func (t *turn) read(plan *audit.Plan, r Read) (any, error) {
	dec := plan.CheckRead(r.Device)
	call := audit.Call{Device: r.Device, Command: "read", Args: map[string]any{"attribute": r.Attribute}, Source: "grammar"}
	if !dec.Allow {
		t.audit(call, dec, risk.Low, Blocked)
		return nil, errors.New(dec.Detail)
	}
	ent, _ := t.e.idx.Entity(r.Device)
	ctx, cancel := context.WithTimeout(t.ctx, CallTimeout)
	defer cancel()
	state, err := t.e.drv.ReadFresh(ctx, ent.Device, 0) // at most the device's max_age old
	if err != nil {
		t.audit(call, dec, risk.Low, Failed)
		return nil, err
	}
	t.reads = append(t.reads, call)
	return state[r.Attribute], nil
}

func (t *turn) validate(c audit.Call) error {
	ent, ok := t.e.idx.Entity(c.Device)
	if !ok || ent.Kind != index.Device {
		return nil
	}
	return drivers.Validate(ent.Device, c.Command, c.Args)
}

// target is what the home says about a call's target, for the monitor.
func (t *turn) target(id string) audit.Target {
	ent, ok := t.e.idx.Entity(id)
	switch {
	case !ok:
		return audit.Target{}
	case ent.Kind == index.Scene:
		return audit.Target{Commands: []string{"activate"}}
	case ent.Kind == index.Device:
		cmds := ent.Device.Commands()
		if cmds == nil {
			cmds = []string{}
		}
		return audit.Target{Commands: cmds, VoiceOff: !ent.Device.VoiceAllowed()}
	}
	return audit.Target{}
}

// precheck asks the monitor about every call, and the actions of every
// scene, before anything is validated, confirmed or run: a call it
// refuses blocks the turn, so that nothing is asked about that could not
// run.
func (t *turn) precheck(plan *audit.Plan, calls []plannedCall) bool {
	for _, c := range calls {
		check := []audit.Call{c.Call}
		if ent, ok := t.e.idx.Entity(c.Call.Device); ok && ent.Kind == index.Scene {
			for _, a := range ent.Scene.Actions {
				check = append(check, audit.Call{Device: a.Device, Command: a.Command, Args: argsOrEmpty(a.Args), Source: "scene"})
			}
		}
		for _, call := range check {
			dec := plan.Check(call, t.target(call.Device))
			if dec.Allow {
				continue
			}
			t.addAction(c, StatusBlocked, dec.Detail)
			t.audit(call, dec, c.Risk, Blocked)
			if dec.Reason == audit.Policy {
				t.finish(Blocked, t.say(lang.MsgPolicy, t.nameOf(call.Device)))
			} else {
				t.finish(Blocked, t.say(lang.MsgBlocked))
			}
			return false
		}
	}
	return true
}

func (t *turn) addAction(c plannedCall, status, msg string) {
	t.res.Actions = append(t.res.Actions, Action{Device: c.Call.Device, Command: c.Call.Command, Args: argsOrEmpty(c.Call.Args), Risk: c.Risk.String(), Status: status, Error: msg, Repairs: c.Repairs})
}
