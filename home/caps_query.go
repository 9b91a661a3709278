package home

import (
	"slices"
	"sort"
)

// The queries of the capability table (caps.go): its rows, commands,
// arguments, attributes and units, and what one device accepts and
// answers by its capabilities.

// Capabilities lists the rows of the table, in its order.
func Capabilities() []*Capability { return slices.Clone(table) }

// LookupCapability returns the capability of that name.
func LookupCapability(name string) (*Capability, bool) {
	c, ok := capabilities[name]
	return c, ok
}

// CapabilityNames lists every capability name, sorted.
func CapabilityNames() []string {
	out := make([]string, 0, len(capabilities))
	for n := range capabilities {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// Command returns the capability's command of that name.
func (c *Capability) Command(name string) (*CommandSpec, bool) {
	for i := range c.Commands {
		if c.Commands[i].Name == name {
			return &c.Commands[i], true
		}
	}
	return nil, false
}

// LevelArg is the argument of the capability's set command that a bare
// level sets ("set it to 50%"); ok is false when a level sets none.
func (c *Capability) LevelArg() (ArgSpec, bool) {
	if cmd, ok := c.Command("set"); ok {
		for _, a := range cmd.Args {
			if a.Level > 0 {
				return a, true
			}
		}
	}
	return ArgSpec{}, false
}

// LevelArgOf is LevelArg of the capability of that name; ok is false
// when there is none, or a level sets nothing of it.
func LevelArgOf(capability string) (ArgSpec, bool) {
	c, ok := LookupCapability(capability)
	if !ok {
		return ArgSpec{}, false
	}
	return c.LevelArg()
}

// LookupAttr returns the state attribute of that name.
func LookupAttr(name string) (Attr, bool) {
	a, ok := attrs[name]
	return a, ok
}

// Unit is the unit of a number named name: a state attribute, or an
// argument by the attribute it sets ("temperature_step" is in °C); "" for
// none.
func Unit(name string) string {
	if a, ok := attrs[name]; ok {
		return a.Unit
	}
	for _, c := range table {
		for _, cmd := range c.Commands {
			for _, arg := range cmd.Args {
				if arg.Name == name {
					return attrs[arg.Of].Unit
				}
			}
		}
	}
	return ""
}

// DefaultStep is the change of a relative command on the parameter param
// that says no number: the default step of the argument param (or the
// step of the same attribute); 10, a percentage, for anything else.
func DefaultStep(param string) float64 {
	for _, c := range table {
		for _, cmd := range c.Commands {
			for _, a := range cmd.Args {
				if a.Name == param && !a.Step {
					for _, s := range cmd.Args {
						if s.Step && s.Of == a.Of {
							return s.DefaultStep
						}
					}
				}
			}
		}
	}
	return 10
}

// Quantities lists the numbers a condition may compare, sorted.
func Quantities() []string {
	var out []string
	for n, a := range attrs {
		if a.Quantity {
			out = append(out, n)
		}
	}
	sort.Strings(out)
	return out
}

// AskWords lists every question word an attribute answers, sorted.
func AskWords() []string {
	seen := map[string]bool{}
	for _, c := range table {
		for _, a := range c.State {
			seen[a.Name] = true
			for _, w := range a.Answers {
				seen[w.Ask] = true
			}
		}
	}
	out := make([]string, 0, len(seen))
	for w := range seen {
		out = append(out, w)
	}
	sort.Strings(out)
	return out
}

// Rank is the rank at which the attribute answers ask (0 the closest); ok
// is false when it does not.
func (a Attr) Rank(ask string) (int, bool) {
	for _, w := range a.Answers {
		if w.Ask == ask {
			return w.Rank, true
		}
	}
	return 0, a.Name == ask
}

// AttrFor is the state attribute of the device that answers a question
// about ask (a state word such as "on" or "locked", or an attribute such as
// "humidity"); setting reports a value the device aims for rather than
// measures (Attr.Setting). ok is false when no attribute of the device
// answers. An empty ask is answered by the first attribute of the device's
// first capability that has one.
func (d *Device) AttrFor(ask string) (attr string, setting, ok bool) {
	if ask == LevelAsk {
		return d.levelAttr()
	}
	best := 0
	for _, cn := range d.Capabilities {
		c, found := capabilities[cn]
		if !found {
			continue
		}
		for _, a := range c.State {
			if ask == "" {
				return a.Name, a.Setting, true
			}
			if r, answers := a.Rank(ask); answers && (!ok || r < best) {
				attr, setting, ok, best = a.Name, a.Setting, true, r
			}
		}
	}
	return attr, setting, ok
}

// LevelAsk is the question about what a device is set to ("what is the
// AC set to"): its level, whatever attribute that is on the device.
const LevelAsk = "level"

// levelAttr is the attribute a level sets on the device: that of its
// capability whose set takes a level first (the thermostat's target
// temperature before the fan's speed).
func (d *Device) levelAttr() (attr string, setting, ok bool) {
	best := 0
	for _, cn := range d.Capabilities {
		c, found := capabilities[cn]
		if !found {
			continue
		}
		for _, cmd := range c.Commands {
			for _, a := range cmd.Args {
				if a.Level > 0 && a.Of != "" && (!ok || a.Level < best) {
					attr, setting, ok, best = a.Of, true, true, a.Level
				}
			}
		}
	}
	return attr, setting, ok
}

// Command returns the merged specification of a command on a device: the
// union of the arguments of every capability of the device that has the
// command, and the capabilities that provide it. ok is false when no
// capability of the device has the command. An argument whose values are
// the device's own (ArgSpec.DeviceEnum) takes the device's modes, and is
// left out when it declares none.
func (d *Device) Command(name string) (spec CommandSpec, caps []string, ok bool) {
	spec.Name = name
	for _, cn := range d.Capabilities {
		c, found := capabilities[cn]
		if !found {
			continue
		}
		cmd, found := c.Command(name)
		if !found {
			continue
		}
		ok = true
		caps = append(caps, cn)
		for _, a := range cmd.Args {
			if a.DeviceEnum {
				if len(d.Modes) == 0 {
					continue
				}
				a.Enum = slices.Clone(d.Modes)
			}
			spec.Args = append(spec.Args, a)
		}
		spec.Required = spec.Required || cmd.Required
	}
	return spec, caps, ok
}

// Commands lists the command names the device accepts, sorted.
func (d *Device) Commands() []string {
	seen := map[string]bool{}
	for _, cn := range d.Capabilities {
		if c, ok := capabilities[cn]; ok {
			for _, cmd := range c.Commands {
				seen[cmd.Name] = true
			}
		}
	}
	out := make([]string, 0, len(seen))
	for n := range seen {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}
