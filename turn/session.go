package turn

import (
	"encoding/json"
	"time"

	"edge/audit"
	"edge/ir"
	"edge/lang"
	"edge/llm"
	"edge/risk"
)

// A session between turns: what was last acted on, and a question or
// confirmation waiting for its answer; the answers to them.

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
	// the order asked.
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
	case p == nil && r.Kind == ir.Choice && r.Index == 0 && t.followUp(t.req.Text):
		// "the study's" with nothing asked: the last command, there.
	case r.Kind == ir.No && r.Text != "" && p != nil && p.Kind == "clarify":
		t.chosen(&ir.Reply{Kind: ir.Choice, Text: r.Text}, p)
	case r.Kind == ir.No && r.Text != "":
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
	case r.Kind == ir.Choice || r.Kind == ir.Every || r.Kind == ir.Yes && len(p.Options) == 1:
		t.chosen(r, p)
	default:
		t.sess.Pending = p
		p.Bind.Turn = t.sess.Turn
		t.askAgain(p)
	}
}

func (t *turn) confirmed(p *pending) {
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
