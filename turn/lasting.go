package turn

import (
	"time"

	"edge/audit"
	"edge/drivers"
	"edge/index"
	"edge/ir"
	"edge/lang"
	"edge/risk"
)

// Commands said to last a length of time ("turn on the fan for ten
// minutes", 排气扇开十分钟: ir.Clause.Lasts). The command is done now, and
// the command that undoes it is kept as a delayed command due after that
// long: its timer record is written in the commit that starts the calls
// of now (both or neither), and RunDue gates it again when it is due. Only
// what one command restores is undone (on and off, open and close, lock
// and unlock, start and stop or dock); a level, a mode or a scene set for
// a while is not understood, since no earlier state is kept. The undoing
// is gated now as a delayed command is: when it or the command of now needs
// a yes, the one question asks both, and the yes does both.

// undoes are the commands that undo a command, the first a device has
// taken.
var undoes = map[string][]string{
	"on": {"off"}, "off": {"on"}, "open": {"close"}, "close": {"open"},
	"lock": {"unlock"}, "unlock": {"lock"}, "start": {"stop", "dock"},
}

// undo is what undoes a turn's calls after the length said, and when.
type undo struct {
	calls []plannedCall
	plan  *audit.Plan
	due   time.Time
	// confirmed is the question its yes answered, nil for none.
	confirmed *pending
	// kept says its timer is written (or, on a dry run, planned) with the
	// calls of now.
	kept bool
}

// lastsFor reads the length the clauses of a command are to last: one
// length said of the one command (ir.Act) alone, with no time and no
// condition, or a time of day it is to last until (the length till then).
// It is not ok when the turn ends here, not understood.
func (t *turn) lastsFor(cls []ir.Clause) bool {
	secs, verb := 0, ""
	for _, c := range cls {
		lasts := c.Lasts
		if c.Until != nil {
			due, ok := dueAt(t.now, *c.Until)
			if !ok {
				t.finish(NotUnderstood, t.say(lang.MsgNoUndo))
				return false
			}
			lasts = int((due.Sub(t.now) + time.Second - 1) / time.Second) // due at the time said, not a second before
		}
		if lasts <= 0 {
			continue
		}
		switch {
		case c.Kind != ir.Act || c.When != nil || c.Condition != nil || secs > 0 && (lasts != secs || c.Verb != verb):
			t.finish(NotUnderstood, t.say(lang.MsgNoUndo))
			return false
		}
		secs, verb = lasts, c.Verb
	}
	if secs == 0 {
		return true
	}
	t.lasts = secs
	return !t.tooFar(t.now.Add(time.Duration(secs)*time.Second)) && t.roomForTimer()
}

// undoing makes the calls that undo calls, allowed in a plan of their own
// (the timer's): not ok, and the turn ends not understood, when one has
// none, but a setting of a device another call switches on and its undoing
// switches off ("turn the heating on for an hour": on, and the heat mode).
func (t *turn) undoing(calls []plannedCall) bool {
	u := &undo{plan: &audit.Plan{}, due: t.now.Add(time.Duration(t.lasts) * time.Second)}
	seen := map[[2]string]bool{}
	backs := make([]plannedCall, len(calls))
	undone := map[string]bool{}
	for i, c := range calls {
		if back, ok := t.undoOf(c); ok {
			backs[i], undone[c.Call.Device] = back, true
		}
	}
	for i, c := range calls {
		back := backs[i]
		switch {
		case back.Call.Device != "":
		case undone[c.Call.Device]:
			continue // the mode the heating runs in while it is on
		default:
			t.finish(NotUnderstood, t.say(lang.MsgNoUndo))
			return false
		}
		if key := [2]string{back.Call.Device, back.Call.Command}; !seen[key] {
			seen[key] = true
			u.calls = append(u.calls, back)
			u.plan.AllowCall(back.Call)
		}
	}
	if len(u.calls) > 0 {
		t.undo = u
	}
	return true
}

// undoOf is the call that undoes c: a device's, of no arguments.
func (t *turn) undoOf(c plannedCall) (plannedCall, bool) {
	ent, ok := t.e.idx.Entity(c.Call.Device)
	if !ok || ent.Kind != index.Device || len(c.Call.Args) > 0 {
		return plannedCall{}, false
	}
	for _, cmd := range undoes[c.Call.Command] {
		for _, has := range t.commands(ent) {
			if has != cmd {
				continue
			}
			call := audit.Call{Device: c.Call.Device, Command: cmd, Args: map[string]any{}, Source: c.Call.Source}
			level, _ := t.e.riskNow(call)
			return plannedCall{Call: call, Risk: level}, true
		}
	}
	return plannedCall{}, false
}

