package turn

import (
	"slices"
	"strconv"

	"edge/audit"
	"edge/compile"
	"edge/index"
	"edge/lang"
	"edge/risk"
	"edge/store"
)

// Listing and cancelling timers: a client hears and cancels only its own
// (mine).

// describeTimer says what a timer does and when, in the turn's language.
func (t *turn) describeTimer(rec *timer) string {
	what := t.say(lang.MsgTimerOf, t.duration(rec.Length))
	if len(rec.Calls) > 0 {
		var phrases []string
		for _, c := range rec.Calls {
			phrases = append(phrases, t.phrase(c, false))
		}
		what = t.pack().List(phrases, false)
	}
	return t.say(lang.MsgTimerAt, what, t.clock(rec.Due))
}

// mine reports whether a timer was set by the turn's client: on the same
// channel by the same client (a satellite, a Home Assistant device) of
// the same holder (a timer kept before holders were recorded has none)
// and, for a client that is no more than its session (the command line,
// /v1/ask), in the same session.
func (t *turn) mine(rec *timer) bool {
	return rec.Channel == t.req.Channel && rec.Client == t.req.Client && (rec.Holder == "" || rec.Holder == t.req.Holder) &&
		(t.req.Client != "" || rec.Session == t.req.Session)
}

// listTimers answers which timers are set: those the turn's client set.
func (t *turn) listTimers() {
	recs, err := t.e.timers()
	if err != nil {
		t.finish(Failed, t.say(lang.MsgReadFailed, "timers", err))
		return
	}
	recs = slices.DeleteFunc(recs, func(r *timer) bool { return !t.mine(r) })
	if len(recs) == 0 {
		t.finish(Answer, t.say(lang.MsgNoTimers))
		return
	}
	var items []string
	for _, rec := range recs {
		items = append(items, t.describeTimer(rec))
	}
	t.finish(Answer, t.say(lang.MsgTimers, strconv.Itoa(len(recs)), t.pack().List(items, false)))
}

// named is the set of the timers whose commands act on what a name says
// ("the bedside lamp", "the TV"), among the devices and scenes of the
// turn's client's timers.
func (t *turn) named(name string) (map[string]bool, error) {
	recs, err := t.e.timers()
	if err != nil {
		return nil, err
	}
	recs = slices.DeleteFunc(recs, func(r *timer) bool { return !t.mine(r) })
	var pool []*index.Entity
	seen := map[string]bool{}
	for _, rec := range recs {
		for _, c := range rec.Calls {
			if ent, ok := t.e.idx.Entity(c.Call.Device); ok && !seen[ent.ID] {
				seen[ent.ID] = true
				pool = append(pool, ent)
			}
		}
	}
	chosen := map[string]bool{}
	for _, ent := range t.e.idx.Among(pool, name) {
		chosen[ent.ID] = true
	}
	if tgs, ok := compile.Targets(name); ok && len(chosen) == 0 {
		// a class or a place ("the TV", "电视", "the kitchen one"),
		// resolved among them as any target.
		in := func(e *index.Entity) bool { return seen[e.ID] }
		for _, tg := range tgs {
			res := t.resolve(tg, in, index.Context{Room: t.req.Room}, "")
			for _, ent := range append(res.Entities, res.Options...) {
				chosen[ent.ID] = in(ent)
			}
		}
	}
	ids := map[string]bool{}
	for _, rec := range recs {
		ids[rec.ID] = slices.ContainsFunc(rec.Calls, func(c plannedCall) bool { return chosen[c.Call.Device] })
	}
	return ids, nil
}

// cancelTimers cancels every timer the turn's client set, or those that
// act on what name says, each audited, in one transaction. (The name is
// resolved before it: resolving may read the database.)
func (t *turn) cancelTimers(name string) {
	var ids map[string]bool
	if name != "" {
		var err error
		if ids, err = t.named(name); err != nil {
			t.finish(Failed, t.say(lang.MsgReadFailed, "timers", err))
			return
		}
	}
	t.cancelChosen(name, ids)
}

// cancelChosen cancels the turn's client's timers of ids (every one when
// ids is nil); name is what named them, if anything did.
func (t *turn) cancelChosen(name string, ids map[string]bool) {
	var gone, held []*timer
	err := t.e.db.Update(func(tx *store.Tx) error {
		recs, err := loadTimers(tx)
		if err != nil {
			return err
		}
		recs = slices.DeleteFunc(recs, func(r *timer) bool { return !t.mine(r) || ids != nil && !ids[r.ID] })
		recs, held = keptUndoes(recs)
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
	switch {
	case err != nil:
		t.finish(Failed, t.say(lang.MsgReadFailed, "timers", err))
	case len(held) > 0:
		t.finish(Blocked, t.say(lang.MsgUndoKept, t.describeTimer(held[0]), t.undoneNames(held[0]))) // lasting_end.go
	case len(gone) == 0 && name != "":
		t.finish(Done, t.say(lang.MsgNoTimerOf, name))
	case len(gone) == 0:
		t.finish(Done, t.say(lang.MsgNoTimers))
	case len(gone) == 1 && gone[0].Undoes:
		t.finish(Done, t.say(lang.MsgUndoCancelled, t.describeTimer(gone[0]), t.undoneNames(gone[0]))) // lasting_end.go
	case len(gone) == 1:
		t.finish(Done, t.say(lang.MsgTimerCancelled, t.describeTimer(gone[0])))
	default:
		t.finish(Done, t.say(lang.MsgTimersCancelled, strconv.Itoa(len(gone))))
	}
	for _, rec := range gone {
		if err == nil && len(rec.Calls) == 0 {
			t.res.Timers = append(t.res.Timers, TimerNews{ID: rec.ID, Seconds: rec.Length})
		}
	}
	if len(gone) > 0 {
		t.e.poke()
	}
}
