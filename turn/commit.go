package turn

import (
	"context"
	"encoding/json"

	"edge/audit"
	"edge/drivers"
	"edge/home"
	"edge/index"
	"edge/risk"
	"edge/store"
)

// The commit path of a turn: its decisions are kept (audit, auditMany)
// until a commit writes them; the calls that may run are admitted by the
// monitor and the rate limit, their entries committed (started) with the
// session before the drivers run them, all at once; their results go in
// the turn's last commit, with the session again (Ask).

// job is one call of a turn on its way to the drivers: refused, planned
// (a dry run), or started; a scene's job holds the jobs of its actions.
type job struct {
	c plannedCall
	// status is StatusDone once the job is admitted, until its commit or
	// its driver fails.
	status string
	msg    string
	dev    *home.Device
	// entry is the index of the job's started entry among the turn's.
	entry   int
	actions []*job
}

// outcome is the status of a job: a scene's is that of its first action
// not done.
func (j *job) outcome() (status, msg string) {
	if j.status != StatusDone {
		return j.status, j.msg
	}
	for _, a := range j.actions {
		if st, m := a.outcome(); st != StatusDone {
			return st, m
		}
	}
	return StatusDone, ""
}

// ran reports whether any of the jobs, or of a scene's actions, reached
// its driver and was done.
func ran(jobs []*job) bool {
	for _, j := range jobs {
		if j.status == StatusDone && (j.dev != nil || ran(j.actions)) {
			return true
		}
	}
	return false
}

// admit checks every call with the monitor and the rate limit, in order,
// and returns their jobs; a scene's actions are checked one by one. A dry
// run's calls are logged together.
func (t *turn) admit(plan *audit.Plan, calls []plannedCall) []*job {
	var planned []audit.Call
	top := risk.Low
	var admit func(c plannedCall) *job
	admit = func(c plannedCall) *job {
		j := &job{c: c, entry: -1}
		dec := plan.Check(c.Call, t.target(c.Call.Device))
		if !dec.Allow {
			t.audit(c.Call, dec, c.Risk, Blocked)
			j.status, j.msg = StatusBlocked, dec.Detail
			return j
		}
		if t.req.DryRun {
			planned, top = append(planned, c.Call), max(top, c.Risk)
			j.status = StatusPlanned
			return j
		}
		ent, _ := t.e.idx.Entity(c.Call.Device)
		if ent.Kind == index.Device {
			if lim := t.e.limit.Take(c.Call.Device, t.now); !lim.Allow {
				t.audit(c.Call, lim, c.Risk, Blocked)
				j.status, j.msg = StatusBlocked, string(lim.Reason)
				return j
			}
			j.dev = ent.Device
		}
		j.status = StatusDone
		if ent.Kind == index.Scene {
			for _, a := range ent.Scene.Actions {
				sc := audit.Call{Device: a.Device, Command: a.Command, Args: argsOrEmpty(a.Args), Source: "scene"}
				j.actions = append(j.actions, admit(plannedCall{Call: sc, Risk: c.Risk}))
			}
		}
		return j
	}
	jobs := make([]*job, len(calls))
	for i, c := range calls {
		jobs[i] = admit(c)
	}
	if len(planned) > 0 {
		t.auditMany(planned, audit.Allowed, top, Planned)
	}
	return jobs
}

// start commits the entries of the jobs that may run, then runs them
// through the drivers at once and keeps their results for the turn's
// last commit. When the entries cannot be committed nothing runs.
func (t *turn) start(jobs []*job) {
	var entries []audit.Entry
	var run []*job
	var walk func(j *job)
	walk = func(j *job) {
		if j.status != StatusDone {
			return
		}
		j.entry = len(entries)
		c := j.c.Call
		entries = append(entries, audit.Entry{Time: t.now, Session: t.req.Session, Channel: t.req.Channel, Text: t.req.Text, Call: &c, Decision: audit.Allowed, Risk: j.c.Risk.String(), Timer: t.timer})
		if j.dev != nil {
			run = append(run, j)
		}
		for _, a := range j.actions {
			walk(a)
		}
	}
	for _, j := range jobs {
		walk(j)
	}
	if len(entries) == 0 {
		return
	}
	started, err := t.commit(entries, false)
	if err != nil {
		t.e.logger.Error("audit log: the calls were not started", "err", err)
		var fail func(j *job)
		fail = func(j *job) {
			if j.status == StatusDone {
				j.status, j.msg = StatusFailed, "the audit log could not be written: "+err.Error()
				t.failed(j.c.Call.Device, errLog)
			}
			for _, a := range j.actions {
				fail(a)
			}
		}
		for _, j := range jobs {
			fail(j)
		}
		return
	}
	ops := make([]drivers.Op, len(run))
	for i, j := range run {
		ops[i] = drivers.Op{Dev: j.dev, Command: j.c.Call.Command, Args: j.c.Call.Args}
	}
	ctx, cancel := context.WithTimeout(t.ctx, CallTimeout)
	defer cancel()
	for i, r := range t.e.drv.DoBatch(ctx, ops) {
		if r.Err != nil {
			err := t.e.unsaidErr(r.Err)
			run[i].status, run[i].msg = StatusFailed, err.Error()
			t.failed(run[i].c.Call.Device, err)
		}
	}
	var result func(j *job)
	result = func(j *job) {
		if j.entry < 0 {
			return
		}
		for _, a := range j.actions {
			result(a)
		}
		r := audit.Result{Seq: started[j.entry].Seq, Outcome: Done}
		if st, msg := j.outcome(); st != StatusDone {
			r.Outcome, r.Error = Failed, msg
		}
		t.results = append(t.results, r)
	}
	for _, j := range jobs {
		result(j)
	}
}

