package turn

import (
	"context"
	"slices"
	"time"

	"edge/audit"
	"edge/index"
	"edge/lang"
	"edge/risk"
	"edge/store"
)

// Running timers as they fall due: a plain timer rings, a delayed command
// runs as a turn of its own, checked again against the home as it is.

// poke tells RunTimers that a timer was set.
func (e *Engine) poke() {
	select {
	case e.wake <- struct{}{}:
	default:
	}
}

// RunTimers runs the timers as they fall due (RunDue), by the engine's
// clock, until ctx ends: first those that fell due while no process ran
// them (within Grace, else missed). Stop it (end ctx and wait for it to
// return) before Close.
func (e *Engine) RunTimers(ctx context.Context) {
	for {
		e.RunDue(ctx)
		wait := maxWait
		if recs, err := e.timers(); err != nil {
			e.logger.Error("reading the timers", "err", err)
		} else {
			e.metrics.Scheduled(len(recs))
			if len(recs) > 0 {
				wait = min(wait, max(recs[0].Due.Sub(e.clock()), 0))
			}
		}
		tick := time.NewTimer(wait)
		select {
		case <-ctx.Done():
			tick.Stop()
			return
		case <-e.wake:
		case <-tick.C:
		}
		tick.Stop()
	}
}

// RunDue runs every timer due by the engine's clock, the soonest first,
// and returns how many it handled: a plain timer rings; a delayed command
// runs as a turn of the session that set it, checked again by the risk
// gate and the monitor; one more than Grace late is audited as missed,
// but for the end of a command said to last a while that goes the safe
// way (runsLate), audited as late and run.
func (e *Engine) RunDue(ctx context.Context) int {
	e.running.RLock()
	defer e.running.RUnlock()
	recs, err := e.timers()
	if err != nil {
		e.logger.Error("reading the timers", "err", err)
		return 0
	}
	n := 0
	for _, rec := range recs {
		now := e.clock()
		if rec.Due.After(now) || ctx.Err() != nil {
			break
		}
		e.runTimer(ctx, rec, now)
		n++
	}
	return n
}

// runTimer handles one timer due.
func (e *Engine) runTimer(ctx context.Context, rec *timer, now time.Time) {
	defer e.lockSession(sessionKey(Request{Session: rec.Session, Channel: rec.Channel, Client: rec.Client, Holder: rec.Holder}))()
	entry := audit.Entry{Time: now, Session: rec.Session, Channel: rec.Channel, Text: rec.Text, Decision: audit.Allowed, Risk: risk.Low.String(), Timer: rec.ID, Due: rec.Due}
	late := now.Sub(rec.Due)
	if late > Grace && !runsLate(rec) || len(rec.Calls) == 0 {
		entry.Outcome = outcomeRang
		if late > Grace {
			entry.Outcome = outcomeMissed
			e.logger.Warn("a timer fell due while edge was not running and is dropped", "timer", rec.ID, "due", rec.Due, "late", late.Round(time.Second))
		}
		if !e.drop(rec.ID, entry) || entry.Outcome == outcomeMissed {
			return
		}
		t := &turn{e: e, res: Result{Lang: rec.Lang}, now: now}
		e.ring(Ring{ID: rec.ID, Session: rec.Session, Channel: rec.Channel, Lang: rec.Lang, Outcome: Scheduled, Say: t.say(lang.MsgTimerDone, t.duration(rec.Length))})
		return
	}
	t := &turn{e: e, ctx: ctx, now: now, timer: rec.ID, sess: &session{},
		req: Request{Text: rec.Text, Session: rec.Session, Room: rec.Room, Channel: rec.Channel, Lang: rec.Lang},
		res: Result{Text: rec.Text, Lang: rec.Lang, Source: "grammar", Actions: []Action{}, Reads: []Read{}, Options: []Option{}}}
	if late > Grace {
		entry.Outcome = outcomeLate
		t.record(entry)
		e.logger.Warn("the end of a command said to last a while fell due while edge was not running and runs late", "timer", rec.ID, "due", rec.Due, "late", late.Round(time.Second))
	}
	taken := false
	t.inCommit = func(tx *store.Tx, starting bool) error {
		found, err := tx.DeleteScheduled(rec.ID)
		switch {
		case err != nil:
			return err
		case !found && starting && !taken:
			return errTimerGone
		}
		taken = true
		return nil
	}
	t.runTimer(rec)
	if _, err := t.commit(nil, true); err != nil {
		e.logger.Error("committing a timer's turn", "timer", rec.ID, "err", err)
		return
	}
	e.logger.Info("a delayed command ran", "timer", rec.ID, "session", rec.Session, "outcome", t.res.Outcome)
	e.ring(Ring{ID: rec.ID, Session: rec.Session, Channel: rec.Channel, Lang: rec.Lang, Outcome: t.res.Outcome, Say: t.res.Say})
}

