package turn

import (
	"cmp"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"slices"
	"strconv"
	"time"

	"edge/audit"
	"edge/compile"
	"edge/index"
	"edge/ir"
	"edge/lang"
	"edge/risk"
	"edge/store"
)

// Timers and delayed commands. A command said with a time ("turn off the
// TV in 5 minutes") is resolved, checked and gated as if it ran now (a
// risky one is confirmed now), then kept as a timer: a record in the
// store's scheduled bucket, written with the audit entry that sets it. When
// it falls due, RunDue runs it as a turn of its own: the risk gate and the
// monitor check it again against the home as it is then, and its calls
// are audited like any (write-ahead), its record removed in the commit
// that starts them. A plain timer ("set a timer for 10 minutes") has no
// calls: it rings (Options.OnDue).

// MaxDelay is how far ahead a timer or a delayed command may be set: a
// delay or a time beyond it is refused in words.
const MaxDelay = 7 * 24 * time.Hour

// Grace is how late a timer may still run: one that fell due longer ago,
// while no process ran it (edge was down), is audited as missed and
// dropped, never run late.
const Grace = 5 * time.Minute

// maxWait bounds how long RunTimers sleeps, so that a clock that jumps is
// noticed.
const maxWait = time.Minute

// Outcomes of the audit entries of timers: set, rung, missed. A timer
// cancelled is logged Cancelled; one that ran, refused or failed logs its
// calls as a turn does.
const (
	outcomeRang   = "rang"
	outcomeMissed = "missed"
)

// Ring is a timer that rang, or a delayed command that ran, told to the
// client that set it (Options.OnDue).
type Ring struct {
	// ID is the timer's id.
	ID string
	// Session and Channel are those of the turn that set it; Lang its
	// language.
	Session, Channel, Lang string
	// Outcome is the outcome of the delayed command's turn, or Scheduled
	// for a plain timer.
	Outcome string
	// Say is what to tell the user ("Your timer for 10 minutes is done.").
	Say string
}

// timer is a timer or delayed command set: the record kept in the store.
type timer struct {
	ID      string    `json:"id"`
	Due     time.Time `json:"due"`
	Session string    `json:"session"`
	Channel string    `json:"channel"`
	// Client is the client that set it (Request.Client): only it lists
	// and cancels it (mine).
	Client string `json:"client,omitempty"`
	Room   string `json:"room,omitempty"`
	Lang   string `json:"lang"`
	// Text is the words that set it, the PIN masked.
	Text string `json:"text"`
	// Calls are the exact calls of a delayed command, with their risk and
	// plan; none for a plain timer.
	Calls []plannedCall `json:"calls,omitempty"`
	Plan  *audit.Plan   `json:"plan,omitempty"`
	Conds []*CondCheck  `json:"conds,omitempty"`
	// Confirmed says the user said yes to the calls when the timer was
	// set, and PIN that the yes was the PIN.
	Confirmed bool `json:"confirmed,omitempty"`
	PIN       bool `json:"pin,omitempty"`
	// Length is how long a plain timer runs, in seconds.
	Length int `json:"length,omitempty"`
}

var errTimerGone = errors.New("the timer was cancelled")

// dueAt is when a time said at now comes: after a delay, or the next time
// the clock shows a time of day (today, or tomorrow when it has passed;
// of a time said without its half of the day, the sooner of the two), on
// the day said (tomorrow, a day of the week) when one is. ok is false for
// a delay of no length, a repeat, or a time it cannot read; a delay beyond
// MaxDelay is due after it (tooFar tells).
func dueAt(now time.Time, w ir.When) (time.Time, bool) {
	if w.Repeat {
		return time.Time{}, false
	}
	if w.Clock == "" {
		return now.Add(time.Duration(min(w.After, int(MaxDelay/time.Second)+1)) * time.Second), w.After > 0
	}
	hs, ms, ok := cutClock(w.Clock)
	if !ok || w.InDays < 0 || w.Weekday < 0 || w.Weekday > 7 {
		return time.Time{}, false
	}
	hours := []int{hs}
	if w.EitherHalf {
		hours = append(hours, (hs+12)%24)
	}
	first, step := 0, 1
	switch {
	case w.InDays > 0:
		first = w.InDays
	case w.Weekday > 0:
		first, step = (w.Weekday%7-int(now.Weekday())+7)%7, 7
	}
	// the first day where one of the hours is still to come: that day or
	// the next (a week on, for a day of the week).
	for day := first; day <= first+step; day += step {
		var due time.Time
		for _, h := range hours {
			at := time.Date(now.Year(), now.Month(), now.Day()+day, h, ms, 0, 0, now.Location())
			if at.After(now) && (due.IsZero() || at.Before(due)) {
				due = at
			}
		}
		if !due.IsZero() {
			return due, true
		}
	}
	return time.Time{}, false
}

