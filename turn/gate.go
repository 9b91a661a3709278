package turn

import (
	"context"
	"errors"
	"slices"

	"edge/audit"
	"edge/drivers"
	"edge/index"
	"edge/lang"
	"edge/risk"
)

// The gate of a turn's calls: the monitor's first look, argument
// validation, the risk gate (a question back, or the PIN), then the run.

// unlisted is the audit reason of a call refused because the client names
// no satellite the home lists (Request.Unlisted) and the call needs a yes.
const unlisted audit.Reason = "unlisted_client"

// gate validates the calls, applies the risk gate, and runs them (or asks).
func (t *turn) gate(plan *audit.Plan, calls []plannedCall, items []item) {
	t.markSource(calls)
	if !t.precheck(plan, calls) {
		return
	}
	if t.lasts > 0 && t.timer == "" && (!t.undoing(calls) || t.undo != nil && !t.undoChecked()) {
		return
	}
	var valid drivers.Checker
	for i, c := range calls {
		if err := t.validate(&valid, c.Call); err != nil {
			if c, err = t.repair(plan, c, err); err == nil {
				calls[i] = c
				continue
			}
			t.addAction(c, StatusBlocked, err.Error())
			t.audit(c.Call, audit.Decision{Reason: audit.InvalidArgs, Detail: err.Error()}, c.Risk, Blocked)
			t.finish(Blocked, t.invalid(c.Call, err))
			return
		}
	}
	if t.timer == "" && t.due.IsZero() {
		// a condition of each device said decides which are acted on,
		// and so whether a yes is asked: it is read before.
		var ok bool
		if calls, ok = t.conditionsHold(plan, calls, items); !ok {
			return
		}
		t.held = true
	}
	devices := map[string]bool{}
	confirm, critical := false, false
	for _, c := range append(calls, t.undoCalls()...) {
		devices[c.Call.Device] = true
		confirm = confirm || risk.NeedsConfirm(c.Risk) || t.modelConfirm(c)
		critical = critical || c.Risk >= risk.Critical
	}
	needPIN := critical && t.e.pinHash != ""
	if needPIN && t.e.pinLocked(t.now) {
		for _, c := range calls {
			t.addAction(c, StatusBlocked, string(audit.PINLocked))
			t.audit(c.Call, audit.Decision{Reason: audit.PINLocked, Detail: t.say(lang.MsgPINLocked)}, c.Risk, Blocked)
		}
		t.finish(Blocked, t.say(lang.MsgPINLocked))
		return
	}
	if t.timer != "" {
		t.run(plan, calls, items)
		return
	}
	if (confirm || len(devices) > t.e.bulk) && t.req.Unlisted {
		refused := make([]audit.Call, len(calls))
		top := risk.Low
		for i, c := range calls {
			t.addAction(c, StatusBlocked, string(unlisted))
			refused[i], top = c.Call, max(top, c.Risk)
		}
		t.auditMany(refused, audit.Decision{Reason: unlisted, Detail: "said through a satellite the home does not list: it may act at low risk only"}, top, Blocked)
		t.finish(Blocked, t.say(lang.MsgUnlisted))
		return
	}
	if confirm || len(devices) > t.e.bulk {
		rc := make([]risk.Call, len(calls))
		asked := make([]audit.Call, len(calls))
		top := risk.Low
		for i, c := range calls {
			rc[i] = risk.Call{Device: c.Call.Device, Command: c.Call.Command, Args: c.Call.Args}
			asked[i], top = c.Call, max(top, c.Risk)
			t.addAction(c, StatusPending, "")
		}
		for _, c := range t.undoCalls() {
			rc = append(rc, risk.Call{Device: c.Call.Device, Command: c.Call.Command, Args: c.Call.Args})
			top = max(top, c.Risk)
		}
		t.auditMany(asked, audit.Allowed, top, Confirm)
		var conds []*CondCheck
		for _, it := range items {
			if it.cond != nil {
				conds = append(conds, it.cond)
			}
		}
		labels, defs := make([]string, len(calls)), make([]string, len(calls))
		for i, c := range calls {
			if ent, ok := t.e.idx.Entity(c.Call.Device); ok {
				labels[i] = displayName(ent, t.res.Lang) // said again if the device goes
			}
			defs[i] = t.e.definition(c.Call.Device)
		}
		t.sess.Pending = &pending{Kind: "confirm", Lang: t.res.Lang, Calls: calls, Labels: labels, Defs: defs, Plan: plan, Conds: conds, Bind: risk.NewPending(rc, t.sess.Turn, t.now), PIN: needPIN, Due: t.due, Clause: t.sess.Clause}
		t.res.Outcome = Confirm
		t.res.Question, t.sess.Pending.Summed = t.confirmQuestion(calls, needPIN)
		t.res.Say = t.res.Question
		t.undoAsked(t.sess.Pending)
		return
	}
	if !t.due.IsZero() {
		t.schedule(plan, calls, items, nil)
		return
	}
	t.run(plan, calls, items)
}

