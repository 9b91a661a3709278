// Package audit owns steps 3 and 4 of the path: the plan of a turn (its
// steps and the constraint set derived from the user's words and the
// resolution, never from device data) and the reference monitor that checks
// every call against it before it runs, whatever produced the call. Every
// decision is appended to a hash-chained log (log.go).
package audit

import (
	"fmt"
	"slices"
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

// Bound limits a numeric argument (inclusive) or fixes a text one.
type Bound struct {
	Min  float64 `json:"min"`
	Max  float64 `json:"max"`
	Text string  `json:"text,omitempty"`
}

// Constraint allows one command on one device, with bounds on named
// arguments; an argument without a bound is not allowed.
type Constraint struct {
	Device  string           `json:"device"`
	Command string           `json:"command"`
	Args    map[string]Bound `json:"args,omitempty"`
}

// Step is one step of a plan: the reads it needs and the calls it may make.
type Step struct {
	Reads []string `json:"reads,omitempty"`
	Calls []Call   `json:"calls,omitempty"`
}

// Plan is the sketch of a turn and its constraint set: what the user's
// words allow, and nothing else.
type Plan struct {
	Steps []Step `json:"steps"`
	// Allow lists the explicit allow constraints.
	Allow []Constraint `json:"allow"`
}

// Reason is the machine-readable reason of a decision.
type Reason string

// Reasons.
const (
	OK            Reason = "ok"
	NotInPlan     Reason = "not_in_plan"     // no step of the plan has this device and command
	ArgNotAllowed Reason = "arg_not_allowed" // an argument the plan does not allow
	ArgOutOfBound Reason = "arg_out_of_bound"
	NoSuchDevice  Reason = "no_such_device"
	NoSuchCommand Reason = "no_such_command" // the device has no such command
	InvalidArgs   Reason = "invalid_args"    // the arguments fail the command's schema
	RepairBlocked Reason = "repair_blocked"  // a repair tried to change the device, command, direction or a value said
)

// Decision is the monitor's verdict on one call.
type Decision struct {
	Allow  bool   `json:"allow"`
	Reason Reason `json:"reason"`
	Detail string `json:"detail,omitempty"`
}

func deny(r Reason, format string, a ...any) Decision {
	return Decision{Reason: r, Detail: fmt.Sprintf(format, a...)}
}

// AllowCall adds a step with one call and its exact constraint.
func (p *Plan) AllowCall(c Call) {
	p.Steps = append(p.Steps, Step{Calls: []Call{c}})
	p.Allow = append(p.Allow, Exact(c))
}

// Exact is the constraint that admits exactly this call.
func Exact(c Call) Constraint {
	con := Constraint{Device: c.Device, Command: c.Command, Args: map[string]Bound{}}
	for k, v := range c.Args {
		if f, ok := number(v); ok {
			con.Args[k] = Bound{Min: f, Max: f}
		} else {
			con.Args[k] = Bound{Text: fmt.Sprint(v)}
		}
	}
	return con
}

// AddReads adds a step that reads devices.
func (p *Plan) AddReads(ids ...string) {
	p.Steps = append(p.Steps, Step{Reads: ids})
}

// Check is the reference monitor: it decides whether a call may run under
// the plan. commands are the commands the named target accepts (nil when
// the home has no such device or scene). A call passes only when the
// target exists and has the command, a constraint of the plan names the
// target and command, and every argument is within that constraint's
// bounds.
func (p *Plan) Check(c Call, commands []string) Decision {
	if commands == nil {
		return deny(NoSuchDevice, "no device or scene %q", c.Device)
	}
	if !slices.Contains(commands, c.Command) {
		return deny(NoSuchCommand, "%s has no command %q", c.Device, c.Command)
	}
	var best *Decision
	for _, con := range p.Allow {
		if con.Device != c.Device || con.Command != c.Command {
			continue
		}
		d := within(con, c)
		if d.Allow {
			return d
		}
		best = &d
	}
	if best != nil {
		return *best
	}
	return deny(NotInPlan, "%s %s is not something the user asked for", c.Device, c.Command)
}

// CheckRead decides whether a device may be read under the plan.
func (p *Plan) CheckRead(id string) Decision {
	for _, s := range p.Steps {
		for _, r := range s.Reads {
			if r == id {
				return Decision{Allow: true, Reason: OK}
			}
		}
	}
	return deny(NotInPlan, "reading %s is not part of the plan", id)
}

func within(con Constraint, c Call) Decision {
	for k, v := range c.Args {
		b, ok := con.Args[k]
		if !ok {
			return deny(ArgNotAllowed, "argument %q of %s %s was not asked for", k, c.Device, c.Command)
		}
		if b.Text != "" {
			if fmt.Sprint(v) != b.Text {
				return deny(ArgOutOfBound, "%s=%v, asked for %s", k, v, b.Text)
			}
			continue
		}
		f, ok := number(v)
		if !ok || f < b.Min || f > b.Max {
			return deny(ArgOutOfBound, "%s=%v is outside %g–%g", k, v, b.Min, b.Max)
		}
	}
	return Decision{Allow: true, Reason: OK}
}

func number(v any) (float64, bool) {
	switch n := v.(type) {
	case float64:
		return n, true
	case int:
		return float64(n), true
	case int64:
		return float64(n), true
	}
	return 0, false
}
