// Package turn carries one turn of a conversation through the whole path of
// DESIGN.md: compile the words to IR, resolve targets, plan, check every
// call with the reference monitor, gate it on risk, run it through the
// drivers, and answer, keeping the session (last targets, a pending
// question or confirmation) in the store between turns.
package turn

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"maps"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"edge/audit"
	"edge/compile"
	"edge/drivers"
	"edge/home"
	"edge/index"
	"edge/internal/metrics"
	"edge/ir"
	"edge/lang"
	"edge/llm"
	"edge/store"
)

// SessionTTL is how long a quiet session keeps its context.
const SessionTTL = 30 * time.Minute

// MaxText is the longest utterance a turn reads, in characters (what
// compile reads): a spoken command is far shorter. A longer one is
// refused whole and said so, whatever channel it came by, never read in
// part.
const MaxText = compile.MaxRunes

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
	// Home is the home the database holds, as its Home or
	// HomeWithoutState read it, when the caller has read it already (nil:
	// New reads it). The engine keeps it, without the devices' states.
	Home *home.Home
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
	// defs are the digests of the home's definitions (definition).
	defs *digests
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
	h, err := opt.Home, error(nil)
	if h == nil {
		if h, err = db.HomeWithoutState(); err != nil {
			return nil, err
		}
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
	// Client is who speaks, as the server knows them beyond the channel
	// ("" for the command line and the token holder of /v1/ask): a Home
	// Assistant device, a Wyoming peer and satellite. The session is the
	// client's own: another client naming the same session id cannot
	// answer its questions, confirm its actions or see its timers.
	Client string
	// Holder is who the turn's sessions and timers count against
	// (MaxClientSessions, MaxTimersPerClient): what the sender cannot
	// choose, the credential it holds or the address it speaks from (""
	// for the command line). A client names sessions and whose timers are
	// listed and cancelled; a sender that names a new client each time is
	// still one holder.
	Holder string
	// Unlisted says the client names no satellite the home lists, over a
	// protocol without a credential: the turn may read, and act at low
	// risk only; it asks for no yes, and confirms nothing.
	Unlisted bool
	// Lang is the user's language as the client knows it, a tag ("en",
	// "zh-CN"; "" for unknown). Words no pack claims strongly ("yes",
	// "OK", a PIN) are answered in it; words in a script of their own
	// language always in that language (lang.AnswerIn).
	Lang string
}

// turn is the working state of one Ask.
type turn struct {
	e    *Engine
	ctx  context.Context
	req  Request
	sess *session
	// key is where the session is kept (sessionKey).
	key string
	now time.Time
	res Result
	// said is the text as said; req.Text is it with the PIN masked, when
	// it holds the PIN (pinSaid).
	said    string
	pinSaid bool
	// entries are the audit entries not committed yet; reads the reads
	// done, logged together; results the outcomes of the calls started.
	entries []audit.Entry
	reads   []audit.Call
	results []audit.Result
	// failures are the errors of the calls that failed, by device.
	failures map[string]error
	// resolved are the entities the turn's last clause resolved to.
	resolved []string
	// unfound says what the questions of several of the turn could not
	// find ("is the tv on and the fridge"), after the answers of the rest.
	unfound []string
	// resolvedOrder marks them by entity order, when they are many.
	resolvedOrder []bool
	// stated are the devices whose state the condition of the clause
	// being planned reads, when it names its own (stateDevices);
	// condChosen, those an answer to "which one?" chose for it.
	stated, condChosen []*index.Entity
	// cmd is the command of several clauses being planned, kept with a
	// question asked of one of them; replay, that command completed by
	// an answer, to be planned again (command.go).
	cmd, replay *command
	// due, when set, is when the turn's commands are to run: they are
	// scheduled, not run (schedule.go).
	due time.Time
	// lasts is how long the turn's command is to last, in seconds (0: for
	// good); undo, what undoes its calls after that long (lasting.go).
	lasts int
	undo  *undo
	// inCommit, when set, is done in the transaction of each of the
	// turn's commits: it keeps a timer's record with its audit entries.
	// starting says the commit starts calls.
	inCommit func(tx *store.Tx, starting bool) error
	// timer is the id of the timer the turn runs ("" for a turn said);
	// such a turn keeps no session.
	timer string
	// cmds are the commands of the devices the turn looked at, by their
	// list of capabilities (commands).
	cmds map[int][]string
	// held says the conditions of the turn's commands were read and held
	// (conditionsHold); a yes, or a timer, reads them again in its turn.
	held bool
	// sceneNamed says a scene named with no direction is being activated
	// (noDirection): it is never asked about again.
	sceneNamed bool
}

// Ask handles one turn. It always returns a Result; failures are outcomes.
func (e *Engine) Ask(ctx context.Context, req Request) Result {
	e.running.RLock()
	defer e.running.RUnlock()
	if req.Session == "" {
		req.Session = "default"
	}
	if req.Channel == "" {
		req.Channel = "cli"
	}
	key := sessionKey(req)
	defer e.lockSession(key)()
	t := &turn{e: e, ctx: ctx, req: req, now: e.clock(), key: key}
	t.maskPIN()
	t.sess = e.loadSession(key, t.now)
	t.sess.Turn++
	code := lang.AnswerIn(req.Text, req.Lang).Code()
	switch {
	case lang.Detect(req.Text).Detect(req.Text) > 0:
		t.sess.Lang = code
	case t.sess.Lang != "":
		code = t.sess.Lang // "30%" after 打开台灯: answered in Chinese
	}
	t.res = Result{Text: t.req.Text, Lang: code, Source: "grammar", Actions: []Action{}, Reads: []Read{}, Options: []Option{}, IR: &ir.Program{Lang: code}}
	t.handleSafely()
	if _, err := t.commit(nil, true); err != nil {
		e.logger.Error("committing the turn", "session", req.Session, "err", err)
	} else if t.res.Outcome == Scheduled {
		e.poke()
	}
	e.observe(ctx, t.req, t.res, e.clock().Sub(t.now))
	return t.res
}