// undoChecked asks the monitor about the undoing calls and validates
// them, as the calls of now are (precheck): not ok when one is refused.
func (t *turn) undoChecked() bool {
	var valid drivers.Checker
	if !t.precheck(t.undo.plan, t.undo.calls) {
		return false
	}
	for _, c := range t.undo.calls {
		if err := t.validate(&valid, c.Call); err != nil {
			t.addAction(c, StatusBlocked, err.Error())
			t.audit(c.Call, audit.Decision{Reason: audit.InvalidArgs, Detail: err.Error()}, c.Risk, Blocked)
			t.finish(Blocked, t.invalid(c.Call, err))
			return false
		}
	}
	return true
}

// keepUndo keeps the undoing calls as a delayed command when every call
// of now was admitted: its record and audit entry go in the commit that
// starts them (a dry run keeps nothing: its entry is planned).
func (t *turn) keepUndo(jobs []*job) {
	for _, j := range jobs {
		if j.status != StatusDone && j.status != StatusPlanned {
			return
		}
	}
	u := t.undo
	confirmed := u.confirmed
	rec := t.newTimer()
	rec.Due, rec.Calls, rec.Plan, rec.Undoes = u.due, u.calls, u.plan, true
	rec.Confirmed, rec.PIN = confirmed != nil, confirmed != nil && confirmed.PIN
	list := make([]audit.Call, len(u.calls))
	top := risk.Low
	for i, c := range u.calls {
		rec.Defs = append(rec.Defs, t.e.definition(c.Call.Device))
		list[i], top = c.Call, max(top, c.Risk)
	}
	rec.What = t.undoWhat()
	e := audit.Entry{Time: t.now, Session: t.req.Session, Channel: t.req.Channel, Text: t.req.Text, Decision: audit.Allowed, Risk: top.String(), Outcome: Scheduled, Timer: rec.ID, Due: u.due}
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
	u.kept = true
}

// tellUndo lists the undoing calls kept as actions scheduled, and says
// when they come after what was said of the calls of now.
func (t *turn) tellUndo() {
	if t.undo == nil || !t.undo.kept {
		return
	}
	t.undoActions()
	t.res.Say = t.say(lang.MsgLastingDone, t.res.Say, t.undoWhat(), t.clock(t.undo.due))
}

// undoActions adds the undoing calls to the result, scheduled.
func (t *turn) undoActions() {
	at := t.undo.due.Format(time.RFC3339)
	for _, c := range t.undo.calls {
		t.addAction(c, StatusScheduled, "")
		t.res.Actions[len(t.res.Actions)-1].At = at
	}
}

// undoWhat says the undoing calls: many summed up as a confirmation sums
// them ("turn on 15 lights in 11 rooms").
func (t *turn) undoWhat() string {
	if s, ok := t.summed(t.undo.calls, false); ok {
		return s
	}
	var phrases []string
	for _, c := range t.undo.calls {
		phrases = append(phrases, t.phrase(c, false))
	}
	return t.pack().List(phrases, false)
}

// undoCalls are the turn's undoing calls, none when its command is for
// good.
func (t *turn) undoCalls() []plannedCall {
	if t.undo == nil {
		return nil
	}
	return t.undo.calls
}

// undoAsked keeps the undoing calls with the question of the calls of now
// (p), the one yes doing both, and asks both: "Open Garage door, and close
// Garage door at 21:40?".
func (t *turn) undoAsked(p *pending) {
	if t.undo == nil {
		return
	}
	p.Undo, p.UndoPlan, p.UndoDue = t.undo.calls, t.undo.plan, t.undo.due
	t.undoActions()
}

// forGood is a command kept for what is said next to follow up ("and the
// kitchen light"): without the length it was to last, which a follow-up
// does not say.
func forGood(cl *ir.Clause) *ir.Clause {
	if cl == nil || cl.Lasts == 0 && cl.Until == nil {
		return cl
	}
	c := *cl
	c.Lasts, c.Until = 0, nil
	return &c
}