// drop removes a timer with its audit entry; false when it was gone
// already (cancelled) or could not be removed.
func (e *Engine) drop(id string, entry audit.Entry) bool {
	found := false
	err := e.db.Update(func(tx *store.Tx) error {
		var err error
		if found, err = tx.DeleteScheduled(id); err != nil || !found {
			return err
		}
		_, err = e.log.Append(tx, entry)
		return err
	})
	if err != nil {
		e.logger.Error("removing a timer", "timer", id, "err", err)
		return false
	}
	return found
}

func (e *Engine) ring(r Ring) {
	if e.onDue != nil {
		e.onDue(r)
	}
}

// riskRaised is the audit reason of a delayed command refused because the
// home now puts a call above the risk it was set (and confirmed) at.
const riskRaised audit.Reason = "risk_raised"

// runTimer runs a delayed command: its calls, with their risk as the home
// says now, refused when that is above the risk they were set and
// confirmed at (a yes not given, the PIN not said); then the turn's gate
// and run, which check every call again.
func (t *turn) runTimer(rec *timer) {
	if t.refuseChanged(rec) {
		return
	}
	calls := slices.Clone(rec.Calls)
	for i, c := range calls {
		level, ok := t.e.riskNow(c.Call)
		if !ok {
			continue // the monitor refuses a call on what is gone
		}
		calls[i].Risk = level
		if level > c.Risk || risk.NeedsConfirm(level) && !rec.Confirmed || level >= risk.Critical && t.e.pinHash != "" && !rec.PIN {
			for _, c := range calls {
				t.addAction(c, StatusBlocked, string(riskRaised))
			}
			t.audit(calls[i].Call, audit.Decision{Reason: riskRaised, Detail: "the home now puts it at " + level.String() + " risk, above the " + c.Risk.String() + " it was set at, or wants a yes or the PIN it was not given"}, level, Blocked)
			t.finish(Blocked, t.say(lang.MsgChanged, t.nameOf(c.Call.Device)))
			return
		}
	}
	var items []item
	for _, c := range rec.Conds {
		items = append(items, item{cond: c})
	}
	plan := rec.Plan
	if plan == nil {
		plan = &audit.Plan{}
	}
	t.gate(plan, calls, items)
}

// riskNow is the risk of a call as the home says now: of its device, or
// of the actions of its scene; ok is false when it names neither.
func (e *Engine) riskNow(c audit.Call) (risk.Level, bool) {
	ent, ok := e.idx.Entity(c.Device)
	switch {
	case !ok:
		return 0, false
	case ent.Kind == index.Device:
		return ent.Device.LevelOf(c.Command, c.Args), true
	case ent.Kind == index.Scene:
		level := risk.Low
		for _, a := range ent.Scene.Actions {
			if m, ok := e.idx.Entity(a.Device); ok && m.Kind == index.Device {
				level = max(level, m.Device.LevelOf(a.Command, a.Args))
			}
		}
		return level, true
	}
	return 0, false
}
