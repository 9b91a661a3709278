package audit_test

import (
	"fmt"
	"slices"
	"testing"

	"edge/audit"
)

// gen turns fuzz bytes into plans and calls over a small universe, so that
// random calls often come near the plan: the same device, command or
// arguments.
type gen struct{ b []byte }

func (g *gen) next() int {
	if len(g.b) == 0 {
		return 0
	}
	v := int(g.b[0])
	g.b = g.b[1:]
	return v
}

var (
	fuzzDevices  = []string{"light.a", "lock.b", "fan.c", "scene.d"}
	fuzzCommands = []string{"on", "off", "unlock", "set", "activate"}
	fuzzArgs     = []string{"brightness", "speed", "brightness_step", "color"}
	fuzzTexts    = []string{"red", "blue", "half", "+5", "-5", ""}
)

func (g *gen) pick(list []string) string { return list[g.next()%len(list)] }

func (g *gen) value() any {
	v := g.next()
	if v%3 == 0 {
		return g.pick(fuzzTexts)
	}
	return float64(int8(g.next())) / float64(1+v%4)
}

func (g *gen) args() map[string]any {
	args := map[string]any{}
	for range g.next() % 3 {
		args[g.pick(fuzzArgs)] = g.value()
	}
	return args
}

func (g *gen) call() audit.Call {
	return audit.Call{Device: g.pick(fuzzDevices), Command: g.pick(fuzzCommands), Args: g.args(), Source: g.pick([]string{"grammar", "llm", "repair", "scene"})}
}

func (g *gen) plan() audit.Plan {
	var p audit.Plan
	for range g.next() % 5 {
		switch g.next() % 4 {
		case 0:
			p.AllowCall(g.call())
		case 1:
			p.AddReads("question", g.pick(fuzzDevices))
		case 2:
			p.AddStep(audit.StepAct, "")
		case 3:
			c := g.call()
			con := audit.Constraint{Device: c.Device, Command: c.Command, Args: map[string]audit.Bound{}, Exact: g.next()%2 == 0}
			for k, v := range c.Args {
				if f, ok := v.(float64); ok {
					con.Args[k] = audit.Bound{Min: f - float64(g.next()%20), Max: f + float64(g.next()%20)}
				} else {
					con.Args[k] = audit.Bound{Text: v.(string), EmptyText: v == ""}
				}
			}
			p.Allow = append(p.Allow, con)
		}
	}
	return p
}

func (g *gen) target() audit.Target {
	if g.next()%8 == 0 {
		return audit.Target{}
	}
	var cmds []string
	for _, c := range fuzzCommands {
		if g.next()%4 != 0 {
			cmds = append(cmds, c)
		}
	}
	return audit.Target{Commands: append([]string{}, cmds...), VoiceOff: g.next()%6 == 0}
}

// admits is the constraint set stated on its own, as the oracle: the
// target may be commanded and has the command, the plan has a step that
// acts, and a candidate or an allow constraint of the same device and
// command bounds every argument (and, when exact, has them all).
func admits(p audit.Plan, c audit.Call, t audit.Target) bool {
	if t.Commands == nil || t.VoiceOff || !slices.Contains(t.Commands, c.Command) {
		return false
	}
	acts := false
	var cons []audit.Constraint
	for _, s := range p.Steps {
		acts = acts || s.Kind == audit.StepAct
		for _, cand := range s.Candidates() {
			if s.Kind == audit.StepAct {
				cons = append(cons, audit.Exact(cand))
			}
		}
	}
	if !acts {
		return false
	}
	cons = append(cons, p.Allow...)
	for _, con := range cons {
		if con.Device != c.Device || con.Command != c.Command {
			continue
		}
		ok := true
		for k, v := range c.Args {
			b, bounded := con.Args[k]
			switch f, isNum := v.(float64); {
			case !bounded:
				ok = false
			case b.Text != "" || b.EmptyText:
				ok = ok && !isNum && fmt.Sprint(v) == b.Text
			default:
				ok = ok && isNum && f >= b.Min && f <= b.Max
			}
		}
		for k := range con.Args {
			if _, has := c.Args[k]; con.Exact && !has {
				ok = false
			}
		}
		if ok {
			return true
		}
	}
	return false
}

// FuzzMonitor checks the monitor against the oracle on random plans and
// calls: it allows exactly the calls of the constraint set, reads only
// what a read step lists, and a repair it allows admits the repaired call
// and nothing else new.
func FuzzMonitor(f *testing.F) {
	f.Add([]byte{})
	f.Add([]byte{4, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0})
	f.Fuzz(func(t *testing.T, data []byte) {
		g := &gen{b: data}
		p := g.plan()
		for range 1 + g.next()%4 {
			c, tg := g.call(), g.target()
			d := p.Check(c, tg)
			if d.Allow != admits(p, c, tg) {
				t.Fatalf("Check(%s, %+v) = %+v, the constraint set says %v; plan %+v", c, tg, d, admits(p, c, tg), p)
			}
			if !d.Allow && (d.Reason == audit.OK || d.Detail == "") {
				t.Fatalf("a refusal without a reason: %+v", d)
			}
			id := g.pick(fuzzDevices)
			listed := slices.ContainsFunc(p.Steps, func(s audit.Step) bool { return s.Kind == audit.StepRead && slices.Contains(s.Reads, id) })
			if r := p.CheckRead(id); r.Allow != listed {
				t.Fatalf("CheckRead(%s) = %+v; listed %v; plan %+v", id, r, listed, p)
			}
			before := p
			before.Steps = slices.Clone(p.Steps)
			for i := range before.Steps {
				before.Steps[i].Runs = slices.Clone(before.Steps[i].Runs)
			}
			before.Allow = slices.Clone(p.Allow)
			fixed := g.call()
			if g.next()%2 == 0 {
				fixed.Device, fixed.Command = c.Device, c.Command
			}
			if r := p.Repaired(c, fixed, tg); r.Allow {
				if fixed.Device != c.Device || fixed.Command != c.Command || !p.Check(fixed, tg).Allow {
					t.Fatalf("Repaired(%s → %s) allowed a change of target or a call still refused", c, fixed)
				}
				other, otg := g.call(), g.target()
				if admits(p, other, otg) && !admits(before, other, otg) && !admits(audit.Plan{Steps: []audit.Step{{Kind: audit.StepAct, Runs: []audit.Run{{Command: fixed.Command, Args: fixed.Args, Source: fixed.Source, Devices: []string{fixed.Device}}}}}}, other, otg) {
					t.Fatalf("Repaired(%s → %s) admitted %s too", c, fixed, other)
				}
			} else if r.Reason == audit.OK {
				t.Fatalf("a refused repair without a reason: %+v", r)
			}
		}
	})
}
