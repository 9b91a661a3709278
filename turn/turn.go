// Package turn carries one turn of a conversation through the whole path of
// DESIGN.md: compile the words to IR, resolve targets, plan, check every
// call with the reference monitor, gate it on risk, run it through the
// drivers, and answer, keeping the session (last targets, a pending
// question or confirmation) in the store between turns.
package turn

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"maps"
	"strings"
	"sync"
	"time"

	"edge/audit"
	"edge/compile"
	"edge/drivers"
	"edge/home"
	"edge/index"
	"edge/internal/metrics"
	"edge/ir"
	"edge/lang"
	"edge/llm"
	"edge/risk"
	"edge/store"
)

// SessionTTL is how long a quiet session keeps its context.
const SessionTTL = 30 * time.Minute

// CallTimeout bounds one driver call.
const CallTimeout = 5 * time.Second

// Options tune an Engine; the zero value is usable.
type Options struct {
	// Clock gives the time (time.Now when nil).
	Clock func() time.Time
	// Logger receives diagnostics (discarded when nil).
	Logger *slog.Logger
	// Bulk is how many devices one turn may act on without a yes (when 0:
	// the home's security.bulk, else risk.DefaultBulk).
	Bulk int
	// Model is the local model, asked when the grammar cannot compile the
	// words and to repair the arguments of its calls (fallback.go); nil
	// for none.
	Model *llm.Client
	// Embedder is the model of the index's vector leg; nil for none.
	Embedder index.Embedder
	// Observe is told the state of a device after each command done and
	// each read (drivers.Env.Observe); nil for none.
	Observe func(dev *home.Device, state map[string]any)
	// Metrics is told of each turn and each driver failure (nothing when
	// nil).
	Metrics metrics.Sink
	// OnDue is told when a timer rings or a delayed command has run
	// (RunDue), so that the client that set it can be told; nil for none.
	// It must not block for long.
	OnDue func(Ring)
}

// Engine answers turns for the home in one database. It is safe for
// concurrent use: the turns of one session are handled one at a time, in
// the order they come; turns of different sessions run at once, so that a
// slow model or device delays only its own turn. No lock shared by
// sessions is held across driver or model I/O.
type Engine struct {
	db     *store.DB
	home   *home.Home
	idx    *index.Index
	drv    *drivers.Set
	log    *audit.Log
	clock  func() time.Time
	logger *slog.Logger
	bulk   int
	model  *llm.Client
	// limit is the monitor's rate limit per device; pinHash the home's
	// PIN, hashed ("" for none).
	limit   *audit.Limiter
	pinHash string
	// keep is the audit log's retention (the home's retention block).
	keep audit.Retention
	// opt are the options the engine was made with (Reload).
	opt Options
	// running is held for reading by every turn and call, for writing by
	// Close and Reload.
	running sync.RWMutex
	// mu guards sessions: the lock of each session with a turn under way
	// or waiting.
	mu       sync.Mutex
	sessions map[string]*sessionLock

	// metrics is told of each turn and driver failure (Options.Metrics).
	metrics metrics.Sink
	// onDue is Options.OnDue; wake tells RunTimers a timer was set.
	onDue func(Ring)
	wake  chan struct{}
}

// sessionLock serialises the turns of one session; n counts the turns
// holding or waiting for it.
type sessionLock struct {
	mu sync.Mutex
	n  int
}

// lockSession waits until no other turn of the session id is under way,
// and returns the function that lets the next one in.
func (e *Engine) lockSession(id string) (unlock func()) {
	e.mu.Lock()
	l := e.sessions[id]
	if l == nil {
		l = &sessionLock{}
		e.sessions[id] = l
	}
	l.n++
	e.mu.Unlock()
	l.mu.Lock()
	return func() {
		l.mu.Unlock()
		e.mu.Lock()
		if l.n--; l.n == 0 {
			delete(e.sessions, id)
		}
		e.mu.Unlock()
	}
}

