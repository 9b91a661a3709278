package audit

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"

	"edge/lang"
)

// The reference monitor: a call checked against the plan and what the
// home says of its target, in the order of the package comment.

// Target is what the home says about the target of a call.
type Target struct {
	// Commands are the commands the device or scene accepts; nil when the
	// home has no such device or scene.
	Commands []string
	// VoiceOff says the home's policy keeps edge's commands off the
	// device (voice: false).
	VoiceOff bool
}

// Check is the reference monitor for a call that acts: it decides whether
// it may run under the plan, checking in the order of the package
// documentation (all but the rate limit, which Limiter.Take adds for calls
// that run).
func (p *Plan) Check(c Call, t Target) Decision {
	switch {
	case t.Commands == nil:
		return deny(NoSuchDevice, "no device or scene %q", c.Device)
	case t.VoiceOff:
		return deny(Policy, "%s is not to be commanded by voice (voice: false)", c.Device)
	case !slices.Contains(t.Commands, c.Command):
		return deny(NoSuchCommand, "%s has no command %q", c.Device, c.Command)
	case !p.has(StepAct):
		return deny(NotInSketch, "the plan makes no calls, so %s %s has no step", c.Device, c.Command)
	}
	var best *Decision
	try := func(con Constraint) bool {
		d := within(con, c)
		if d.Allow {
			return true
		}
		if best == nil || best.Reason == ArgOutOfBound && d.Reason != ArgOutOfBound {
			best = &d
		}
		return false
	}
	cands, allow := p.lookup(c.Device, c.Command)
	for _, cand := range cands {
		if sameArgs(cand.Args, c.Args) || try(Exact(cand)) {
			return Allowed
		}
	}
	for _, i := range allow {
		if try(p.Allow[i]) {
			return Allowed
		}
	}
	if best != nil {
		return *best
	}
	return deny(NotInPlan, "%s %s is not something the user asked for", c.Device, c.Command)
}

// CheckRead decides whether a device may be read under the plan: a read
// step lists it, whether or not the words named it (the sensor of a
// condition, the device of a relative change).
func (p *Plan) CheckRead(id string) Decision {
	if !p.has(StepRead) {
		return deny(NotInSketch, "the plan reads nothing, so reading %s has no step", id)
	}
	if p.reads == nil || p.readSteps != len(p.Steps) {
		p.reads, p.readSteps = map[string]bool{}, len(p.Steps)
		for _, s := range p.Steps {
			if s.Kind == StepRead {
				for _, r := range s.Reads {
					p.reads[r] = true
				}
			}
		}
	}
	if p.reads[id] {
		return Allowed
	}
	return deny(NotInPlan, "reading %s is not part of the plan", id)
}

// Repaired decides whether repaired, a call whose arguments were rewritten
// to fit its command's schema, may stand for orig, a call the plan admits;
// when it may, it joins orig's step as a candidate. A repair keeps the
// device, the command and the number of arguments (an argument may only
// be renamed, to one the call did not have), every number said, and the
// kind and sign of every relative change (an argument named *_step); it
// changes only how a value said as text is written, or what it is called.
func (p *Plan) Repaired(orig, repaired Call, t Target) Decision {
	if d := p.Check(orig, t); !d.Allow {
		return d
	}
	switch {
	case repaired.Device != orig.Device:
		return deny(RepairBlocked, "the repair names another device (%s)", repaired.Device)
	case repaired.Command != orig.Command:
		return deny(RepairBlocked, "the repair names another command (%s)", repaired.Command)
	case len(repaired.Args) != len(orig.Args):
		return deny(RepairBlocked, "the repair adds or drops arguments")
	}
	var gone, added []string
	for k := range orig.Args {
		if _, ok := repaired.Args[k]; !ok {
			gone = append(gone, k)
		}
	}
	for k := range repaired.Args {
		if _, ok := orig.Args[k]; !ok {
			added = append(added, k)
		}
	}
	sort.Strings(gone)
	sort.Strings(added)
	for k, v := range orig.Args {
		name := k
		if i := slices.Index(gone, k); i >= 0 {
			name = added[i]
		}
		if strings.HasSuffix(k, "_step") != strings.HasSuffix(name, "_step") {
			return deny(RepairBlocked, "the repair turns %s into %s", k, name)
		}
		if d := keeps(k, v, repaired.Args[name]); !d.Allow {
			return d
		}
	}
	for i := range p.Steps {
		if p.Steps[i].Kind == StepAct && slices.ContainsFunc(p.Steps[i].Runs, func(r Run) bool { return r.Command == orig.Command && slices.Contains(r.Devices, orig.Device) }) {
			p.Steps[i].Runs = append(p.Steps[i].Runs, Run{Command: repaired.Command, Args: repaired.Args, Source: repaired.Source, Devices: []string{repaired.Device}})
			p.index = nil
			return Allowed
		}
	}
	p.Allow = append(p.Allow, Exact(repaired))
	return Allowed
}

