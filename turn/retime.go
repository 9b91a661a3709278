package turn

import (
	"encoding/json"
	"errors"
	"slices"
	"time"

	"edge/audit"
	"edge/ir"
	"edge/lang"
	"edge/risk"
	"edge/store"
)

// A time said to move what was just set ("turn off the tv in ten
// minutes", then "make it twenty minutes"; 十分钟后关电视, then
// 改成二十分钟): the timer or delayed command the turn before set runs at
// the time said instead, as it was set (its calls and their risk). One
// that was confirmed, or needs a yes or the PIN, is not moved: its time
// was part of what was confirmed ("open the garage door in ten minutes",
// yes, then "make it 3 am" would open it when nobody said yes to). Read
// as a command, the words set the tv's volume to 20.
// With nothing set the turn before, they are not understood.

// errNoLength says a plain timer was given a time of day: it runs for a
// length of time, so it is not moved.
var errNoLength = errors.New("a timer runs for a length of time")

// errTooFar says the time moved to is too far ahead (tooFar said so).
var errTooFar = errors.New("too far ahead")

// nearer reports whether a is nearer than b to at: of the two halves of
// the day an hour said alone may be in, the one nearer to what was set.
func nearer(a, b, at time.Time) bool {
	return a.Sub(at).Abs() < b.Sub(at).Abs()
}

// retime moves the timer or delayed command the turn before set
// (session.Set) to when.
func (t *turn) retime(when ir.When) {
	if t.sess.Set == "" || t.sess.SetTurn != t.sess.Turn-1 {
		t.finish(NotUnderstood, t.say(lang.MsgNotUnderstood))
		return
	}
	due, ok := dueAt(t.now, when)
	if !ok {
		t.finish(NotUnderstood, t.say(lang.MsgNotLater))
		return
	}
	if t.tooFar(due) {
		return
	}
	var moved, asked *timer
	old := t.sess.Set
	err := t.e.db.Update(func(tx *store.Tx) error {
		recs, err := loadTimers(tx)
		if err != nil {
			return err
		}
		i := slices.IndexFunc(recs, func(r *timer) bool { return r.ID == old && t.mine(r) })
		if i < 0 {
			return nil
		}
		rec := recs[i]
		if rec.Confirmed || slices.ContainsFunc(rec.Calls, func(c plannedCall) bool { return risk.NeedsConfirm(c.Risk) }) {
			// its time was part of what was confirmed (a hazard, a
			// sweep past the bulk, the PIN): moved by a time said
			// alone, it would run when nobody said yes to
			asked = rec
			return nil
		}
		if len(rec.Calls) == 0 {
			if when.After <= 0 {
				return errNoLength
			}
			// a plain timer is a new one, as a client that shows it
			// counts it: the old one is cancelled
			if _, err := tx.DeleteScheduled(rec.ID); err != nil {
				return err
			}
			rec.ID, rec.Length = newTimerID(), when.After
		}
		if when.EitherHalf && nearer(due.Add(12*time.Hour), due, rec.Due) {
			due = due.Add(12 * time.Hour) // "at 10 pm", then "make it 11": 23:00
		}
		if t.tooFar(due) {
			return errTooFar
		}
		rec.Due = due
		data, err := json.Marshal(rec)
		if err != nil {
			return err
		}
		if err := tx.PutScheduled(rec.ID, data); err != nil {
			return err
		}
		moved = rec
		_, err = t.e.log.Append(tx, audit.Entry{Time: t.now, Session: t.req.Session, Channel: t.req.Channel, Text: t.req.Text,
			Decision: audit.Allowed, Risk: risk.Low.String(), Outcome: Scheduled, Timer: rec.ID, Due: due})
		return err
	})
	switch {
	case errors.Is(err, errTooFar):
		return
	case errors.Is(err, errNoLength):
		t.finish(NotUnderstood, t.say(lang.MsgNotLater))
		return
	case err != nil:
		t.finish(Failed, t.say(lang.MsgReadFailed, "timers", err))
		return
	case asked != nil && heldUndo(asked):
		// a cancel may not take it either: the advice is to end it now
		t.finish(Blocked, t.say(lang.MsgRetimeKept, t.describeTimer(asked), t.undoneNames(asked)))
		return
	case asked != nil:
		t.finish(Blocked, t.say(lang.MsgRetimeAsked, t.describeTimer(asked)))
		return
	case moved == nil:
		t.finish(Done, t.say(lang.MsgNoTimers))
		return
	}
	t.sess.Set, t.sess.SetTurn = moved.ID, t.sess.Turn
	t.e.poke()
	if len(moved.Calls) == 0 {
		t.res.Timers = append(t.res.Timers, TimerNews{ID: old}, TimerNews{ID: moved.ID, Started: true, Seconds: moved.Length})
		t.finish(Scheduled, t.say(lang.MsgTimerSet, t.duration(moved.Length), t.clock(due)))
		return
	}
	for _, c := range moved.Calls {
		t.addAction(c, StatusScheduled, "")
		t.res.Actions[len(t.res.Actions)-1].At = due.Format(time.RFC3339)
	}
	t.finish(Scheduled, t.say(lang.MsgScheduled, moved.What, t.clock(due)))
}
