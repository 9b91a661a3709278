package turn

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"sync"
	"time"

	"edge/audit"
	"edge/home"
	"edge/index"
	"edge/ir"
	"edge/lang"
	"edge/llm"
	"edge/risk"
)

// A session between turns: what was last acted on, and a question or
// confirmation waiting for its answer; the answers to them.

// sessionKey is where a request's session is kept: under its channel,
// holder and client as well as its id, so that a client naming another's
// session id has a session of its own, and never answers the other's
// questions, confirms its actions or takes its context. The client and
// the id are joined by a record separator (0x1e), not a unit separator:
// the sessions of a holder are one owner for the bounds (sessionOwner),
// whatever clients it names.
func sessionKey(r Request) string {
	return sessionOwner(r) + r.Client + "\x1e" + r.Session
}

// sessionOwner is what begins the keys of the sessions of a request's
// holder on its channel: what the bounds count by.
func sessionOwner(r Request) string {
	return r.Channel + "\x1f" + r.Holder + "\x1f"
}

// Bounds on the sessions kept, counted by holder (Request.Holder), never
// by the client a sender names. A holder that opens a session when it
// holds MaxClientSessions loses its own quiet longest, never another
// holder's; when the home holds MaxSessions, the holder that holds the
// most loses its own quiet longest. A question waiting in a session lost
// goes with it: a yes said there later answers nothing.
const (
	MaxClientSessions = 64
	MaxSessions       = 4096
)

type session struct {
	Turn int      `json:"turn"`
	Last []string `json:"last,omitempty"`
	// Clause is the last command acted on, or question answered: what is
	// said next without a verb ("and the kitchen", 客厅呢) or to correct
	// it ("no, the kitchen one") does or asks it again on other targets.
	Clause  *ir.Clause `json:"clause,omitempty"`
	Pending *pending   `json:"pending,omitempty"`
	// Switched are the devices the last calls run (or, in a dry run,
	// planned) switched on or off from the other state, as the home knew
	// it before: only these are put back (put_back.go, instead.go).
	Switched []string `json:"switched,omitempty"`
	// Ran are the devices the last calls run (or, in a dry run, planned)
	// acted on, whatever they did.
	Ran []string `json:"ran,omitempty"`
	// Said is what the words of the session said a device they reached
	// is (saidHazard), by device: "打开燃气阀", then "打开它" or "再打开",
	// is the gas valve again.
	Said map[string]home.Hazard `json:"said,omitempty"`
	// Set is the timer or delayed command the turn SetTurn set: a cancel
	// said the turn after it ("never mind", "算了") cancels it (undo.go).
	Set     string `json:"set,omitempty"`
	SetTurn int    `json:"set_turn,omitempty"`
	// Lang is the language the last words of some language were answered
	// in: words of none ("30%", "22") are answered in it.
	Lang string `json:"lang,omitempty"`
	// Other is what a question of which answered by one candidate left,
	// for "the other one" said the turn after (other.go).
	Other *otherChoice `json:"other,omitempty"`
}

