package turn

import (
	"context"
	"fmt"

	"edge/audit"
	"edge/drivers"
	"edge/index"
	"edge/ir"
	"edge/lang"
	"edge/risk"
)

// Call is one command, or a read, asked of a device of this home from
// outside the words: by another gateway, or by Home Assistant, over MQTT.
type Call struct {
	Device  string
	Command string // a command of the device, or CommandRead
	Args    map[string]any
	// Channel and Source say where it came from, for the audit log
	// ("mqtt", and "edge:GATEWAY" or "hass").
	Channel string
	Source  string
}

// CommandRead is the Call command that reads a device's state.
const CommandRead = "read"

// CallResult is what became of a Call.
type CallResult struct {
	// Status is StatusDone, StatusFailed or StatusBlocked.
	Status string `json:"status"`
	// State is the device's state after a command that was done, or as
	// read.
	State map[string]any `json:"state,omitempty"`
	// Error says why it failed or was blocked.
	Error string `json:"error,omitempty"`
}

// needsYes is the audit reason of a call from outside the words that
// would need a person's yes.
const needsYes audit.Reason = "needs_confirmation"

// Call carries out one call as a turn would: the plan allows exactly it,
// the monitor checks it (the device's policy, its commands, the
// arguments' schema, the rate limit), the audit log records the decision
// and the result, and the driver runs it. No one here said it, so a call
// whose risk needs a yes (high or critical) is blocked: it is for a person
// to say it to this gateway. A read is audited too.
func (e *Engine) Call(ctx context.Context, c Call) CallResult {
	e.running.RLock()
	defer e.running.RUnlock()
	e.mu.Lock()
	defer e.mu.Unlock()
	call := audit.Call{Device: c.Device, Command: c.Command, Args: argsOrEmpty(c.Args), Source: c.Source}
	req := Request{Text: call.String(), Session: c.Channel + ":" + c.Source, Channel: c.Channel}
	t := &turn{e: e, ctx: ctx, now: e.clock(), sess: &session{}, req: req, key: sessionKey(req)}
	code := lang.Default().Code()
	t.res = Result{Lang: code, Actions: []Action{}, Reads: []Read{}, Options: []Option{}, IR: &ir.Program{Lang: code}}
	// The decisions, and the results of a call started, are written
	// together at the end (the call's own entry before its driver runs).
	defer func() {
		if _, err := t.commit(nil, true); err != nil {
			e.logger.Error("audit log: the entries of a call from outside were not written", "device", c.Device, "err", err)
		}
	}()
	blocked := func(d audit.Decision, l risk.Level) CallResult {
		t.audit(call, d, l, Blocked)
		return CallResult{Status: StatusBlocked, Error: d.Detail}
	}
	ent, ok := e.idx.Entity(c.Device)
	if !ok || ent.Kind != index.Device {
		return blocked(audit.Decision{Reason: audit.NoSuchDevice, Detail: fmt.Sprintf("no device %q here", c.Device)}, risk.Low)
	}
	dev := ent.Device
	var plan audit.Plan
	if c.Command == CommandRead {
		plan.AddReads(whyQuestion, dev.ID)
		dec := plan.CheckRead(dev.ID)
		if !dec.Allow {
			return blocked(dec, risk.Low)
		}
		rctx, cancel := context.WithTimeout(ctx, CallTimeout)
		defer cancel()
		state, err := e.drv.ReadFresh(rctx, dev, 0)
		if err != nil {
			t.audit(call, dec, risk.Low, Failed)
			return CallResult{Status: StatusFailed, Error: e.unsaid(err.Error())}
		}
		t.audit(call, dec, risk.Low, Answer)
		return CallResult{Status: StatusDone, State: e.unsaidState(state)}
	}
	plan.AllowCall(call)
	level := dev.LevelOf(c.Command, call.Args)
	pc := plannedCall{Call: call, Risk: level}
	if !t.precheck(&plan, []plannedCall{pc}) {
		return CallResult{Status: StatusBlocked, Error: t.res.Actions[0].Error}
	}
	if err := t.validate(&drivers.Checker{}, call); err != nil {
		return blocked(audit.Decision{Reason: audit.InvalidArgs, Detail: err.Error()}, level)
	}
	if risk.NeedsConfirm(level) {
		return blocked(audit.Decision{Reason: needsYes, Detail: fmt.Sprintf("%s %s is a %s-risk action: it needs a person's yes, said to the gateway that owns %s", c.Device, c.Command, level, c.Device)}, level)
	}
	jobs := t.admit(&plan, []plannedCall{pc})
	t.start(jobs)
	if status, msg := jobs[0].outcome(); status != StatusDone {
		return CallResult{Status: status, Error: msg}
	}
	rctx, cancel := context.WithTimeout(ctx, CallTimeout)
	defer cancel()
	state, err := e.drv.ReadFresh(rctx, dev, 0)
	if err != nil {
		e.logger.Debug("reading a device after a call", "device", dev.ID, "err", e.unsaidErr(err))
	}
	return CallResult{Status: StatusDone, State: e.unsaidState(state)}
}
