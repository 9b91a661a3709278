// Package audit owns steps 3 and 4 of the path: the plan of a turn (its
// steps and the constraint set derived from the user's words and the
// resolution, never from device data) and the reference monitor that checks
// every call against it before it runs, whatever produced the call. Every
// decision is appended to a hash-chained log (log.go) kept in the store's
// transactions: the entry of a call is committed before the call runs and
// its result after (Begin, Finish), and the log's retention (keep.go)
// removes old entries behind a checkpoint that keeps the chain verifiable.
//
// The monitor (Plan.Check, Plan.CheckRead, Plan.Repaired, Limiter.Take)
// decides in this order, and says why in a Reason:
//
//  1. base permission: the target exists (no_such_device), the home's
//     policy lets edge command it (policy: a device marked voice: false),
//     and it has the command (no_such_command);
//  2. consistency with the sketch: the plan has a step of that kind, an
//     action or a read (not_in_sketch);
//  3. minimum necessity: a step lists the call among its candidates, or an
//     explicit allow constraint names its target and command (not_in_plan).
//     Nothing else admits a call: no word overlap, no similarity;
//  4. argument bounds: every argument is within the bounds of the
//     candidate or constraint (arg_not_allowed, arg_out_of_bound), and a
//     call planned with exact arguments keeps them all (arg_missing);
//  5. a rate limit per device (rate_limited), for calls that run.
package audit

import (
	"fmt"
	"sort"
	"strings"
)

// Call is one command on one device, as something proposes to run it.
type Call struct {
	Device  string         `json:"device"`
	Command string         `json:"command"`
	Args    map[string]any `json:"args"`
	// Source is what produced the call: grammar, scene, llm, repair.
	Source string `json:"source"`
}

