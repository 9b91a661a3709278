package turn

import (
	"slices"
	"strings"

	"edge/audit"
	"edge/home"
	"edge/index"
	"edge/ir"
	"edge/risk"
)

// altFor picks the first action of the clause's cluster the device has.
func altFor(d *home.Device, alts []ir.Alt) (ir.Alt, bool) {
	for _, a := range alts {
		if a.Capability == "scene" || !d.Has(a.Capability) {
			continue
		}
		if _, _, ok := d.Command(a.Command); ok {
			return a, true
		}
	}
	return ir.Alt{}, false
}

func sceneAlt(alts []ir.Alt) bool {
	for _, a := range alts {
		if a.Capability == "scene" {
			return true
		}
	}
	return false
}

// anyDevice reports whether the entity is, or for a group has, a device
// for which ok holds. Scenes are not devices.
func (t *turn) anyDevice(e *index.Entity, ok func(*home.Device) bool) bool {
	return slices.ContainsFunc(t.e.idx.DevicesOf(e), func(m *index.Entity) bool { return ok(m.Device) })
}

func (t *turn) fitsAct(e *index.Entity, cl ir.Clause) bool {
	if e.Kind == index.Scene {
		return sceneAlt(cl.Actions)
	}
	return t.anyDevice(e, func(d *home.Device) bool {
		_, ok := altFor(d, cl.Actions)
		return ok
	})
}

// levelArg is the argument a "level" percentage sets, per capability.
var levelArg = map[string]string{"brightness": "brightness", "position": "position", "fan_speed": "speed", "media": "volume", "thermostat": "temperature"}

// argsFor turns the clause's parameters into the arguments of the chosen
// capability command.
func argsFor(a ir.Alt, params []ir.Param) map[string]any {
	args := map[string]any{}
	for _, p := range params {
		name, num := p.Name, p.Num
		if name == "level" {
			name = levelArg[a.Capability]
			if a.Capability == "thermostat" && p.Relative {
				num = max(-1, min(1, num)) // "turn the heat up": one degree
			}
		}
		if p.Relative {
			name += "_step"
		}
		if name == "temperature" && a.Capability == "color_temp" {
			name = "color_temp"
		}
		if p.Text != "" {
			args[name] = p.Text
		} else {
			args[name] = num
		}
	}
	return args
}

// planAct turns a resolved act clause into calls, each allowed by the plan
// with exactly the arguments said. A scene's own actions are allowed too:
// activating it is what the user asked.
func (t *turn) planAct(cl ir.Clause, ents []*index.Entity, plan *audit.Plan) ([]plannedCall, string) {
	var calls []plannedCall
	seen := map[string]bool{}
	add := func(d *home.Device) {
		a, ok := altFor(d, cl.Actions)
		if !ok || seen[d.ID] {
			return
		}
		seen[d.ID] = true
		c := audit.Call{Device: d.ID, Command: a.Command, Args: argsFor(a, cl.Params), Source: "grammar"}
		if relative(c.Args) {
			// a change by a step starts from the device's current value.
			plan.AddReads(whyRelative, d.ID)
		}
		plan.AllowCall(c)
		level := risk.Assess(risk.Action{Capability: a.Capability, Command: a.Command, Type: d.Type, Tags: d.Tags, Declared: d.Risk}, risk.Low)
		calls = append(calls, plannedCall{Call: c, Risk: level, Verb: cl.Verb})
	}
	for _, ent := range ents {
		switch ent.Kind {
		case index.Device, index.Group:
			for _, m := range t.e.idx.DevicesOf(ent) {
				add(m.Device)
			}
		case index.Scene:
			if seen[ent.ID] {
				continue
			}
			seen[ent.ID] = true
			c := audit.Call{Device: ent.ID, Command: "activate", Args: map[string]any{}, Source: "grammar"}
			plan.AllowCall(c)
			level := risk.Low
			for _, a := range ent.Scene.Actions {
				plan.AllowCall(audit.Call{Device: a.Device, Command: a.Command, Args: argsOrEmpty(a.Args), Source: "scene"})
				if m, ok := t.e.idx.Entity(a.Device); ok && m.Kind == index.Device {
					_, caps, _ := m.Device.Command(a.Command)
					for _, cp := range caps {
						level = max(level, risk.Assess(risk.Action{Capability: cp, Command: a.Command, Type: m.Device.Type, Tags: m.Device.Tags, Declared: m.Device.Risk}, risk.Low))
					}
				}
			}
			calls = append(calls, plannedCall{Call: c, Risk: level, Verb: "activate"})
		}
	}
	if len(calls) == 0 {
		return nil, t.say(msgNothingFits)
	}
	return calls, ""
}

// attrFor is the state attribute that answers a question about a device,
// or "" when the device cannot answer it.
func attrFor(d *home.Device, ask string) string {
	var order []string
	switch ask {
	case "on", "off":
		order = []string{"onoff:on", "valve:open", "position:position", "contact:contact", "media:playing"}
	case "open", "closed":
		order = []string{"position:position", "valve:open", "contact:contact", "onoff:on"}
	case "locked", "unlocked":
		order = []string{"lock:locked"}
	case "playing":
		order = []string{"media:playing"}
	case "armed", "disarmed":
		order = []string{"alarm:armed"}
	case "occupancy", "motion":
		order = []string{"occupancy:occupancy", "motion:motion"}
	case "temperature":
		order = []string{"temperature:temperature", "thermostat:temperature"}
	case "volume":
		order = []string{"media:volume"}
	case "speed":
		order = []string{"fan_speed:speed"}
	case "":
		for _, c := range d.Capabilities {
			if cp, ok := home.LookupCapability(c); ok && len(cp.State) > 0 {
				return cp.State[0]
			}
		}
		return ""
	default:
		order = []string{ask + ":" + ask}
	}
	for _, o := range order {
		for i := range o {
			if o[i] == ':' && d.Has(o[:i]) {
				return o[i+1:]
			}
		}
	}
	return ""
}

// What the reads of a plan are for (audit.Step.Why).
const (
	whyQuestion  = "question"
	whyCondition = "condition"
	whyRelative  = "relative"
)

// relative reports whether the arguments change a value by a step.
func relative(args map[string]any) bool {
	for k := range args {
		if strings.HasSuffix(k, "_step") {
			return true
		}
	}
	return false
}

// planReads lists the reads a question or a condition (why) needs and
// allows them.
func (t *turn) planReads(cl ir.Clause, ents []*index.Entity, plan *audit.Plan, why string) []Read {
	var reads []Read
	seen := map[string]bool{}
	add := func(d *home.Device) {
		if attr := attrFor(d, cl.Ask); attr != "" && !seen[d.ID] {
			seen[d.ID] = true
			plan.AddReads(why, d.ID)
			reads = append(reads, Read{Device: d.ID, Attribute: attr})
		}
	}
	for _, ent := range ents {
		for _, m := range t.e.idx.DevicesOf(ent) {
			add(m.Device)
		}
	}
	return reads
}
