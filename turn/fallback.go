package turn

import (
	"errors"
	"slices"
	"strings"
	"unicode"

	"edge/audit"
	"edge/index"
	"edge/ir"
	"edge/lang"
	"edge/llm"
	"edge/risk"
)

// The local model (package llm) in a turn. It is asked only when the
// grammar could not compile the words (fallback) and, for a turn whose IR
// came from it, when a call's arguments fail their schema (repair). What it
// returns is data: the IR goes through the same resolution, plan, monitor
// and risk gate as the grammar's, with these protections on top:
//
//   - llm.Compile accepts no reply (a model never says yes for the user),
//     no name, place or reference the user did not say, and no answer
//     that drops, adds or changes an exception, a condition, a negation,
//     a mode or a unit said (a negated utterance whose answer acts is
//     refused);
//   - the plan allows only the calls resolved from that IR, and the
//     monitor blocks anything else;
//   - an action of risk medium or above from the model's IR, or repaired by
//     the model, always asks for a yes, saying what was understood;
//   - a repair keeps the device and command, and may not change the
//     direction or any value the user gave (llm.RepairArgs); each attempt
//     is in the audit log with its number.

// Sources of a turn and of a call (Result.Source, audit.Call.Source).
const (
	sourceLLM    = "llm"
	sourceRepair = "repair"
)

// fallback asks the model for the IR of words the grammar could not
// compile, and carries it through the turn. It reports whether the model
// gave one; when it did not (no model, the server unavailable, no valid
// answer) the turn is not understood, as without a model.
func (t *turn) fallback() bool {
	if t.e.model == nil || saysTime(t.req.Text) {
		return false
	}
	prog, err := t.e.model.Compile(t.ctx, t.req.Text, t.e.vocabulary())
	if err != nil {
		t.e.logger.Debug("model fallback gave no IR", "err", err)
		return false
	}
	if !scopeSaid(prog, t.req.Text) {
		t.e.logger.Debug("model fallback widened a target to all; refused")
		return false
	}
	if !lang.Said(t.req.Text, lang.AllWords) {
		// all said only as a plural ("the lites"): said nowhere in
		// particular, it asks which room first.
		for i := range prog.Clauses {
			if tg := &prog.Clauses[i].Target; tg.All && len(tg.Except) == 0 {
				tg.Plural = true
			}
		}
	}
	t.res.Source = sourceLLM
	t.res.IR = prog
	t.clauses(prog.Clauses)
	return true
}

// scopeSaid reports whether every target the model's IR widens to "all"
// was said as all: a word of any pack's lang.AllWords, or an English
// plural of a class word ("lights"). The model may not turn "the kitchen
// light" into everything in the kitchen.
func scopeSaid(prog *ir.Program, text string) bool {
	said := lang.Said(text, lang.AllWords)
	for _, w := range strings.FieldsFunc(strings.ToLower(text), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		said = said || plural(w)
	}
	for _, cl := range prog.Clauses {
		if (cl.Target.All || cl.Condition != nil && cl.Condition.Target.All) && !said {
			return false
		}
	}
	return true
}

// plural reports whether w is the marked plural of a class word.
func plural(w string) bool {
	_, pl := lang.ClassOf(w)
	return pl
}

// vocabulary is what the model may be told about the home: the names and
// aliases of its rooms and floors.
func (e *Engine) vocabulary() llm.Vocabulary {
	var v llm.Vocabulary
	for _, r := range e.home.Rooms {
		v.Places = append(append(v.Places, r.Name), r.Aliases...)
	}
	for _, f := range e.home.Floors {
		v.Places = append(append(v.Places, f.Name), f.Aliases...)
	}
	return v
}

// markSource marks the calls planned from the model's IR as its.
func (t *turn) markSource(calls []plannedCall) {
	if t.res.Source != sourceLLM {
		return
	}
	for i := range calls {
		if calls[i].Call.Source == "grammar" {
			calls[i].Call.Source = sourceLLM
		}
	}
}