// commit writes, in one transaction, the entries the turn decided since
// its last commit, the entries of the calls about to start (returned as
// written) and the session; the last commit of a turn (final) also writes
// the results of the calls it started and prunes the log when it is due.
// When it fails, the decided entries wait for the turn's next commit.
func (t *turn) commit(start []audit.Entry, final bool) ([]audit.Entry, error) {
	t.flushReads()
	if p := t.sess.Pending; p != nil && t.res.Question != "" {
		p.Question = t.res.Question // asked again as it was (pardon.go)
	}
	data, err := json.Marshal(t.sess)
	if err != nil {
		return nil, err
	}
	var started []audit.Entry
	err = t.e.db.Update(func(tx *store.Tx) error {
		if _, err := t.e.log.Append(tx, t.entries...); err != nil {
			return err
		}
		var err error
		if started, err = t.e.log.Begin(tx, start...); err != nil {
			return err
		}
		if final && len(t.results) > 0 {
			done := audit.Entry{Time: t.e.clock(), Session: t.req.Session, Channel: t.req.Channel, Results: t.results}
			if _, err := t.e.log.Finish(tx, done); err != nil {
				return err
			}
		}
		if final {
			if _, err := t.e.log.PruneDue(tx, t.e.keep, t.now); err != nil {
				return err
			}
		}
		if t.inCommit != nil {
			if err := t.inCommit(tx, len(start) > 0); err != nil {
				return err
			}
		}
		if t.timer != "" {
			return nil
		}
		gone, err := tx.PutOwnedSession(sessionOwner(t.req), t.key, data, t.now, store.SessionBound{PerOwner: MaxClientSessions, Total: MaxSessions})
		if len(gone) > 0 {
			t.e.logger.Debug("sessions removed to make room", "count", len(gone))
		}
		return err
	})
	if err == nil {
		t.entries = nil
	}
	return started, err
}

// recoverCalls finishes the calls a process started and never finished
// (it died): each is marked interrupted, with its device's state read
// again where the driver can read it.
func (e *Engine) recoverCalls() error {
	open, err := e.log.Unfinished()
	if err != nil || len(open) == 0 {
		return err
	}
	var results []audit.Result
	for _, en := range open {
		r := audit.Result{Seq: en.Seq, Outcome: audit.Interrupted}
		if en.Call != nil {
			if ent, ok := e.idx.Entity(en.Call.Device); ok && ent.Kind == index.Device {
				ctx, cancel := context.WithTimeout(context.Background(), CallTimeout)
				state, err := e.drv.Read(ctx, ent.Device)
				cancel()
				if err != nil {
					r.Error = "read again: " + e.unsaid(err.Error())
				}
				r.State = e.unsaidState(state)
			}
		}
		results = append(results, r)
	}
	e.logger.Warn("calls interrupted by the end of an earlier process are marked in the audit log", "count", len(results))
	first := open[0]
	return e.db.Update(func(tx *store.Tx) error {
		_, err := e.log.Finish(tx, audit.Entry{Time: e.clock(), Session: first.Session, Channel: first.Channel, Results: results})
		return err
	})
}

// flushReads logs the reads done so far: one entry, for all of them.
func (t *turn) flushReads() {
	if len(t.reads) > 0 {
		t.auditMany(t.reads, audit.Allowed, risk.Low, Answer)
		t.reads = nil
	}
}

// audit records a decision on a call; the turn's next commit writes it.
func (t *turn) audit(c audit.Call, d audit.Decision, l risk.Level, outcome string) {
	t.record(audit.Entry{Time: t.now, Session: t.req.Session, Channel: t.req.Channel, Text: t.req.Text, Call: &c, Decision: d, Risk: l.String(), Outcome: outcome})
}

// record keeps an entry for the turn's next commit.
func (t *turn) record(e audit.Entry) {
	if e.Timer == "" {
		e.Timer = t.timer
	}
	t.entries = append(t.entries, e)
}

// auditMany records one decision on many calls of the turn: one entry for
// one call, else one entry that stands for all of them (their count and
// digest), with the highest risk. A read of 4,000 devices, a dry run of
// "all the lights" or the question before a bulk action is one entry.
func (t *turn) auditMany(calls []audit.Call, d audit.Decision, l risk.Level, outcome string) {
	if len(calls) == 1 {
		t.audit(calls[0], d, l, outcome)
		return
	}
	t.record(audit.Entry{Time: t.now, Session: t.req.Session, Channel: t.req.Channel, Text: t.req.Text, Summary: audit.Summarize(calls), Decision: d, Risk: l.String(), Outcome: outcome})
}

// auditCalls records the monitor's decision on each call with an outcome:
// one entry for all of them when it allows them all.
func (t *turn) auditCalls(plan *audit.Plan, calls []plannedCall, outcome string) {
	decs := make([]audit.Decision, len(calls))
	list := make([]audit.Call, len(calls))
	top, all := risk.Low, true
	for i, c := range calls {
		decs[i], list[i], top = plan.Check(c.Call, t.target(c.Call.Device)), c.Call, max(top, c.Risk)
		all = all && decs[i].Allow
	}
	if all && len(calls) > 0 {
		t.auditMany(list, audit.Allowed, top, outcome)
		return
	}
	for i, c := range calls {
		t.audit(c.Call, decs[i], c.Risk, outcome)
	}
}
