package turn

import (
	"time"

	"edge/audit"
	"edge/lang"
	"edge/risk"
	"edge/store"
)

// A delayed command is bound to what it was set on: the definitions of
// its targets when it was set (timer.Defs; a device's name, aliases,
// room, type, capabilities, driver and risk, a scene's actions and their
// devices). An import that changes one, or takes it away, cancels the
// timer at once (Reload): removed with an audit entry in one transaction,
// logged, and told to the client that set it (Options.OnDue, outcome
// Cancelled: a voice channel says it, a Wyoming satellite hears
// timer-cancelled). A timer that falls due while its target differs all
// the same (an import while no edge served) is refused when it is due
// (runTimer). "Turn off the christmas lights in 10 minutes" never turns
// off the plug renamed "Freezer".

// targetChanged is the audit reason of a delayed command cancelled or
// refused because what it acts on changed since it was set.
const targetChanged audit.Reason = "target_changed"

// changedTarget is the first target of a delayed command that the home
// defines otherwise than when it was set; ok is false when none is (or
// the timer keeps no definitions: set before they were kept).
func (e *Engine) changedTarget(rec *timer) (device string, ok bool) {
	for i, c := range rec.Calls {
		if i < len(rec.Defs) && rec.Defs[i] != e.definition(c.Call.Device) {
			return c.Call.Device, true
		}
	}
	return "", false
}

// cancelChanged cancels every delayed command whose target the home now
// defines otherwise, in one transaction with their audit entries, and
// returns what to tell their clients. The caller holds e.running.
func (e *Engine) cancelChanged(now time.Time) ([]Ring, error) {
	var rings []Ring
	err := e.db.Update(func(tx *store.Tx) error {
		recs, err := loadTimers(tx)
		if err != nil {
			return err
		}
		var entries []audit.Entry
		for _, rec := range recs {
			dev, changed := e.changedTarget(rec)
			if !changed {
				continue
			}
			if _, err := tx.DeleteScheduled(rec.ID); err != nil {
				return err
			}
			entries = append(entries, changedEntry(rec, dev, now))
			t := &turn{e: e, res: Result{Lang: rec.Lang}, now: now}
			rings = append(rings, Ring{ID: rec.ID, Session: rec.Session, Channel: rec.Channel, Lang: rec.Lang, Outcome: Cancelled,
				Say: t.changedSay(rec)})
			e.logger.Warn("a delayed command was cancelled: what it acts on changed since it was set", "timer", rec.ID, "device", dev,
				"session", rec.Session, "channel", rec.Channel, "due", rec.Due)
		}
		_, err = e.log.Append(tx, entries...)
		return err
	})
	if err != nil {
		return nil, err
	}
	return rings, nil
}

// changedEntry is the audit entry of a delayed command cancelled because
// dev changed: its calls, at the risk they were set at.
func changedEntry(rec *timer, dev string, now time.Time) audit.Entry {
	list := make([]audit.Call, len(rec.Calls))
	top := risk.Low
	for i, c := range rec.Calls {
		list[i], top = c.Call, max(top, c.Risk)
	}
	e := audit.Entry{Time: now, Session: rec.Session, Channel: rec.Channel, Text: rec.Text, Risk: top.String(), Outcome: Cancelled,
		Timer: rec.ID, Due: rec.Due, Decision: audit.Decision{Reason: targetChanged, Detail: dev + " changed since the timer was set"}}
	if len(list) == 1 {
		e.Call = &list[0]
	} else {
		e.Summary = audit.Summarize(list)
	}
	return e
}

// refuseChanged refuses a delayed command due whose target changed since
// it was set; it reports whether it did.
func (t *turn) refuseChanged(rec *timer) bool {
	dev, changed := t.e.changedTarget(rec)
	if !changed {
		return false
	}
	for _, c := range rec.Calls {
		t.addAction(c, StatusBlocked, string(targetChanged))
	}
	e := changedEntry(rec, dev, t.now)
	e.Outcome = Blocked
	t.record(e)
	t.e.logger.Warn("a delayed command due was refused: what it acts on changed since it was set", "timer", rec.ID, "device", dev)
	t.finish(Blocked, t.changedSay(rec))
	return true
}

// changedSay tells that a delayed command was cancelled because what it
// acts on changed: what it was to do and when, by the names it was set
// with.
func (t *turn) changedSay(rec *timer) string {
	what := rec.What
	if what == "" {
		what = rec.Text
	}
	return t.say(lang.MsgTimerChanged, t.say(lang.MsgTimerAt, what, t.clock(rec.Due)))
}