// pending is a question waiting for its answer. It is its session's, so
// its client's (sessionKey). A confirmation is bound to the exact calls
// (Bind), to the home as it was asked in (each call's Defs) and to the risk
// it was asked at (each call's Risk, and PIN): confirmed(changed). It is
// stored in runs of calls (pending.go).
type pending struct {
	Kind string `json:"kind"` // "confirm" or "clarify"
	Lang string `json:"lang"`
	// Confirm: the exact calls, their plan and risks, bound by Bind.
	Calls []plannedCall `json:"-"`
	// Labels are the names of the calls' devices, said again if a device
	// goes; Defs the digests of the calls' targets as the home defined
	// them when asked (Engine.definition). One of each call, in order.
	Labels []string     `json:"-"`
	Defs   []string     `json:"-"`
	Plan   *audit.Plan  `json:"plan,omitempty"`
	Conds  []*CondCheck `json:"conds,omitempty"`
	Bind   risk.Pending `json:"bind"`
	// PIN says the confirmation needs the home's PIN, not only a yes.
	PIN bool `json:"pin,omitempty"`
	// Clarify: the clause waiting for a target, and every candidate, in
	// the order asked. Confirm: the command asked about, which what is
	// said after the yes may follow up; a follow-up never takes one that
	// was not confirmed.
	Clause  *ir.Clause `json:"clause,omitempty"`
	Options []string   `json:"options,omitempty"`
	// Unscaled says the clause's temperature was said with no scale (no
	// unit, or degrees where they may be Fahrenheit: ir.Param.Bare,
	// Degrees), which its JSON leaves out: the answer of which still
	// reads it as Fahrenheit where only that fits (fahrenheitMeant).
	Unscaled bool `json:"unscaled,omitempty"`
	// Whole, when set, is the command of several clauses the clause was
	// said in, which the answer completes (command.go).
	Whole *command `json:"whole,omitempty"`
	// Cond says the candidates are for the device of the clause's
	// condition on a state, not for its target.
	Cond bool `json:"cond,omitempty"`
	// Rooms, when set, asked the room first (index.Result.Rooms).
	Rooms []string `json:"rooms,omitempty"`
	Room  string   `json:"room,omitempty"`
	// Due, when set, is when the confirmed calls are to run: they are
	// scheduled, not run.
	Due time.Time `json:"due,omitzero"`
	// Undo, when set, are the calls that undo the confirmed calls of a
	// command said to last a while, due at UndoDue, allowed by UndoPlan
	// (lasting.go): the yes keeps them with the calls.
	Undo     []plannedCall `json:"undo,omitempty"`
	UndoPlan *audit.Plan   `json:"undo_plan,omitempty"`
	UndoDue  time.Time     `json:"undo_due,omitzero"`
	// Wish, when set, is the question a wish was answered with ("Turn
	// off Hall light?"): a yes does the clause on every option.
	Wish string `json:"wish,omitempty"`
	// Question is the question last asked, said again when asked to
	// (pardon.go).
	Question string `json:"question,omitempty"`
	// Summed says a confirmation asked its calls as a summary; Listed is
	// how many of their names "which ones?" and "more" have said.
	Summed bool `json:"summed,omitempty"`
	Listed int  `json:"listed,omitempty"`
}

type plannedCall struct {
	Call audit.Call `json:"call"`
	Risk risk.Level `json:"risk"`
	// Repairs are the attempts that made the arguments valid (fallback.go),
	// nil for the many calls with none.
	Repairs *[]llm.Attempt `json:"repairs,omitempty"`
}