// handleSafely handles the turn; a fault in edge's own code while it
// does (a panic) ends the turn, failed (what a call it made did is not
// known), logged with where it happened: the gateway goes on serving, and
// no question is left waiting.
func (t *turn) handleSafely() {
	defer func() {
		p := recover()
		if p == nil {
			return
		}
		t.e.logger.Error("a fault ended the turn", "session", t.req.Session, "panic", p, "stack", string(debug.Stack()))
		t.sess.Pending = nil
		t.res.Source = "none"
		t.finish(Failed, t.say(lang.MsgFault))
	}()
	t.handle()
}

func (t *turn) handle() {
	if utf8.RuneCountInString(t.said) > MaxText {
		// never read in part: a cut could drop the word that limits
		// what the rest asks ("… don't"); a pending question ends
		t.sess.Pending = nil
		t.res.Source = "none"
		t.finish(NotUnderstood, t.say(lang.MsgTooLong, strconv.Itoa(MaxText)))
		return
	}
	if t.helpAsked() {
		t.sess.Pending = nil
		return
	}
	if t.listAsked() || t.pardonAsked() || t.thanksSaid() || t.undoSaid() || t.situationScene() {
		return
	}
	prog, err := compile.Compile(t.said)
	if err == nil {
		t.calledPlace(prog)
		if t.saidToPerson(prog) {
			return
		}
	}
	prog, err = spokenPIN(t.said, prog, err)
	if err == nil && t.pinSaid && (prog.Reply == nil || prog.Reply.Kind != ir.PIN) {
		// the PIN said along with other words: they are understood
		// without it, and confirm nothing.
		prog, err = compile.Compile(strings.ReplaceAll(t.req.Text, maskedPIN, " "))
		if err == nil && len(prog.Clauses) > 0 {
			// nor is it part of a command: words read without it may
			// mean another number ("to [PIN] percent" is "to percent",
			// two percent), another name or another time.
			t.res.Source = "none"
			t.sess.Pending = nil
			t.finish(NotUnderstood, t.say(lang.MsgPINInCommand))
			return
		}
	}
	if errors.Is(err, compile.ErrNumberTooBig) {
		t.res.Source = "none"
		t.finish(NotUnderstood, t.say(lang.MsgNumberTooBig))
		return
	}
	if errors.Is(err, compile.ErrRetimeWithMore) {
		t.res.Source = "none"
		t.finish(NotUnderstood, t.say(lang.MsgRetimeMore))
		return
	}
	if errors.Is(err, compile.ErrExceptNothing) {
		t.res.Source = "none"
		t.finish(NotUnderstood, t.say(lang.MsgExceptNothing))
		return
	}
	if x := (*compile.ExceptUnplaced)(nil); errors.As(err, &x) {
		// an exception said between two commands, to neither or either:
		// named, never dropped.
		t.res.Source = "none"
		t.finish(NotUnderstood, t.say(lang.MsgExceptUnplaced, x.Except))
		return
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
	if p != nil && p.Lang != "" && !lang.Claimed(t.req.Text) {
		// words of no language's own ("1234", "OK") answer a question
		// in the question's language.
		t.res.Lang = p.Lang
		t.res.IR.Lang = p.Lang
	}
	if err == nil && p != nil && p.Kind == "confirm" && p.Clause != nil && (valueNotAsked(prog.Clauses, *p.Clause) || stoppedAlone(prog.Clauses)) {
		// "turn off everything?" "no, 22 degrees": no value was asked
		// about, so none is put right; what was asked of is not set.
		// "stop", "stop it": what was asked is not done (confirmbut.go).
		t.res.IR = prog
		t.finish(Cancelled, t.say(lang.MsgCancelled))
		return
	}
	if yes := t.yesCarrying(p); yes != nil {
		t.res.IR = yes
		t.reply(yes.Reply, p, false)
		return
	}
	if err != nil {
		if t.requestedAlone() || t.followUp(t.req.Text, false) || t.namedAlone() || t.fallback() {
			return
		}
		t.res.Source = "none"
		t.finish(NotUnderstood, t.say(lang.MsgNotUnderstood))
		return
	}
	t.res.IR = prog
	if prog.Reply != nil {
		r := prog.Reply
		if r.Kind == ir.PIN && !t.optionChosen(r, p) {
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
	if p != nil && p.Kind == "confirm" && t.butCommanded(prog.Clauses, p) {
		return
	}
	if t.timers(prog.Clauses) || t.retimedBare(prog.Clauses) {
		return
	}
	if t.aloneUnsaid(prog.Clauses, p) {
		return
	}
	if !t.along(prog.Clauses) {
		t.res.Source = "none"
		t.finish(NotUnderstood, t.say(lang.MsgNotUnderstood)) // "too much" with no step before
		return
	}
	t.clauses(prog.Clauses)
}

func (t *turn) addAction(c plannedCall, status, msg string) {
	t.res.Actions = append(t.res.Actions, Action{Device: c.Call.Device, Command: c.Call.Command, Args: argsOrEmpty(c.Call.Args), Risk: c.Risk.String(), Status: status, Error: msg, Repairs: c.attempts()})
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

func (t *turn) nameOf(id string) string {
	if ent, ok := t.e.idx.Entity(id); ok {
		return displayName(ent, t.res.Lang)
	}
	return id
}

func callOf(a Action) audit.Call {
	return audit.Call{Device: a.Device, Command: a.Command, Args: a.Args}
}
