package turn

import (
	"slices"

	"edge/home"
	"edge/index"
	"edge/ir"
	"edge/risk"
)

// sweeping reports whether a command reaches what it does by a sweep, not
// by name: "all", "everything" or a plural ("open everything", "open all
// the doors", "turn off everything in the kitchen"), with a verb that
// means several kinds of action.
func sweeping(cl ir.Clause) bool {
	return cl.Target.All && !cl.Target.Ref && polysemous(cl)
}

// roomAlone reports a command said of a place and nothing in it, with a
// verb that means several kinds of action ("open the kitchen", "close the
// garden"): a sweep of the place, which reached its gas valve.
func (t *turn) roomAlone(cl ir.Clause) bool {
	tg := cl.Target
	return tg.Class == "" && !tg.Ref && len(tg.Except) == 0 && polysemous(cl) &&
		(tg.Name == "" && len(tg.Places) > 0 || tg.Name != "" && len(tg.Places) == 0 && t.e.idx.IsPlace(tg.Name))
}

// polysemous reports a verb that reaches several capabilities.
func polysemous(cl ir.Clause) bool {
	caps := map[string]bool{}
	for _, a := range cl.Actions {
		if a.Capability != home.SceneCapability.Name {
			caps[a.Capability] = true
		}
	}
	return len(caps) > 1
}

// meantBy reports whether a target names a device itself, not by a sweep:
// its name or an alias said, or a class its type is of ("the garage
// doors"). A class word in its name ("Front door lock" for "the doors"),
// or a group that holds it, is no such naming. The list a name may be is
// read once, when first asked: only a sweep asks, of each of its devices.
func (t *turn) meantBy(tg ir.Target) func(e *index.Entity) bool {
	var listed []*index.Entity
	read := false
	return func(e *index.Entity) bool {
		switch {
		case tg.Class != "" && e.Typed(tg.Class):
			return true
		case tg.Name == "":
			return false
		case e.Called(tg.Name):
			return true
		}
		if !read {
			listed, read = t.e.idx.Listed(tg.Name), true
		}
		return slices.Contains(listed, e)
	}
}

// levelKey is what the risk of one action on a device depends on beside
// its capabilities: what the device is and its declared risk.
type levelKey struct {
	hz       home.Hazard
	declared string
}

// guarded reports whether a sweep must leave a device alone: the
// capability it would reach there has a command of high risk or more (a
// lock, a valve, a garage door or a gate, an alarm). Switching is guarded
// where the device is one of those (a relay that moves a garage door or
// releases a strike), and switching on where it makes heat (a kettle, an
// oven, a heater): "turn everything on" never heats the oven, which it
// asked about among "8 others"; switching off is what "everything off"
// means (asked first of what makes heat: TestSweptHeatAsks).
func guarded(d *home.Device, a ir.Alt) bool {
	if a.Capability == "onoff" {
		hz := d.Hazards()
		return hz&^home.Heat != 0 || a.Command == "on" && hz&home.Heat != 0
	}
	c, ok := home.LookupCapability(a.Capability)
	if !ok {
		return true
	}
	for _, cmd := range c.Commands {
		if d.Level(a.Capability, cmd.Name, nil) >= risk.High {
			return true
		}
	}
	return false
}

// namedOnly reports a command a sweep never does (home.CommandSpec.Named).
func namedOnly(a ir.Alt) bool {
	cmd, ok := specOf(a)
	return ok && cmd.Named
}