// New loads the home of db and returns an engine for it. The engine holds
// drivers and, with an embedder, the index's work in the background: Close
// releases them.
func New(db *store.DB, opt Options) (*Engine, error) {
	h, err := db.Home()
	if err != nil {
		return nil, err
	}
	idx, err := index.Load(db, h, index.Options{Logger: opt.Logger, Embedder: opt.Embedder})
	if err != nil {
		return nil, err
	}
	e := &Engine{db: db, log: audit.NewLog(db.View), clock: opt.Clock, logger: opt.Logger, sessions: map[string]*sessionLock{}, opt: opt, onDue: opt.OnDue, wake: make(chan struct{}, 1)}
	if e.clock == nil {
		e.clock = time.Now
	}
	if e.logger == nil {
		e.logger = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	if e.metrics = opt.Metrics; e.metrics == nil {
		e.metrics = metrics.Discard
	}
	e.model = opt.Model
	e.setHome(h, idx)
	if err := e.recoverCalls(); err != nil {
		return nil, err
	}
	return e, nil
}

// Close waits for the turns under way, if any, stops the index's work in
// the background and closes the drivers (their ports and pins), returning
// their errors. The database stays open: it is the caller's. The engine
// must not be used afterwards.
func (e *Engine) Close() error {
	e.running.Lock()
	defer e.running.Unlock()
	e.idx.Close()
	return e.drv.Close()
}

// Index is the engine's view of the home.
func (e *Engine) Index() *index.Index {
	e.running.RLock()
	defer e.running.RUnlock()
	return e.idx
}

// Request is one turn.
type Request struct {
	Text    string
	Session string
	// Room is the room id the speaker is in ("" for none).
	Room string
	// DryRun does everything but the driver calls.
	DryRun bool
	// Channel is where the turn came from: cli, http, wyoming.
	Channel string
	// Lang is the user's language as the client knows it, a tag ("en",
	// "zh-CN"; "" for unknown). Words no pack claims strongly ("yes",
	// "OK", a PIN) are answered in it; words in a script of their own
	// language always in that language (lang.AnswerIn).
	Lang string
}

type session struct {
	Turn int      `json:"turn"`
	Last []string `json:"last,omitempty"`
	// Clause is the last command acted on: what is said next without a
	// verb ("and the kitchen") or to correct it ("no, the kitchen one")
	// does it again on other targets.
	Clause  *ir.Clause `json:"clause,omitempty"`
	Pending *pending   `json:"pending,omitempty"`
}

type pending struct {
	Kind string `json:"kind"` // "confirm" or "clarify"
	Lang string `json:"lang"`
	// Confirm: the exact calls, their plan and risks, bound by Bind.
	Calls []plannedCall `json:"calls,omitempty"`
	Plan  *audit.Plan   `json:"plan,omitempty"`
	Conds []*CondCheck  `json:"conds,omitempty"`
	Bind  risk.Pending  `json:"bind"`
	// PIN says the confirmation needs the home's PIN, not only a yes.
	PIN bool `json:"pin,omitempty"`
	// Clarify: the clause waiting for a target, and every candidate, in
	// the order asked. Confirm: the command asked about, which what is
	// said after the yes may follow up; a follow-up never takes one that
	// was not confirmed.
	Clause  *ir.Clause `json:"clause,omitempty"`
	Options []string   `json:"options,omitempty"`
	// Cond says the candidates are for the device of the clause's
	// condition on a state, not for its target.
	Cond bool `json:"cond,omitempty"`
	// Rooms, when set, asked the room first (index.Result.Rooms).
	Rooms []string `json:"rooms,omitempty"`
	Room  string   `json:"room,omitempty"`
	// Due, when set, is when the confirmed calls are to run: they are
	// scheduled, not run.
	Due time.Time `json:"due,omitzero"`
	// Wish, when set, is the question a wish was answered with ("Turn
	// off Hall light?"): a yes does the clause on every option.
	Wish string `json:"wish,omitempty"`
}

type plannedCall struct {
	Call audit.Call `json:"call"`
	Risk risk.Level `json:"risk"`
	Verb string     `json:"verb"`
	// Label is the device's name, kept with a pending confirmation.
	Label string `json:"label,omitempty"`
	// Repairs are the attempts that made the arguments valid (fallback.go).
	Repairs []llm.Attempt `json:"repairs,omitempty"`
}

// turn is the working state of one Ask.
type turn struct {
	e    *Engine
	ctx  context.Context
	req  Request
	sess *session
	now  time.Time
	res  Result
	// said is the text as said; req.Text is it with the PIN masked, when
	// it holds the PIN (pinSaid).
	said    string
	pinSaid bool
	// entries are the audit entries not committed yet; reads the reads
	// done, logged together; results the outcomes of the calls started.
	entries []audit.Entry
	reads   []audit.Call
	results []audit.Result
	// resolved are the entities the turn's last clause resolved to.
	resolved []string
	// stated are the devices whose state the condition of the clause
	// being planned reads, when it names its own (stateDevices);
	// condChosen, those an answer to "which one?" chose for it.
	stated, condChosen []*index.Entity
	// due, when set, is when the turn's commands are to run: they are
	// scheduled, not run (schedule.go).
	due time.Time
	// inCommit, when set, is done in the transaction of each of the
	// turn's commits: it keeps a timer's record with its audit entries.
	// starting says the commit starts calls.
	inCommit func(tx *store.Tx, starting bool) error
	// timer is the id of the timer the turn runs ("" for a turn said);
	// such a turn keeps no session.
	timer string
}

// Ask handles one turn. It always returns a Result; failures are outcomes.
func (e *Engine) Ask(ctx context.Context, req Request) Result {
	e.running.RLock()
	defer e.running.RUnlock()
	if req.Session == "" {
		req.Session = "default"
	}
	defer e.lockSession(req.Session)()
	if req.Channel == "" {
		req.Channel = "cli"
	}
	t := &turn{e: e, ctx: ctx, req: req, now: e.clock()}
	t.maskPIN()
	t.sess = e.loadSession(req.Session, t.now)
	t.sess.Turn++
	code := lang.AnswerIn(req.Text, req.Lang).Code()
	t.res = Result{Text: t.req.Text, Lang: code, Source: "grammar", Actions: []Action{}, Reads: []Read{}, Options: []Option{}, IR: &ir.Program{Lang: code}}
	t.handle()
	if _, err := t.commit(nil, true); err != nil {
		e.logger.Error("committing the turn", "session", req.Session, "err", err)
	} else if t.res.Outcome == Scheduled {
		e.poke()
	}
	e.observe(ctx, t.req, t.res, e.clock().Sub(t.now))
	return t.res
}

func (e *Engine) loadSession(id string, now time.Time) *session {
	s := &session{}
	data, updated, err := e.db.Session(id)
	if err != nil {
		e.logger.Error("loading session", "session", id, "err", err)
		return s
	}
	if data == nil || now.Sub(updated) > SessionTTL {
		return s
	}
	if err := json.Unmarshal(data, s); err != nil {
		e.logger.Warn("session unreadable, starting afresh", "session", id, "err", err)
		return &session{}
	}
	return s
}

func (t *turn) handle() {
	prog, err := compile.Compile(t.said)
	if err == nil && t.pinSaid && (prog.Reply == nil || prog.Reply.Kind != ir.PIN) {
		// the PIN said along with other words: they are understood
		// without it, and confirm nothing.
		prog, err = compile.Compile(strings.ReplaceAll(t.req.Text, maskedPIN, " "))
	}
	p := t.sess.Pending
	t.sess.Pending = nil
	if p != nil && p.Kind == "confirm" {
		t.sess.Clause = nil // until it is confirmed: never followed up if not
	}
	expired := false
	if p != nil && !t.now.Before(p.Bind.Expires) {
		p, expired = nil, true
	}
	if err != nil {
		if t.followUp(t.req.Text) || t.fallback() {
			return
		}
		t.res.Source = "none"
		t.finish(NotUnderstood, t.say(lang.MsgNotUnderstood))
		return
	}
	t.res.IR = prog
	if prog.Reply != nil {
		r := prog.Reply
		if r.Kind == ir.PIN {
			// a PIN is never echoed or logged.
			t.req.Text, t.res.Text = maskedPIN, maskedPIN
			masked := *prog
			masked.Reply = &ir.Reply{Kind: ir.PIN}
			t.res.IR = &masked
		}
		t.reply(r, p, expired)
		return
	}
	if p != nil && p.Kind == "clarify" && t.answeredByCommand(prog.Clauses, p) {
		return
	}
	if t.timers(prog.Clauses) {
		return
	}
	t.clauses(prog.Clauses)
}

// reply handles an answer to the previous turn's question, or a
// correction of the previous turn ("no, the kitchen one").
func (t *turn) reply(r *ir.Reply, p *pending, expired bool) {
	switch {
	case p == nil && expired:
		t.finish(NotUnderstood, t.say(lang.MsgExpired))
	case p == nil && r.Kind == ir.Choice && r.Index == 0 && t.followUp(t.req.Text):
		// "the study's" with nothing asked: the last command, there.
	case r.Kind == ir.No && r.Text != "" && p != nil && p.Kind == "clarify":
		t.chosen(&ir.Reply{Kind: ir.Choice, Text: r.Text}, p)
	case r.Kind == ir.No && r.Text != "":
		if p != nil && p.Kind == "confirm" {
			t.sess.Clause = p.Clause // "no, the curtain": the command asked about, on it
		}
		t.correct(r.Text)
	case p == nil && r.Kind == ir.Choice:
		t.res.Source = "none"
		t.finish(NotUnderstood, t.say(lang.MsgNotUnderstood))
	case p == nil:
		t.finish(NotUnderstood, t.say(lang.MsgNothingPending))
	case r.Kind == ir.No:
		t.finish(Cancelled, t.say(lang.MsgCancelled))
	case p.Kind == "confirm" && r.Kind == ir.PIN && t.e.pinHash != "":
		t.pin(p, r.Text)
	case t.pinSaid:
		// the PIN among other words confirms nothing.
		t.finish(Cancelled, t.say(lang.MsgCancelled))
	case p.Kind == "confirm" && r.Kind == ir.Yes && p.PIN:
		// a yes is not enough: ask for the PIN, once more, next turn.
		t.sess.Pending = p
		p.Bind.Turn = t.sess.Turn
		t.res.Outcome = Confirm
		t.res.Say = t.say(lang.MsgPINWanted)
	case p.Kind == "confirm" && r.Kind == ir.Yes:
		t.confirmed(p)
	case p.Kind == "confirm":
		t.finish(Cancelled, t.say(lang.MsgCancelled))
	case r.Kind == ir.Choice || r.Kind == ir.Every || r.Kind == ir.Yes && (len(p.Options) == 1 || p.Wish != ""):
		t.chosen(r, p)
	default:
		t.sess.Pending = p
		p.Bind.Turn = t.sess.Turn
		t.askAgain(p)
	}
}

func (t *turn) confirmed(p *pending) {
	t.sess.Clause = p.Clause
	calls := make([]risk.Call, len(p.Calls))
	for i, c := range p.Calls {
		calls[i] = risk.Call{Device: c.Call.Device, Command: c.Call.Command, Args: c.Call.Args}
	}
	if err := p.Bind.Accept(calls, t.sess.Turn, t.now); err != nil {
		t.finish(Blocked, t.say(lang.MsgConfirmRefused, err))
		return
	}
	for _, c := range p.Calls {
		if _, ok := t.e.idx.Entity(c.Call.Device); !ok {
			// the home was imported again since, without it.
			t.finish(Cancelled, t.say(lang.MsgGone, c.Label))
			return
		}
	}
	var items []item
	for _, c := range p.Conds {
		items = append(items, item{cond: c})
	}
	if !p.Due.IsZero() {
		t.due = p.Due
		t.schedule(p.Plan, p.Calls, items, true)
		return
	}
	t.run(p.Plan, p.Calls, items)
}

func (t *turn) askAgain(p *pending) {
	if p.Kind == "clarify" {
		t.clarify(p)
		return
	}
	t.res.Outcome = Confirm
	t.res.Say = t.say(lang.MsgConfirmAgain)
}

// gate validates the calls, applies the risk gate, and runs them (or asks).
func (t *turn) gate(plan *audit.Plan, calls []plannedCall, items []item) {
	t.markSource(calls)
	if !t.precheck(plan, calls) {
		return
	}
	for i, c := range calls {
		if err := t.validate(c.Call); err != nil {
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
	devices := map[string]bool{}
	confirm, critical := false, false
	for _, c := range calls {
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
	if (confirm || len(devices) > t.e.bulk) && t.due.IsZero() && !t.conditionsHold(plan, calls, items) {
		// a condition that does not hold now asks for no yes: it is
		// read again when the yes comes.
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
		t.auditMany(asked, audit.Allowed, top, Confirm)
		var conds []*CondCheck
		for _, it := range items {
			if it.cond != nil {
				conds = append(conds, it.cond)
			}
		}
		for i, c := range calls {
			if ent, ok := t.e.idx.Entity(c.Call.Device); ok {
				calls[i].Label = displayName(ent, t.res.Lang) // said again if the device goes
			}
		}
		t.sess.Pending = &pending{Kind: "confirm", Lang: t.res.Lang, Calls: calls, Plan: plan, Conds: conds, Bind: risk.NewPending(rc, t.sess.Turn, t.now), PIN: needPIN, Due: t.due, Clause: t.sess.Clause}
		t.res.Outcome = Confirm
		t.res.Question = t.confirmQuestion(calls, needPIN)
		t.res.Say = t.res.Question
		return
	}
	if !t.due.IsZero() {
		t.schedule(plan, calls, items, false)
		return
	}
	t.run(plan, calls, items)
}

func (t *turn) finish(outcome, say string) {
	t.res.Outcome, t.res.Say = outcome, say
}

func argsOrEmpty(a map[string]any) map[string]any {
	if a == nil {
		return map[string]any{}
	}
	return maps.Clone(a)
}

func (t *turn) problem(res index.Result, cl ir.Clause) string {
	if cl.Kind == ir.Query && cl.Ask != "" && t.placeOnly(cl.Target) && (res.Problem == index.NoMatch || res.Problem == index.NoCapability) {
		return t.say(lang.MsgNoSensor, t.quantity(cl.Ask)) // "how warm is it in the hall", where nothing tells
	}
	switch res.Problem {
	case index.NoPlace:
		return t.say(lang.MsgNoPlace, res.Subject)
	case index.NoReference:
		return t.say(lang.MsgNoReference)
	case index.NoCapability:
		return t.say(lang.MsgCannot, res.Subject)
	}
	subject := res.Subject
	if subject == "" {
		subject = cl.Target.Name
	}
	if subject == "" {
		return t.say(lang.MsgNothingFits)
	}
	return t.say(lang.MsgNoMatch, subject)
}

func (t *turn) nameOf(id string) string {
	if ent, ok := t.e.idx.Entity(id); ok {
		return displayName(ent, t.res.Lang)
	}
	return id
}

func callOf(a Action) audit.Call {
	return audit.Call{Device: a.Device, Command: a.Command, Args: a.Args}
}