// run checks each call with the monitor and carries it out; then the
// reads of the turn's questions.
func (t *turn) run(plan *audit.Plan, calls []plannedCall, items []item) {
	if !t.held {
		var ok bool
		if calls, ok = t.conditionsHold(plan, calls, items); !ok {
			return
		}
	}
	jobs := t.admit(plan, calls)
	if t.timer == "" {
		t.sess.Switched, t.sess.Ran = t.switched(jobs)
	}
	if t.undo != nil {
		t.keepUndo(jobs)
	}
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
			v, before, err := t.readAsked(plan, *r, true)
			if err != nil {
				t.finish(Failed, t.readFailed(t.nameOf(r.Device), r.Device, err))
				return
			}
			r.Value, r.BeforeStart = v, before
			t.res.Reads = append(t.res.Reads, *r)
		}
	}
	if last, ok := answeredLast(items); ok && len(calls) == 0 {
		t.sess.Last = last
	}
	switch {
	case (limited || blocked) && ran(jobs):
		// some ran, some did not: say which.
		t.finish(Failed, t.report(jobs))
	case limited:
		t.finish(Blocked, t.say(lang.MsgRateLimited))
	case blocked:
		t.finish(Blocked, t.say(lang.MsgBlocked))
	case failed:
		t.finish(Failed, t.sayActions())
	case len(calls) == 0:
		t.finish(Answer, t.pack().Join(slices.DeleteFunc(append([]string{t.answer(items)}, t.unfound...), func(s string) bool { return s == "" })))
	case t.req.DryRun:
		t.finish(Planned, t.sayActions()+t.answerSuffix(items))
	default:
		t.finish(Done, t.sayActions()+t.answerSuffix(items))
		if t.undo == nil {
			t.endUndone(jobs) // lasting_end.go
		}
	}
	t.tellUndo()
}

// conditionsHold reads the conditions of the items live and reports
// whether every one holds, with the calls of the devices a condition of
// each of them holds of (CondCheck.Each); when one does not, or cannot be
// read, the turn ends here with why.
func (t *turn) conditionsHold(plan *audit.Plan, calls []plannedCall, items []item) ([]plannedCall, bool) {
	for _, it := range items {
		if it.cond == nil {
			continue
		}
		if it.cond.State != "" {
			ok, off, in, err := t.stateHolds(plan, it.cond)
			if err == nil && it.cond.By != nil {
				in = it.cond.devicesIn(in)
			}
			if err == nil && it.cond.Each && len(in) > 0 {
				calls, ok = inState(calls, it.cond, in), true
			}
			switch {
			case err != nil:
				t.finish(Failed, t.readFailed(t.nameOf(it.cond.Reads[0].Device), it.cond.Reads[0].Device, err))
				return nil, false
			case !ok:
				t.auditCalls(plan, calls, ConditionFalse)
				t.finish(ConditionFalse, t.stateFalse(*off))
				return nil, false
			}
			continue
		}
		ok, mean, err := t.holds(plan, it.cond)
		switch {
		case err != nil:
			t.finish(Failed, t.readFailed(t.quantity(it.cond.Quantity), "", err))
			return nil, false
		case !ok:
			t.auditCalls(plan, calls, ConditionFalse)
			t.finish(ConditionFalse, t.conditionFalse(it.cond, mean))
			return nil, false
		}
	}
	return calls, true
}

// inState keeps, of the calls of the devices a condition of each one is
// of, those of the devices read in its state: never one whose state it
// could not read. The calls of other devices are kept.
func inState(calls []plannedCall, c *CondCheck, in map[string]bool) []plannedCall {
	of := make(map[string]bool, len(c.Of))
	for _, id := range c.Of {
		of[id] = true
	}
	var out []plannedCall
	for _, call := range calls {
		if in[call.Call.Device] || !of[call.Call.Device] {
			out = append(out, call)
		}
	}
	return out
}

// read reads the attribute of r for a condition: at most the device's
// max_age old.
func (t *turn) read(plan *audit.Plan, r Read) (any, error) {
	v, _, err := t.readAsked(plan, r, false)
	return v, err
}

// readAsked reads the attribute of r, at most the device's max_age old;
// for a question (old), a report from before the start does when there
// is none since (before says so).
func (t *turn) readAsked(plan *audit.Plan, r Read, old bool) (v any, before bool, err error) {
	dec := plan.CheckRead(r.Device)
	call := audit.Call{Device: r.Device, Command: "read", Args: map[string]any{"attribute": r.Attribute}, Source: "grammar"}
	if !dec.Allow {
		t.audit(call, dec, risk.Low, Blocked)
		return nil, false, errors.New(dec.Detail)
	}
	ent, _ := t.e.idx.Entity(r.Device)
	ctx, cancel := context.WithTimeout(t.ctx, CallTimeout)
	defer cancel()
	state, err := t.e.drv.ReadFresh(ctx, ent.Device, 0) // at most the device's max_age old
	err = t.e.unsaidErr(err)
	var bs *drivers.BeforeStartError
	if err != nil && old && errors.As(err, &bs) {
		state, before, err = bs.State, true, nil
	}
	if err != nil {
		t.audit(call, dec, risk.Low, Failed)
		return nil, false, err
	}
	t.reads = append(t.reads, call)
	return t.e.unsaidValue(state[r.Attribute]), before, nil
}

func (t *turn) validate(valid *drivers.Checker, c audit.Call) error {
	ent, ok := t.e.idx.Entity(c.Device)
	if !ok || ent.Kind != index.Device {
		return nil
	}
	return valid.Validate(ent.Device, c.Command, c.Args)
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
		return audit.Target{Commands: t.commands(ent), VoiceOff: !ent.Device.VoiceAllowed()}
	}
	return audit.Target{}
}

// commands are the commands of a device (Device.Commands), once per list
// of capabilities in a turn: the devices of a bulk action share a few.
func (t *turn) commands(ent *index.Entity) []string {
	n := ent.CapabilitySet()
	if cmds, ok := t.cmds[n]; ok {
		return cmds
	}
	cmds := ent.Device.Commands()
	if cmds == nil {
		cmds = []string{}
	}
	if t.cmds == nil {
		t.cmds = map[int][]string{}
	}
	t.cmds[n] = cmds
	return cmds
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
