package turn

import (
	"math"
	"slices"
	"strings"

	"edge/audit"
	"edge/home"
	"edge/index"
	"edge/ir"
	"edge/lang"
	"edge/risk"
)

// altFor picks the first action of the clause's cluster the device has.
func altFor(d *home.Device, alts []ir.Alt) (ir.Alt, bool) {
	for _, a := range alts {
		if a.Capability == "scene" || !d.Has(a.Capability) {
			continue
		}
		if hasCommand(d, a.Command) {
			return a, true
		}
	}
	return ir.Alt{}, false
}

// hasCommand reports whether a capability of the device has the command
// (as Device.Command would find it, without its specification).
func hasCommand(d *home.Device, command string) bool {
	for _, cn := range d.Capabilities {
		if c, ok := home.LookupCapability(cn); ok {
			if _, found := c.Command(command); found {
				return true
			}
		}
	}
	return false
}

// altOf picks the action of a clause on a device: the first of its
// cluster the device has; for a level said with no attribute ("a bit lower",
// "turn it up") the one of the device's capabilities listed first, its
// main one (an air conditioner's temperature before its fan speed).
func altOf(d *home.Device, cl ir.Clause) (ir.Alt, bool) {
	if cl.Verb != "set" || len(cl.Params) == 0 || cl.Params[0].Name != "level" {
		return altFor(d, cl.Actions)
	}
	for _, c := range d.Capabilities {
		for _, a := range cl.Actions {
			if a.Capability == c && hasCommand(d, a.Command) {
				return a, true
			}
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
	if e.Kind == index.Device {
		return ok(e.Device)
	}
	return slices.ContainsFunc(t.e.idx.DevicesOf(e), func(m *index.Entity) bool { return ok(m.Device) })
}

// argsFor turns the clause's parameters into the arguments of the chosen
// capability command. A level sets the argument the capability's set takes
// for it; a relative level that is not a percentage is at most one default
// step ("turn the heat up": one degree).
func argsFor(a ir.Alt, params []ir.Param) map[string]any {
	args := map[string]any{}
	if cmd, ok := specOf(a); ok && len(cmd.Args) == 0 {
		return args // "too bright" on a light that only switches: off
	}
	for _, p := range params {
		name, num := p.Name, p.Num
		if name == "level" {
			lv, _ := home.LevelArgOf(a.Capability)
			name = lv.Name
			if p.Least && lv.Does&home.Opens != 0 {
				num = lv.Min // "lower the blinds all the way": closed, not 1% open
			}
			if p.Relative && name != "" && home.Unit(lv.Of) != "%" {
				step := home.DefaultStep(name)
				num = max(-step, min(step, num))
			}
		}
		if p.Relative {
			name += "_step"
		}
		if name == "temperature" && a.Capability == "color_temp" {
			name = "color_temp"
		}
		if name == "color_temp" && a.Capability == "color" {
			args["color"] = home.WhiteOf(num) // "warm white" on a light of colours only
			continue
		}
		if p.Text != "" {
			args[name] = p.Text
		} else {
			args[name] = num
		}
	}
	return args
}

// saidAsStep reports whether a number said without its unit sets an
// argument that a device may count in steps, and may be one of them: a
// whole number from 1 to the argument's Steps ("set the fan to 3" is its
// third speed, not 3%), or a number said as a count of steps, whatever it
// is ("调到二档", "调高一档": ir.Param.Steps). It is not taken for a
// percentage.
func saidAsStep(a ir.Alt, params []ir.Param) bool {
	cmd, ok := specOf(a)
	if !ok {
		return false
	}
	for _, p := range params {
		if !p.Steps && (!p.Bare || p.Relative || p.Num < 1 || p.Num != math.Trunc(p.Num)) {
			continue
		}
		for _, arg := range cmd.Args {
			named := arg.Name == p.Name || p.Name == "level" && arg.Level > 0
			if named && !arg.Step && (p.Steps || p.Num <= arg.Steps) {
				return true
			}
		}
	}
	return false
}

// planAct turns a resolved act clause into calls, each allowed by the plan
// with exactly the arguments said. A scene's own actions are allowed too:
// activating it is what the user asked.
func (t *turn) planAct(cl ir.Clause, ents []*index.Entity, plan *audit.Plan) ([]plannedCall, string) {
	calls := make([]plannedCall, 0, len(ents))
	seen := make([]bool, t.e.idx.Len()) // by entity number
	sweep := sweeping(cl) || t.roomAlone(cl)
	said := saidHazard(cl.Target)
	// the calls of one action have the same arguments: one map for them
	// all (calls' arguments are never changed in place).
	var alts []ir.Alt
	var args []map[string]any
	argsOf := func(a ir.Alt) map[string]any {
		if i := slices.Index(alts, a); i >= 0 {
			return args[i]
		}
		alts, args = append(alts, a), append(args, argsFor(a, cl.Params))
		return args[len(args)-1]
	}
	// the plan reads the devices changed by a step, then makes the calls,
	// in order, each scene's with the calls it makes after it: one read
	// step and one act step for a sweep.
	var reads []string
	sceneCalls := map[int][]audit.Call{} // by the scene's call
	// the action, its arguments and whether they change a value by a step
	// depend on the device's capabilities alone; its risk also on what
	// the device is (home.Device.Hazards) and its declared risk: once for
	// the devices that share them (a sweep's thousands share a few).
	type choice struct {
		a       ir.Alt
		ok, rel bool
		args    map[string]any
		levels  map[levelKey]risk.Level
		// what the device before is, its declared risk and level, which
		// the next one most often shares.
		hz       home.Hazard
		declared string
		level    risk.Level
	}
	// by capability set: every device has one (index.Entity.CapabilitySet).
	choices := make([]*choice, t.e.idx.CapabilitySets())
	// inSteps: a device was left out because a number said without its
	// unit may be one of its steps.
	inSteps := false
	// notPercent: a device was left out because a level said in percent
	// sets what it counts in another unit (percent_said.go).
	notPercent := ""
	// starts are where the runs of calls start: a run is the calls one
	// after the other of one action (runOf, with its one map of
	// arguments), or a scene's call.
	var starts []int
	var runOf ir.Alt
	inRun := false
	choose := func(m *index.Entity) *choice {
		n := m.CapabilitySet()
		if ch := choices[n]; ch != nil {
			return ch
		}
		ch := &choice{levels: map[levelKey]risk.Level{}, level: -1}
		if ch.a, ch.ok = altOf(m.Device, cl); ch.ok && saidAsStep(ch.a, cl.Params) {
			ch.ok, inSteps = false, true
		}
		if ch.ok {
			if attr := inPercentOnly(ch.a, cl.Params); attr != "" {
				ch.ok, notPercent = false, attr
			}
		}
		if ch.ok {
			ch.args = argsOf(ch.a)
			ch.rel = relative(ch.args)
		}
		choices[n] = ch
		return ch
	}
	meant := t.meantBy(cl.Target)
	add := func(m *index.Entity) {
		d := t.saidOf(m.Device, said)
		ch := choose(m)
		a := ch.a
		if !ch.ok || seen[m.Number()] {
			return
		}
		swept := sweep && !meant(m) // by a sweep, not by its own name
		if swept && (guarded(d, a) || namedOnly(a)) {
			return
		}
		seen[m.Number()] = true
		c := audit.Call{Device: d.ID, Command: a.Command, Args: ch.args, Source: "grammar"}
		if ch.rel {
			// a change by a step starts from the device's current value.
			reads = append(reads, d.ID)
		}
		level, hz := ch.level, d.Hazards()
		if level < 0 || hz != ch.hz || d.Risk != ch.declared {
			k := levelKey{hz, d.Risk}
			var ok bool
			if level, ok = ch.levels[k]; !ok {
				level = d.Level(a.Capability, a.Command, ch.args)
				ch.levels[k] = level
			}
			ch.hz, ch.declared, ch.level = hz, d.Risk, level
		}
		if swept {
			level = sweptLevel(level, hz)
		}
		if !inRun || a != runOf {
			starts, runOf, inRun = append(starts, len(calls)), a, true
		}
		calls = append(calls, plannedCall{Call: c, Risk: level})
	}
	for _, ent := range ents {
		switch ent.Kind {
		case index.Device:
			add(ent)
		case index.Group:
			for _, m := range t.e.idx.DevicesOf(ent) {
				add(m)
			}
		case index.Scene:
			if seen[ent.Number()] || sweep {
				// "turn everything on" is no scene: a scene does what it
				// says, which may be the opposite (movie mode: lights off).
				continue
			}
			seen[ent.Number()] = true
			c := audit.Call{Device: ent.ID, Command: "activate", Args: map[string]any{}, Source: "grammar"}
			level := risk.Low
			for _, a := range ent.Scene.Actions {
				sceneCalls[len(calls)] = append(sceneCalls[len(calls)], audit.Call{Device: a.Device, Command: a.Command, Args: argsOrEmpty(a.Args), Source: "scene"})
				if m, ok := t.e.idx.Entity(a.Device); ok && m.Kind == index.Device {
					level = max(level, m.Device.LevelOf(a.Command, a.Args))
				}
			}
			starts, inRun = append(starts, len(calls)), false // a run of its own
			calls = append(calls, plannedCall{Call: c, Risk: level})
		}
	}
	if len(calls) == 0 && inSteps {
		return nil, t.say(lang.MsgInPercent)
	}
	if len(calls) == 0 && notPercent != "" {
		return nil, t.say(lang.MsgNotInPercent, t.quantity(notPercent))
	}
	if len(calls) == 0 {
		return nil, t.say(lang.MsgNothingFits)
	}
	if len(reads) > 0 {
		plan.AddReads(whyRelative, reads...)
	}
	// the calls of a run (they differ only in their device) are allowed at
	// once; a scene's calls after it.
	starts = append(starts, len(calls))
	for r := range len(starts) - 1 {
		i, j := starts[r], starts[r+1]
		devices := make([]string, j-i)
		for k := range devices {
			devices[k] = calls[i+k].Call.Device
		}
		plan.AllowRun(calls[i].Call, devices)
		for _, sc := range sceneCalls[j-1] {
			plan.AllowCall(sc)
		}
	}
	return calls, ""
}

// deviceCount counts the devices of entities, a group's each once.
func (t *turn) deviceCount(ents []*index.Entity) int {
	seen := map[string]bool{}
	for _, e := range ents {
		for _, m := range t.e.idx.DevicesOf(e) {
			seen[m.ID] = true
		}
	}
	return len(seen)
}

// specOf is the capability table's command of an action.
func specOf(a ir.Alt) (*home.CommandSpec, bool) {
	c, ok := home.LookupCapability(a.Capability)
	if !ok {
		return nil, false
	}
	return c.Command(a.Command)
}

// attrFor is the state attribute that answers a question about a device,
// or "" when the device cannot answer it; measured is false for a value the
// device aims for (target_humidity) rather than measures.
func attrFor(d *home.Device, ask string) (attr string, measured bool) {
	attr, setting, _ := d.AttrFor(ask)
	return attr, !setting
}

// answers reports whether the device answers a question about ask.
func answers(d *home.Device, ask string) bool {
	attr, _ := askedAttr(d, ask)
	return attr != ""
}

// measures reports whether the device measures ask: only a measured value
// answers a condition.
func measures(d *home.Device, ask string) bool {
	attr, measured := attrFor(d, ask)
	return attr != "" && measured
}

// placeOnly reports a target that names no device: a place, or nothing.
func (t *turn) placeOnly(tg ir.Target) bool {
	return (tg.Name == "" || t.e.idx.IsPlace(tg.Name)) && tg.Class == "" && !tg.Ref && len(tg.Except) == 0
}

// sensed reports whether a sensor of the device (a read-only capability)
// answers ask.
func sensed(d *home.Device, ask string) bool {
	attr, _ := attrFor(d, ask)
	for _, cn := range d.Capabilities {
		if c, ok := home.LookupCapability(cn); ok && c.Sensor && attr != "" && c.State[0].Name == attr {
			return true
		}
	}
	return false
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
// allows them, in one read step.
func (t *turn) planReads(cl ir.Clause, ents []*index.Entity, plan *audit.Plan, why string) []Read {
	// what answers depends on a device's capabilities alone: it is asked
	// once per list of them, for a question about thousands of lights.
	type answer struct {
		attr             string
		measured, sensed bool
	}
	memo := make([]*answer, t.e.idx.CapabilitySets())
	of := func(m *index.Entity) *answer {
		n := m.CapabilitySet()
		if n >= 0 && n < len(memo) && memo[n] != nil {
			return memo[n]
		}
		a := &answer{sensed: sensed(m.Device, cl.Ask)}
		a.attr, a.measured = askedAttr(m.Device, cl.Ask)
		if n >= 0 && n < len(memo) {
			memo[n] = a
		}
		return a
	}
	devs := make([]*index.Entity, 0, len(ents))
	seen := make([]bool, t.e.idx.Len()) // by entity number
	for _, ent := range ents {
		for _, m := range t.e.idx.DevicesOf(ent) {
			if !seen[m.Number()] {
				seen[m.Number()] = true
				devs = append(devs, m)
			}
		}
	}
	if t.placeOnly(cl.Target) && (!cl.Target.All || cl.Ask != "") && !stateAsked(cl.Ask) && slices.ContainsFunc(devs, func(m *index.Entity) bool { return of(m).sensed }) {
		// "how warm is it in the lounge": the air there, as its sensors
		// tell it, not what a thermostat or a lamp does; "what is in the
		// lounge" (everything there, nothing asked) asks every device.
		devs = slices.DeleteFunc(devs, func(m *index.Entity) bool { return !of(m).sensed })
	}
	// a setting answers a question only when nothing here measures it,
	// and never a condition.
	settings := why != whyCondition && !slices.ContainsFunc(devs, func(m *index.Entity) bool { a := of(m); return a.attr != "" && a.measured })
	reads, ids := make([]Read, 0, len(devs)), make([]string, 0, len(devs))
	for _, m := range devs {
		if a := of(m); a.attr != "" && (a.measured || settings) {
			ids = append(ids, m.ID)
			reads = append(reads, Read{Device: m.ID, Attribute: a.attr})
		}
	}
	if len(ids) == 0 {
		return nil
	}
	plan.AddReads(why, ids...)
	return reads
}