func (c Call) String() string {
	keys := make([]string, 0, len(c.Args))
	for k := range c.Args {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	b.WriteString(c.Device + "." + c.Command)
	for _, k := range keys {
		fmt.Fprintf(&b, " %s=%v", k, c.Args[k])
	}
	return b.String()
}

// Bound limits a numeric argument (inclusive) or fixes a text one: Text,
// or the empty text when EmptyText is set.
type Bound struct {
	Min       float64 `json:"min"`
	Max       float64 `json:"max"`
	Text      string  `json:"text,omitempty"`
	EmptyText bool    `json:"empty_text,omitempty"`
}

// Constraint allows one command on one device, with bounds on named
// arguments; an argument without a bound is not allowed. An exact
// constraint (the call as planned) also needs every bounded argument.
type Constraint struct {
	Device  string           `json:"device"`
	Command string           `json:"command"`
	Args    map[string]Bound `json:"args,omitempty"`
	Exact   bool             `json:"exact,omitempty"`
}

// Kinds of step.
const (
	StepRead = "read"
	StepAct  = "act"
)

// Step is one step of a plan, in order: the devices it reads, or the calls
// it may make (its candidates, in runs; none when explicit allow
// constraints say what it may do). Why says what a read is for: a
// question, a condition, a relative change.
type Step struct {
	Kind  string   `json:"kind"`
	Why   string   `json:"why,omitempty"`
	Reads []string `json:"reads,omitempty"`
	Runs  []Run    `json:"runs,omitempty"`
}

// Run is candidates one after the other that differ only in their device:
// one command, its arguments and a source, on each of Devices. A sweep's
// thousands of candidates are a run or a few, not a call each.
type Run struct {
	Command string         `json:"command"`
	Args    map[string]any `json:"args"`
	Source  string         `json:"source"`
	Devices []string       `json:"devices"`
}

// Candidates lists the step's candidates one by one, in order.
func (s Step) Candidates() []Call {
	var out []Call
	for _, r := range s.Runs {
		for _, d := range r.Devices {
			out = append(out, r.call(d))
		}
	}
	return out
}

func (r *Run) call(device string) Call {
	return Call{Device: device, Command: r.Command, Args: r.Args, Source: r.Source}
}

// joins reports whether c is a candidate of the run but for its device.
func (r *Run) joins(c Call) bool {
	return c.Command == r.Command && c.Source == r.Source && SameArgs(c.Args, r.Args)
}

// Plan is the sketch of a turn and its constraint set: what the user's
// words allow, and nothing else.
type Plan struct {
	Steps []Step `json:"steps"`
	// Allow lists the explicit allow constraints.
	Allow []Constraint `json:"allow"`
	// index finds the candidates and constraints of a device and command
	// (built when first needed, again when steps or constraints were
	// added; AllowCall and Repaired, which add candidates, drop it).
	index *planIndex
	// last is how many steps the plan had after its last AllowCall: when
	// no step was added since, the next call joins that step.
	last int
	// reads are the devices of the read steps, as a set once a question
	// about thousands asks (CheckRead), with the number of steps then.
	reads     map[string]bool
	readSteps int
}

// planIndex is the candidates of a plan's action steps and its allow
// constraints by device and command, each in the plan's order.
type planIndex struct {
	steps, allows int
	calls         map[[2]string][]Call
	allow         map[[2]string][]int
}

// lookup returns the candidates and allow constraints of device and command.
func (p *Plan) lookup(device, command string) ([]Call, []int) {
	if ix := p.index; ix == nil || ix.steps != len(p.Steps) || ix.allows != len(p.Allow) {
		ix = &planIndex{steps: len(p.Steps), allows: len(p.Allow), calls: map[[2]string][]Call{}, allow: map[[2]string][]int{}}
		for _, s := range p.Steps {
			if s.Kind != StepAct {
				continue
			}
			for i := range s.Runs {
				r := &s.Runs[i]
				for _, d := range r.Devices {
					k := [2]string{d, r.Command}
					ix.calls[k] = append(ix.calls[k], r.call(d))
				}
			}
		}
		for i, con := range p.Allow {
			k := [2]string{con.Device, con.Command}
			ix.allow[k] = append(ix.allow[k], i)
		}
		p.index = ix
	}
	k := [2]string{device, command}
	return p.index.calls[k], p.index.allow[k]
}

// Reason is the machine-readable reason of a decision.
type Reason string

// Reasons.
const (
	OK            Reason = "ok"
	NoSuchDevice  Reason = "no_such_device"
	Policy        Reason = "policy"          // the home's policy keeps edge's commands off the device (voice: false)
	NoSuchCommand Reason = "no_such_command" // the device has no such command
	NotInSketch   Reason = "not_in_sketch"   // the plan has no step of this kind (an action in a question, a read in a plan without reads)
	NotInPlan     Reason = "not_in_plan"     // no step's candidates and no allow constraint name this device and command
	ArgNotAllowed Reason = "arg_not_allowed" // an argument the plan does not allow
	ArgOutOfBound Reason = "arg_out_of_bound"
	ArgMissing    Reason = "arg_missing"    // an argument of the planned call is missing
	RateLimited   Reason = "rate_limited"   // the device had as many commands as the rate limit allows
	InvalidArgs   Reason = "invalid_args"   // the arguments fail the command's schema
	RepairBlocked Reason = "repair_blocked" // a repair tried to change the device, command, direction or a value said
	WrongPIN      Reason = "wrong_pin"      // the confirmation's PIN was wrong
	PINLocked     Reason = "pin_locked"     // too many wrong PINs: critical actions wait
)

// Decision is the monitor's verdict on one call.
type Decision struct {
	Allow  bool   `json:"allow"`
	Reason Reason `json:"reason"`
	Detail string `json:"detail,omitempty"`
}

// Allowed is the decision that lets a call run.
var Allowed = Decision{Allow: true, Reason: OK}

func deny(r Reason, format string, a ...any) Decision {
	return Decision{Reason: r, Detail: fmt.Sprintf(format, a...)}
}

// AllowCall allows c: a candidate of an act step, a new one unless the
// last step is the one of the calls allowed just before (a sweep's calls
// are one step), in the run of the call before when it differs only in
// its device. A candidate admits exactly its call (Exact): it needs no
// allow constraint of its own.
func (p *Plan) AllowCall(c Call) {
	n := len(p.Steps)
	if n == 0 || p.last != n || p.Steps[n-1].Kind != StepAct {
		p.Steps = append(p.Steps, Step{Kind: StepAct})
		n++
	}
	s := &p.Steps[n-1]
	if k := len(s.Runs) - 1; k >= 0 && s.Runs[k].joins(c) {
		s.Runs[k].Devices = append(s.Runs[k].Devices, c.Device)
	} else {
		s.Runs = append(s.Runs, Run{Command: c.Command, Args: c.Args, Source: c.Source, Devices: []string{c.Device}})
	}
	p.last, p.index = len(p.Steps), nil
}

// AllowRun allows c on each of devices, as AllowCall would one after the
// other; the run keeps devices.
func (p *Plan) AllowRun(c Call, devices []string) {
	if len(devices) == 0 {
		return
	}
	c.Device = devices[0]
	p.AllowCall(c)
	s := &p.Steps[len(p.Steps)-1]
	r := &s.Runs[len(s.Runs)-1]
	if len(r.Devices) == 1 {
		r.Devices = devices
	} else {
		r.Devices = append(r.Devices, devices[1:]...)
	}
}

// AddStep adds a step without candidates: what it may do is said by
// explicit allow constraints.
func (p *Plan) AddStep(kind, why string) {
	p.Steps = append(p.Steps, Step{Kind: kind, Why: why})
}

// Exact is the constraint that admits exactly this call.
func Exact(c Call) Constraint {
	con := Constraint{Device: c.Device, Command: c.Command, Exact: true}
	if len(c.Args) > 0 {
		con.Args = make(map[string]Bound, len(c.Args))
	}
	for k, v := range c.Args {
		if f, ok := number(v); ok {
			con.Args[k] = Bound{Min: f, Max: f}
		} else {
			t := fmt.Sprint(v)
			con.Args[k] = Bound{Text: t, EmptyText: t == ""}
		}
	}
	return con
}

// AddReads adds a step that reads devices, for why (a question, a
// condition, a relative change).
func (p *Plan) AddReads(why string, ids ...string) {
	p.Steps = append(p.Steps, Step{Kind: StepRead, Why: why, Reads: ids})
}