// cutClock reads "15:04".
func cutClock(s string) (h, m int, ok bool) {
	if len(s) != 5 || s[2] != ':' {
		return 0, 0, false
	}
	h, err1 := strconv.Atoi(s[:2])
	m, err2 := strconv.Atoi(s[3:])
	return h, m, err1 == nil && err2 == nil && h >= 0 && h < 24 && m >= 0 && m < 60
}

// newTimerID is a new timer's id: random, so that no two processes or
// databases give the same.
func newTimerID() string {
	b := make([]byte, 6)
	_, _ = rand.Read(b) // crypto/rand.Read never fails (Go 1.24)
	return hex.EncodeToString(b)
}

// timers handles the clauses of timers alone: set one, list them, cancel
// them. It reports whether the turn was handled.
func (t *turn) timers(cls []ir.Clause) bool {
	if len(cls) == 0 {
		return false
	}
	switch cls[0].Kind {
	case ir.Timer:
		t.setTimer(cls[0])
	case ir.Timers:
		t.listTimers()
	case ir.CancelTimers:
		t.cancelTimers(cls[0].Target.Name)
	default:
		return false
	}
	return true
}

// later sets when the turn's commands are due, when a clause says a time
// (t.due); it is not ok when one that says a time cannot wait (a
// question), or is too far ahead.
func (t *turn) later(cls ...ir.Clause) bool {
	for _, c := range cls {
		if c.When == nil {
			continue
		}
		due, ok := dueAt(t.now, *c.When)
		switch {
		case c.When.Repeat:
			t.finish(NotUnderstood, t.say(lang.MsgNoRepeat))
			return false
		case c.Kind != ir.Act || !ok:
			t.finish(NotUnderstood, t.say(lang.MsgNotLater))
			return false
		case t.tooFar(due):
			return false
		}
		t.due = due
	}
	return true
}

// tooFar refuses, in words, a time more than MaxDelay ahead.
func (t *turn) tooFar(due time.Time) bool {
	if due.Sub(t.now) <= MaxDelay {
		return false
	}
	t.finish(NotUnderstood, t.say(lang.MsgTooFar))
	return true
}

// clock says when a timer is due: a time of day, today; tomorrow at a
// time; or the day of the week and the time.
func (t *turn) clock(due time.Time) string {
	d := due.In(t.now.Location())
	at := d.Format("15:04")
	y, m, day := t.now.Date()
	switch {
	case d.Before(time.Date(y, m, day+1, 0, 0, 0, 0, d.Location())):
		return at
	case d.Before(time.Date(y, m, day+2, 0, 0, 0, 0, d.Location())):
		return t.say(lang.MsgTomorrowAt, at)
	}
	return t.say(lang.MsgDayAt, t.say(lang.Weekdays[d.Weekday()]), at)
}

// duration says a length of time in the turn's language, in the largest
// unit that measures it.
func (t *turn) duration(secs int) string {
	type unit struct {
		n         int
		one, many lang.Msg
	}
	for _, u := range []unit{{3600, lang.MsgHour, lang.MsgHours}, {60, lang.MsgMinute, lang.MsgMinutes}, {1, lang.MsgSecond, lang.MsgSeconds}} {
		if secs%u.n == 0 {
			if secs == u.n {
				return t.say(u.one)
			}
			return t.say(u.many, strconv.Itoa(secs/u.n))
		}
	}
	return t.say(lang.MsgSeconds, strconv.Itoa(secs))
}

// keep writes a timer's record in the turn's next commit, with the audit
// entries that set it.
func (t *turn) keep(rec *timer) {
	data, err := json.Marshal(rec)
	t.inCommit = func(tx *store.Tx, _ bool) error {
		if err != nil {
			return err
		}
		t.inCommit = nil
		return tx.PutScheduled(rec.ID, data)
	}
}

// newTimer is the record of a timer the turn sets.
func (t *turn) newTimer() *timer {
	return &timer{ID: newTimerID(), Due: t.due, Session: t.req.Session, Channel: t.req.Channel, Client: t.req.Client, Room: t.req.Room, Lang: t.res.Lang, Text: t.req.Text}
}