// attempts are the call's repairs, none when it has none.
func (c plannedCall) attempts() []llm.Attempt {
	if c.Repairs == nil {
		return nil
	}
	return *c.Repairs
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

// reply handles an answer to the previous turn's question, or a
// correction of the previous turn ("no, the kitchen one").
func (t *turn) reply(r *ir.Reply, p *pending, expired bool) {
	switch {
	case p == nil && expired:
		t.finish(NotUnderstood, t.say(lang.MsgExpired))
	case r.Kind == ir.Other && (p == nil || p.Kind == "confirm"):
		// "the other one" after a choice, or to the yes it asked for:
		// the question is dropped (other.go)
		t.other(p)
	case p == nil && r.Kind == ir.Choice && r.Index == 0 && len(r.More) == 0 && t.sceneAlone(r.Text):
		// "good night", "movie time": the scene of that name (scenealone.go).
	case p == nil && r.Kind == ir.Choice && t.requestedAlone():
		// "the lamp please": on or off asked, never the last command
	case p == nil && r.Kind == ir.Choice && r.Index == 0 &&
		(t.followUp(t.req.Text, false) || len(r.More) == 0 && r.Text != t.req.Text && t.followUp(r.Text, t.saidOne(r))):
		// "the study's" with nothing asked: the last command, there; "the
		// landing one", 卧室那个呢: what the answer's words choose.
	case p == nil && r.Kind == ir.Choice && t.namedAlone():
		// "bedroom lights", "the study lamp": on or off asked
	case p == nil && r.Only && t.sceneAlone(r.Text):
		// 就晚安模式吧: the scene of that name (scenealone.go).
	case p == nil && r.Only:
		// "just the kitchen" with nothing asked: what of the last command
		// to keep is not said.
		t.finish(NotUnderstood, t.say(lang.MsgNothingPending))
	case r.Kind == ir.No && r.Text != "" && p != nil && p.Kind == "clarify":
		t.chosen(&ir.Reply{Kind: ir.Choice, Text: r.Text}, p)
	case r.Kind == ir.No && r.Text != "":
		if p != nil && p.Kind == "confirm" {
			t.sess.Clause = p.Clause // "no, the curtain": the command asked about, on it
		}
		t.correct(r.Text, t.saidOne(r), r.Instead && p == nil)
	case p == nil && r.Kind == ir.Choice && t.fallback():
		// words that only name, with nothing asked: what the grammar
		// cannot place goes to the model, as words it cannot read do.
	case p == nil && r.Kind == ir.Choice:
		t.res.Source = "none"
		t.finish(NotUnderstood, t.say(lang.MsgNotUnderstood))
	case p == nil && r.Kind == ir.Again:
		t.repeat() // followup.go
	case p == nil && r.Kind == ir.Retime && r.When != nil:
		t.retime(*r.When) // retime.go
	case p == nil && r.Kind == ir.Every && len(r.Except) == 0 && wholeHomeSaid(t.req.Text) && t.followUp(t.req.Text, false):
		// "the whole house" with nothing asked: the last command, there
	case p == nil && r.Kind == ir.Every && len(r.Except) > 0 && t.putBack(t.sess.Clause, named(r.Except)):
		// "except the bedside lamp" after the bedroom's lights were switched off (put_back.go)
	case p == nil && t.undoable(r):
		t.cancelChosen("", map[string]bool{t.sess.Set: true}) // undo.go
		t.sess.Set = ""
	case p == nil:
		t.finish(NotUnderstood, t.say(lang.MsgNothingPending))
	case r.Kind == ir.Unsure:
		// "maybe yes", 应该是吧: a doubt answers nothing; asked again.
		t.sess.Pending = p
		p.Bind.Turn = t.sess.Turn
		t.askAgain(p)
	case r.Kind == ir.No, yesOther(r, p):
		t.finish(Cancelled, t.say(lang.MsgCancelled))
	case p.Kind == "confirm" && (r.Kind == ir.Yes || r.Kind == ir.PIN) && t.stale(p):
		// the home changed since it was asked: cancelled, and said.
	case p.Kind == "confirm" && t.req.Unlisted:
		// asked before the home listed satellites: a client it does not
		// list confirms nothing.
		t.finish(Blocked, t.say(lang.MsgUnlisted))
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
		t.res.Question = t.say(lang.MsgPINWanted)
		t.res.Say = t.res.Question
	case p.Kind == "confirm" && r.Kind == ir.Yes:
		t.confirmed(p)
	case p.Kind == "confirm" && r.Kind == ir.Every && len(r.Except) > 0 && t.confirmBut(named(r.Except), p):
		// "except the bedroom" to "turn off all the lights?": confirmbut.go
	case p.Kind == "confirm":
		t.finish(Cancelled, t.say(lang.MsgCancelled))
	case p.Kind == "clarify" && r.Kind == ir.Every && len(r.Except) > 0:
		t.allBut(r.Except, p) // clarify.go
	case p.Kind == "clarify" && r.Kind == ir.PIN && optionNumber(r.Text) > 0:
		// "2", said to which one: the second, as "the second one" is; a
		// question of which is never answered by the PIN.
		t.chosen(&ir.Reply{Kind: ir.Choice, Index: optionNumber(r.Text)}, p)
	case r.Kind == ir.Choice || r.Kind == ir.Every || r.Kind == ir.Yes && (len(p.Options) == 1 || p.Wish != ""):
		t.chosen(r, p)
	default:
		t.sess.Pending = p
		p.Bind.Turn = t.sess.Turn
		t.askAgain(p)
	}
}

func (t *turn) confirmed(p *pending) {
	t.sess.Clause = forGood(p.Clause)
	calls := make([]risk.Call, len(p.Calls))
	for i, c := range p.Calls {
		calls[i] = risk.Call{Device: c.Call.Device, Command: c.Call.Command, Args: c.Call.Args}
	}
	for _, c := range p.Undo {
		calls = append(calls, risk.Call{Device: c.Call.Device, Command: c.Call.Command, Args: c.Call.Args})
	}
	if err := p.Bind.Accept(calls, t.sess.Turn, t.now); err != nil {
		t.finish(Blocked, t.say(lang.MsgConfirmRefused, err))
		return
	}
	var items []item
	for _, c := range p.Conds {
		items = append(items, item{cond: c})
	}
	if len(p.Undo) > 0 {
		t.undo = &undo{calls: p.Undo, plan: p.UndoPlan, due: p.UndoDue, confirmed: p}
	}
	if !p.Due.IsZero() {
		t.due = p.Due
		t.schedule(p.Plan, p.Calls, items, p)
		return
	}
	t.run(p.Plan, p.Calls, items)
}

// stale cancels a confirmation the home changed since it was asked (an
// import while edge runs), and says so: a device gone, or changed. It
// reports whether it did.
func (t *turn) stale(p *pending) bool {
	for i, c := range p.Calls {
		if _, ok := t.e.idx.Entity(c.Call.Device); !ok {
			t.finish(Cancelled, t.say(lang.MsgGone, at(p.Labels, i)))
			return true
		}
	}
	if changed := t.changed(p); len(changed) > 0 {
		t.finish(Cancelled, t.say(lang.MsgChanged, t.pack().List(changed, false)))
		return true
	}
	return false
}

// changed names the targets of a confirmation that the home changed since
// it was asked (an import while edge runs): defined otherwise (a device's
// risk, type, capabilities or driver; a scene's actions or their
// devices), of a risk above the one asked at, or critical where the home
// now wants the PIN and the question did not.
func (t *turn) changed(p *pending) []string {
	var names []string
	for i, c := range p.Calls {
		level, _ := t.e.riskNow(c.Call)
		if at(p.Defs, i) != t.e.definition(c.Call.Device) || level > c.Risk || level >= risk.Critical && t.e.pinHash != "" && !p.PIN {
			names = append(names, t.nameOf(c.Call.Device))
		}
	}
	return names
}

// definition is the digest of what the home says of a call's target: the
// device, or the scene and the devices of its actions (each but its
// initial state); "" for neither.
func (e *Engine) definition(id string) string {
	if d, ok := e.defs.get(id); ok {
		return hex.EncodeToString(d[:])
	}
	ent, ok := e.idx.Entity(id)
	if !ok {
		return ""
	}
	h := sha256.New()
	enc := json.NewEncoder(h) // maps are encoded with their keys sorted
	device := func(d *home.Device) error {
		def := *d
		def.State = nil
		return enc.Encode(def)
	}
	var err error
	switch ent.Kind {
	case index.Device:
		err = device(ent.Device)
	case index.Scene:
		err = enc.Encode(ent.Scene)
		for _, a := range ent.Scene.Actions {
			if m, ok := e.idx.Entity(a.Device); ok && m.Device != nil && err == nil {
				err = device(m.Device)
			}
		}
	default:
		return ""
	}
	if err != nil {
		return "" // never equal to a definition: the question is asked again
	}
	var d [sha256.Size]byte
	h.Sum(d[:0])
	e.defs.put(id, d)
	return hex.EncodeToString(d[:])
}

// digests keeps the digests of the definitions of one home, made once
// each: a sweep's thousands are asked about and confirmed. It is safe for
// concurrent use.
type digests struct {
	mu sync.Mutex
	m  map[string][sha256.Size]byte
}

func (d *digests) get(id string) ([sha256.Size]byte, bool) {
	d.mu.Lock()
	defer d.mu.Unlock()
	v, ok := d.m[id]
	return v, ok
}

func (d *digests) put(id string, v [sha256.Size]byte) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.m[id] = v
}

func (t *turn) askAgain(p *pending) {
	if p.Kind == "clarify" {
		t.clarify(p)
		return
	}
	t.res.Outcome = Confirm
	t.res.Say = t.say(lang.MsgConfirmAgain)
}