// repair tries to make a call's arguments valid after they failed
// validation with verr: deterministic coercions, and model rounds when the
// turn's IR came from the model (the grammar path never waits on it). Each
// attempt is audited with its number. A valid result is a call of the same
// device and command, allowed by the plan: the repair changed only how the
// user's values are written. Otherwise the call comes back with its
// attempts and the reason.
func (t *turn) repair(plan *audit.Plan, c plannedCall, verr error) (plannedCall, error) {
	ent, ok := t.e.idx.Entity(c.Call.Device)
	if !ok || ent.Kind != index.Device {
		return c, verr
	}
	var model *llm.Client
	if t.res.Source == sourceLLM {
		model = t.e.model
	}
	rep := llm.RepairArgs(t.ctx, model, ent.Device, c.Call.Command, c.Call.Args, verr)
	c.Repairs = &rep.Attempts
	for _, a := range rep.Attempts {
		call := audit.Call{Device: c.Call.Device, Command: c.Call.Command, Args: a.Args, Source: sourceRepair}
		dec := audit.Decision{Allow: true, Reason: audit.OK}
		switch a.Result {
		case llm.Blocked:
			dec = audit.Decision{Reason: audit.RepairBlocked, Detail: a.Error}
		case llm.Invalid, llm.Failed:
			dec = audit.Decision{Reason: audit.InvalidArgs, Detail: a.Error}
		}
		t.record(audit.Entry{Time: t.now, Session: t.req.Session, Channel: t.req.Channel, Text: t.req.Text, Call: &call,
			Attempt: a.N, Decision: dec, Risk: c.Risk.String(), Outcome: "repair"})
	}
	if rep.Args == nil {
		return c, rep.Err
	}
	fixed := audit.Call{Device: c.Call.Device, Command: c.Call.Command, Args: rep.Args, Source: sourceRepair}
	if dec := plan.Repaired(c.Call, fixed, t.target(fixed.Device)); !dec.Allow {
		t.audit(fixed, dec, c.Risk, Blocked)
		return c, errors.New(dec.Detail)
	}
	c.Call = fixed
	return c, nil
}

// fromModel reports whether a call's action is the model's: planned from
// its IR, or with arguments it repaired.
func (t *turn) fromModel(c plannedCall) bool {
	a := c.attempts()
	return t.res.Source == sourceLLM || len(a) > 0 && a[len(a)-1].By == llm.ByModel
}

// modelConfirm is the confirmation rule for the model's actions: medium
// risk or above always asks.
func (t *turn) modelConfirm(c plannedCall) bool {
	return c.Risk >= risk.Medium && t.fromModel(c)
}

// confirmQuestion asks for a yes, or the PIN, saying when a command put
// off runs; for the model's actions it says them as understood. Calls
// too many to listen to are said as a summary (summed).
func (t *turn) confirmQuestion(calls []plannedCall, pin bool) (question string, summed bool) {
	what, summed := t.summed(calls, false)
	if summed {
		what = t.pack().Describe([]string{what})
	} else {
		what = t.describe(calls)
	}
	switch {
	case t.undo != nil:
		what = t.say(lang.MsgLastingAsk, what, t.undoWhat(), t.clock(t.undo.due))
	case !t.due.IsZero():
		what = t.say(lang.MsgDueAt, what, t.clock(t.due)) // "Turn on Kettle at 07:00?"
	}
	m := lang.MsgConfirm
	switch {
	case summed && pin:
		m = lang.MsgConfirmManyPIN
	case summed:
		m = lang.MsgConfirmMany
	case pin:
		m = lang.MsgConfirmPIN
	}
	if slices.ContainsFunc(calls, t.fromModel) {
		m = lang.MsgConfirmUnderstood
		if pin {
			m = lang.MsgConfirmPINUnderstood
		}
	}
	return t.say(m, what), summed
}