// schedule keeps the calls of a command said with a time, gated as if
// they ran now, to run when it is due (t.due); confirmed is the
// confirmation they were given, nil for none. A dry run says the same and
// keeps nothing: its entry is planned.
func (t *turn) schedule(plan *audit.Plan, calls []plannedCall, items []item, confirmed *pending) {
	rec := t.newTimer()
	rec.Calls, rec.Plan = calls, plan
	rec.Confirmed, rec.PIN = confirmed != nil, confirmed != nil && confirmed.PIN
	for _, it := range items {
		if it.cond != nil {
			rec.Conds = append(rec.Conds, it.cond)
		}
	}
	at := t.due.Format(time.RFC3339)
	var phrases []string
	list := make([]audit.Call, len(calls))
	top := risk.Low
	for i, c := range calls {
		t.addAction(c, StatusScheduled, "")
		t.res.Actions[len(t.res.Actions)-1].At = at
		phrases = append(phrases, t.phrase(c, false))
		list[i], top = c.Call, max(top, c.Risk)
	}
	e := audit.Entry{Time: t.now, Session: t.req.Session, Channel: t.req.Channel, Text: t.req.Text, Decision: audit.Allowed, Risk: top.String(), Outcome: Scheduled, Timer: rec.ID, Due: t.due}
	if len(list) == 1 {
		e.Call = &list[0]
	} else {
		e.Summary = audit.Summarize(list)
	}
	if t.req.DryRun {
		e.Outcome, e.Timer = Planned, ""
	} else {
		t.keep(rec)
	}
	t.record(e)
	t.finish(Scheduled, t.say(lang.MsgScheduled, t.pack().List(phrases, false), t.clock(t.due)))
}

// setTimer sets a plain timer.
func (t *turn) setTimer(c ir.Clause) {
	if c.When == nil || c.When.After <= 0 {
		t.finish(NotUnderstood, t.say(lang.MsgNotLater))
		return
	}
	if t.due, _ = dueAt(t.now, *c.When); t.tooFar(t.due) {
		return
	}
	rec := t.newTimer()
	rec.Length = c.When.After
	t.record(audit.Entry{Time: t.now, Session: t.req.Session, Channel: t.req.Channel, Text: t.req.Text, Decision: audit.Allowed, Risk: risk.Low.String(), Outcome: Scheduled, Timer: rec.ID, Due: t.due})
	t.keep(rec)
	t.res.Timers = append(t.res.Timers, TimerNews{ID: rec.ID, Started: true, Seconds: rec.Length})
	t.finish(Scheduled, t.say(lang.MsgTimerSet, t.duration(rec.Length), t.clock(t.due)))
}

// loadTimers reads every timer kept, the soonest first.
func loadTimers(tx *store.Tx) ([]*timer, error) {
	var out []*timer
	err := tx.Scheduled(func(id string, data []byte) error {
		rec := &timer{}
		if err := json.Unmarshal(data, rec); err != nil {
			return errors.Join(errors.New("a scheduled action "+strconv.Quote(id)+" is unreadable"), err)
		}
		rec.ID = id
		out = append(out, rec)
		return nil
	})
	slices.SortFunc(out, func(a, b *timer) int { return cmp.Or(a.Due.Compare(b.Due), cmp.Compare(a.ID, b.ID)) })
	return out, err
}

// timers reads every timer kept, the soonest first.
func (e *Engine) timers() ([]*timer, error) {
	var out []*timer
	err := e.db.View(func(tx *store.Tx) error {
		var err error
		out, err = loadTimers(tx)
		return err
	})
	return out, err
}

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
// channel by the same client (a satellite, a Home Assistant device) and,
// for a client that is no more than its session (the command line,
// /v1/ask), in the same session.
func (t *turn) mine(rec *timer) bool {
	return rec.Channel == t.req.Channel && rec.Client == t.req.Client && (t.req.Client != "" || rec.Session == t.req.Session)
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
	var gone []*timer
	var ids map[string]bool
	if name != "" {
		var err error
		if ids, err = t.named(name); err != nil {
			t.finish(Failed, t.say(lang.MsgReadFailed, "timers", err))
			return
		}
	}
	err := t.e.db.Update(func(tx *store.Tx) error {
		recs, err := loadTimers(tx)
		if err != nil {
			return err
		}
		recs = slices.DeleteFunc(recs, func(r *timer) bool { return !t.mine(r) || name != "" && !ids[r.ID] })
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
	case len(gone) == 0 && name != "":
		t.finish(Done, t.say(lang.MsgNoTimerOf, name))
	case len(gone) == 0:
		t.finish(Done, t.say(lang.MsgNoTimers))
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
// gate and the monitor; one more than Grace late is audited as missed.
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
	defer e.lockSession(sessionKey(Request{Session: rec.Session, Channel: rec.Channel, Client: rec.Client}))()
	entry := audit.Entry{Time: now, Session: rec.Session, Channel: rec.Channel, Text: rec.Text, Decision: audit.Allowed, Risk: risk.Low.String(), Timer: rec.ID, Due: rec.Due}
	if late := now.Sub(rec.Due); late > Grace || len(rec.Calls) == 0 {
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

// saysTime reports whether words say a time ("in 5 minutes"): the model,
// which sets none, is not asked to read them, lest it read a command to
// run now.
func saysTime(text string) bool {
	tm, ok := lang.Detect(text).(lang.Timing)
	if !ok {
		return false
	}
	_, _, said := tm.When(text)
	return said
}
