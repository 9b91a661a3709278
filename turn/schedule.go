package turn

import (
	"cmp"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"slices"
	"strconv"
	"time"

	"edge/audit"
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
// dropped, never run late; but the end of a command said to last a while
// that goes the safe way (closes, locks, switches off: runsLate) runs
// late, audited as late.
const Grace = 5 * time.Minute

// maxWait bounds how long RunTimers sleeps, so that a clock that jumps is
// noticed.
const maxWait = time.Minute

// Outcomes of the audit entries of timers: set, rung, missed, run late
// (before the entries of its calls). A timer cancelled is logged
// Cancelled; one that ran, refused or failed logs its calls as a turn
// does.
const (
	outcomeRang   = "rang"
	outcomeMissed = "missed"
	outcomeLate   = "late"
)

// Ring is a timer that rang, or a delayed command that ran, told to the
// client that set it (Options.OnDue).
type Ring struct {
	// ID is the timer's id.
	ID string
	// Session and Channel are those of the turn that set it; Lang its
	// language.
	Session, Channel, Lang string
	// Outcome is the outcome of the delayed command's turn, Scheduled for
	// a plain timer, or Cancelled for a delayed command cancelled because
	// what it acts on changed (timer_bound.go).
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
	// and cancels it (mine). Unlisted says the client named no satellite
	// the home lists (Request.Unlisted): it counts with every such client
	// (MaxTimersPerClient).
	Client   string `json:"client,omitempty"`
	Unlisted bool   `json:"unlisted,omitempty"`
	// Holder is the holder of the session that set it (Request.Holder):
	// the timer counts against it (MaxTimersPerClient).
	Holder string `json:"holder,omitempty"`
	Room   string `json:"room,omitempty"`
	Lang   string `json:"lang"`
	// Text is the words that set it, the PIN masked.
	Text string `json:"text"`
	// Calls are the exact calls of a delayed command, with their risk and
	// plan; none for a plain timer. Defs are the definitions of their
	// targets when it was set (Engine.definition), in order: an import
	// that changes one cancels the timer (bound.go).
	Calls []plannedCall `json:"calls,omitempty"`
	Defs  []string      `json:"defs,omitempty"`
	// What is what a delayed command does, as it was said when it was set
	// (by the names of then), in Lang.
	What  string       `json:"what,omitempty"`
	Plan  *audit.Plan  `json:"plan,omitempty"`
	Conds []*CondCheck `json:"conds,omitempty"`
	// Confirmed says the user said yes to the calls when the timer was
	// set, and PIN that the yes was the PIN.
	Confirmed bool `json:"confirmed,omitempty"`
	PIN       bool `json:"pin,omitempty"`
	// Length is how long a plain timer runs, in seconds.
	Length int `json:"length,omitempty"`
	// Undoes says its calls undo a command done when it was set, one said
	// to last a told length (lasting.go): cancelled, what was done stays.
	Undoes bool `json:"undoes,omitempty"`
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
// them, or say that one cannot be paused. It reports whether the turn was
// handled.
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
	case ir.HoldTimer:
		t.finish(NotUnderstood, t.say(lang.MsgTimerHold))
	default:
		return false
	}
	return true
}

// later sets when the turn's commands are due, when a clause says a time
// (t.due); it is not ok when one that says a time cannot wait (a
// question), or is too far ahead.
func (t *turn) later(cls ...ir.Clause) bool {
	if !t.lastsFor(cls) {
		return false
	}
	for _, c := range cls {
		if c.When == nil {
			continue
		}
		due, ok := dueAt(t.now, *c.When)
		switch {
		case c.When.Repeat:
			t.finish(NotUnderstood, t.say(lang.MsgNoRepeat))
			return false
		case c.When.Vague:
			t.finish(NotUnderstood, t.say(lang.MsgNoTime))
			return false
		case c.When.Apart:
			t.finish(NotUnderstood, t.say(lang.MsgLaterApart))
			return false
		case c.Kind != ir.Act || !ok:
			t.finish(NotUnderstood, t.say(lang.MsgNotLater))
			return false
		case t.tooFar(due):
			return false
		}
		t.due = due
	}
	return t.due.IsZero() || t.roomForTimer()
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
	t.sess.Set, t.sess.SetTurn = rec.ID, t.sess.Turn
	data, err := json.Marshal(rec)
	t.inCommit = func(tx *store.Tx, _ bool) error {
		if err != nil {
			return err
		}
		if err := keepBounded(tx, rec); err != nil {
			return err
		}
		t.inCommit = nil
		return tx.PutScheduled(rec.ID, data)
	}
}

// newTimer is the record of a timer the turn sets.
func (t *turn) newTimer() *timer {
	return &timer{ID: newTimerID(), Due: t.due, Session: t.req.Session, Channel: t.req.Channel, Client: t.req.Client, Unlisted: t.req.Unlisted, Holder: t.req.Holder,
		Room: t.req.Room, Lang: t.res.Lang, Text: t.req.Text}
}

// schedule keeps the calls of a command said with a time, gated as if
// they ran now, to run when it is due (t.due); confirmed is the
// confirmation they were given, nil for none. A dry run says the same and
// keeps nothing: its entry is planned.
func (t *turn) schedule(plan *audit.Plan, calls []plannedCall, items []item, confirmed *pending) {
	rec := t.newTimer()
	rec.Calls, rec.Plan = calls, plan
	for _, c := range calls {
		rec.Defs = append(rec.Defs, t.e.definition(c.Call.Device))
	}
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
	rec.What = t.pack().List(phrases, false)
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
	if t.due, _ = dueAt(t.now, *c.When); t.tooFar(t.due) || !t.roomForTimer() {
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