// keeps decides whether r, the repaired value of argument k, keeps what
// v, its value as said, meant: the same number, or the sign of a step.
func keeps(k string, v, r any) Decision {
	if f, isNum := number(v); isNum {
		if g, ok := number(r); !ok || g != f {
			return deny(RepairBlocked, "the repair changes %s, which was %v", k, v)
		}
		return Allowed
	}
	if s, ok := sign(v); ok && strings.HasSuffix(k, "_step") {
		if g, ok := number(r); !ok || g == 0 || (g > 0) != (s > 0) {
			return deny(RepairBlocked, "the repair changes the direction of %s", k)
		}
	}
	return Allowed
}

func (p *Plan) has(kind string) bool {
	return slices.ContainsFunc(p.Steps, func(s Step) bool { return s.Kind == kind })
}

// sameArgs reports whether a call with args b is the call with args a as
// Exact admits it: the same names, each number equal to its number and
// each text to its text. It is false for anything else, which within
// decides.
func sameArgs(a, b map[string]any) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		w, ok := b[k]
		if !ok {
			return false
		}
		f, isNum := number(v)
		g, ok := number(w)
		switch s, isText := v.(string); {
		case isNum && ok && f == g:
		case isText && !ok && w == any(s):
		default:
			return false
		}
	}
	return true
}

func within(con Constraint, c Call) Decision {
	for k, v := range c.Args {
		b, ok := con.Args[k]
		if !ok {
			return deny(ArgNotAllowed, "argument %q of %s %s was not asked for", k, c.Device, c.Command)
		}
		if b.Text != "" || b.EmptyText {
			if _, isNum := number(v); isNum || fmt.Sprint(v) != b.Text {
				return deny(ArgOutOfBound, "%s=%v, asked for %s", k, v, b.Text)
			}
			continue
		}
		f, ok := number(v)
		if !ok || f < b.Min || f > b.Max {
			return deny(ArgOutOfBound, "%s=%v is outside %g–%g", k, v, b.Min, b.Max)
		}
	}
	if con.Exact {
		for k := range con.Args {
			if _, ok := c.Args[k]; !ok {
				return deny(ArgMissing, "%s %s lacks %s, which was asked for", c.Device, c.Command, k)
			}
		}
	}
	return Allowed
}

func number(v any) (float64, bool) {
	var f float64
	switch n := v.(type) {
	case float64:
		f = n
	case int:
		f = float64(n)
	case int64:
		f = float64(n)
	default:
		return 0, false
	}
	if math.IsNaN(f) {
		return 0, false
	}
	return f, true
}

// sign reads the direction of a relative change written as text: a sign
// ("+10", "-5", "−1"), a number, or a word of direction of any language
// (lang.DownWords, lang.UpWords: "down a notch"); ok is false when the
// text says none, or both.
func sign(v any) (float64, bool) {
	s, ok := v.(string)
	if !ok {
		return 0, false
	}
	s = strings.ToLower(strings.TrimSpace(s))
	switch {
	case strings.HasPrefix(s, "-"), strings.HasPrefix(s, "−"):
		return -1, true
	case strings.HasPrefix(s, "+"):
		return 1, true
	}
	if f, err := strconv.ParseFloat(s, 64); err == nil && f != 0 {
		return f, true
	}
	switch down, up := lang.Said(s, lang.DownWords), lang.Said(s, lang.UpWords); {
	case down && !up:
		return -1, true
	case up && !down:
		return 1, true
	}
	return 0, false
}
