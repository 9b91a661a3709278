package turn

import (
	"slices"

	"edge/audit"
	"edge/lang"
	"edge/risk"
	"edge/store"
)

// The end of a command said to last a told length, before its time.
// "turn on the fan for ten minutes", then "cancel that" (never mind, 取消):
// the timer that was to turn it off is cancelled, and the reply says the
// fan is left as it is, on: nothing is switched back unasked. Then "turn
// it off" before the time: the fan is turned off, and the timer that was
// to do it is cancelled with it, said so; kept, it would have turned the
// fan off again had it been turned on for good since.

// keptUndoes splits timers into those a cancel may take and those it
// may not: a timer that ends a command confirmed to last a told length
// ("open the garage door for 1 minute", yes; "unlock the front door for
// 10 minutes", the PIN) is what the yes or the PIN allowed. Cancelled,
// the door would stay open or unlocked for good, which asks. One whose
// own calls were what asked ("turn off the oven for 10 minutes": on
// again after) is cancelled: what stays is the low-risk side.
func keptUndoes(recs []*timer) (cancel, held []*timer) {
	for _, r := range recs {
		if heldUndo(r) {
			held = append(held, r)
		} else {
			cancel = append(cancel, r)
		}
	}
	return cancel, held
}

// heldUndo reports whether a timer ends a command confirmed to last a
// told length at low risk: neither a cancel (keptUndoes) nor a time said
// alone (retime) takes it.
func heldUndo(r *timer) bool {
	return r.Undoes && r.Confirmed && !slices.ContainsFunc(r.Calls, func(c plannedCall) bool { return c.Risk > risk.Low })
}

// undoneNames are the devices a timer that undoes a command acts on,
// listed.
func (t *turn) undoneNames(rec *timer) string {
	var names []string
	for _, c := range rec.Calls {
		if n := t.nameOf(c.Call.Device); !slices.Contains(names, n) {
			names = append(names, n)
		}
	}
	return t.pack().List(names, false)
}

// endUndone cancels the turn's client's timers that were to undo a
// command and whose every call the turn has just done, each audited, and
// says so after what was said of the calls.
func (t *turn) endUndone(jobs []*job) {
	done := map[[2]string]bool{}
	for _, j := range jobs {
		if j.status == StatusDone {
			done[[2]string{j.c.Call.Device, j.c.Call.Command}] = true
		}
	}
	if len(done) == 0 {
		return
	}
	undone := func(r *timer) bool {
		return r.Undoes && t.mine(r) && !slices.ContainsFunc(r.Calls, func(c plannedCall) bool { return !done[[2]string{c.Call.Device, c.Call.Command}] })
	}
	recs, err := t.e.timers()
	if err != nil || !slices.ContainsFunc(recs, undone) {
		return // most turns: read, and nothing written
	}
	var gone []*timer
	err = t.e.db.Update(func(tx *store.Tx) error {
		recs, err := loadTimers(tx)
		if err != nil {
			return err
		}
		recs = slices.DeleteFunc(recs, func(r *timer) bool { return !undone(r) })
		var entries []audit.Entry
		for _, rec := range recs {
			if _, err := tx.DeleteScheduled(rec.ID); err != nil {
				return err
			}
			entries = append(entries, audit.Entry{Time: t.now, Session: t.req.Session, Channel: t.req.Channel, Text: t.req.Text, Decision: audit.Allowed, Risk: risk.Low.String(), Outcome: Cancelled, Timer: rec.ID, Due: rec.Due})
		}
		gone = recs
		_, err = t.e.log.Append(tx, entries...)
		return err
	})
	if err != nil || len(gone) == 0 {
		return // kept, it does what was just done again: harmless
	}
	var what []string
	for _, rec := range gone {
		what = append(what, t.describeTimer(rec))
	}
	t.res.Say = t.say(lang.MsgUndoDone, t.res.Say, t.pack().List(what, false))
	t.e.poke()
}
