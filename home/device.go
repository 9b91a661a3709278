package home

import (
	"regexp"
	"sort"
	"strings"

	"go.yaml.in/yaml/v3"
)

// device decodes one device: its room, type, tags, capabilities, risk,
// driver, modes and initial state, each checked against its capabilities.
func (p *parser) device(n *yaml.Node, i int) {
	e, o, b := p.entity(n, "device", i, deviceFields)
	if e == nil {
		return
	}
	dev := Device{ID: b.id, Name: b.name, Aliases: b.aliases}
	e.refID, e.ref = p.optStr(o, e.label, "room")
	dev.Room = e.refID
	dev.Type, _ = p.optStr(o, e.label, "type")
	if tn := o.get(p.decoder, "tags"); tn != nil {
		dev.Tags, _, _ = p.strList(tn, e.label, "tags")
	}
	allKnown := p.capabilities(o, e, &dev)
	if risk, rn := p.optStr(o, e.label, "risk"); rn != nil {
		if !contains(Risks, risk) {
			p.errorf(rn, "%s: risk %q is not one of %s", e.label, risk, strings.Join(Risks, ", "))
		}
		dev.Risk = risk
	}
	if dn := o.get(p.decoder, "driver"); dn != nil {
		dev.Driver, e.driverKind = p.driver(dn, e.label)
	}
	if voice, ok := p.boolField(o, e.label, "voice"); ok {
		dev.Voice = &voice
	}
	dev.AllowCollision, _ = p.boolField(o, e.label, "allow_collision")
	if mn := o.get(p.decoder, "modes"); mn != nil {
		dev.Modes = p.modes(mn, e.label, &dev, allKnown)
	}
	if sn := o.get(p.decoder, "state"); sn != nil {
		dev.State = p.state(sn, e.label, &dev, allKnown)
	}
	e.index = len(p.out.Devices)
	p.devices = append(p.devices, e)
	p.out.Devices = append(p.out.Devices, dev)
}

// boolField decodes an optional true or false; ok is false when it is
// absent or not a boolean.
func (p *parser) boolField(o *object, label, name string) (v, ok bool) {
	n := o.get(p.decoder, name)
	if n == nil {
		return false, false
	}
	if n.Kind != yaml.ScalarNode || n.ShortTag() != "!!bool" {
		p.errorf(n, "%s: %s must be true or false, not %s", label, name, describe(n))
		return false, false
	}
	return v, n.Decode(&v) == nil
}

// capabilities decodes a device's capabilities; it reports whether every
// one of them is known.
func (p *parser) capabilities(o *object, e *entry, dev *Device) bool {
	n := o.get(p.decoder, "capabilities")
	if n == nil {
		p.errorf(o.node, "%s: missing field \"capabilities\"; list what it can do (known: %s)", e.label, strings.Join(CapabilityNames(), ", "))
		return false
	}
	caps, nodes, ok := p.strList(n, e.label, "capabilities")
	if ok && len(caps) == 0 {
		p.errorf(n, "%s: no capabilities; list what it can do (known: %s)", e.label, strings.Join(CapabilityNames(), ", "))
	}
	seen := map[string]bool{}
	for j, c := range caps {
		if _, known := LookupCapability(c); !known {
			ok = false
			p.errorf(nodes[j], "%s: unknown capability %q%s (known: %s)", e.label, c, didYouMean(c, CapabilityNames()), strings.Join(CapabilityNames(), ", "))
			continue
		}
		if seen[c] {
			p.errorf(nodes[j], "%s: capability %q is listed twice; keep one", e.label, c)
		}
		seen[c] = true
	}
	dev.Capabilities = caps
	return ok
}

// modeWord is a valid mode: a lower-case word.
var modeWord = regexp.MustCompile(`^[a-z][a-z0-9_]{0,31}$`)

// modes decodes a device's own modes; only a device with a capability that
// takes them (ArgSpec.DeviceEnum) declares them.
func (p *parser) modes(n *yaml.Node, label string, dev *Device, allKnown bool) []string {
	modes, nodes, _ := p.strList(n, label, "modes")
	if allKnown && !takesModes(dev) {
		p.errorf(n, "%s: modes: none of its capabilities takes a mode of the device's own (humidifier does); remove it", label)
	}
	for i, m := range modes {
		switch {
		case !modeWord.MatchString(m):
			p.errorf(nodes[i], "%s: mode %q is not a lower-case word of at most 32 letters, digits and '_'", label, m)
		case contains(modes[:i], m):
			p.errorf(nodes[i], "%s: mode %q is listed twice; keep one", label, m)
		}
	}
	return modes
}

func takesModes(dev *Device) bool {
	for _, cn := range dev.Capabilities {
		c, _ := LookupCapability(cn)
		for _, cmd := range c.Commands {
			for _, a := range cmd.Args {
				if a.DeviceEnum {
					return true
				}
			}
		}
	}
	return false
}

// driver decodes the driver block: kind, and any other settings. It
// returns the node of the kind too (nil when the block names none).
func (p *parser) driver(n *yaml.Node, label string) (Driver, *yaml.Node) {
	var drv Driver
	var kind *yaml.Node
	label += " driver"
	o, ok := p.object(n, label, nil)
	if !ok {
		return drv, nil
	}
	for _, key := range o.keys {
		v := o.get(p.decoder, key)
		if v == nil {
			return drv, kind
		}
		if key == "kind" {
			drv.Kind, _ = p.str(v, label, "kind")
			kind = v
			continue
		}
		x, _ := p.value(v, label, 1)
		if drv.Config == nil {
			drv.Config = map[string]any{}
		}
		drv.Config[key] = x
	}
	return drv, kind
}

// state decodes a device's initial state and checks each attribute against
// its capabilities.
func (p *parser) state(n *yaml.Node, label string, dev *Device, allKnown bool) map[string]any {
	o, ok := p.object(n, label+" state", nil)
	if !ok {
		return nil
	}
	var exposed []string
	for _, c := range dev.Capabilities {
		if capb, ok := LookupCapability(c); ok {
			for _, a := range capb.State {
				if !contains(exposed, a.Name) {
					exposed = append(exposed, a.Name)
				}
			}
		}
	}
	sort.Strings(exposed)
	out := map[string]any{}
	for _, key := range o.keys {
		f := o.fields[key]
		v := p.deref(f.value)
		if v == nil {
			return out
		}
		if allKnown && !contains(exposed, key) {
			if len(exposed) == 0 {
				p.errorf(f.key, "%s: state %q is not an attribute of its capabilities (they have none); remove it", label, key)
			} else {
				p.errorf(f.key, "%s: state %q is not an attribute of its capabilities%s (attributes: %s); add a capability or remove it",
					label, key, didYouMean(key, exposed), strings.Join(exposed, ", "))
			}
		}
		a, _ := LookupAttr(key)
		kind := a.Kind
		if v.Kind != yaml.ScalarNode {
			p.errorf(v, "%s: state %q must be %s, not %s", label, key, kindWord(kind), describe(v))
			continue
		}
		x, ok := p.scalar(v, label+" state")
		if !ok {
			continue
		}
		if text, ok := x.(string); ok {
			if why := stateText(text); why != "" {
				p.errorf(v, "%s: state %q %s", label, key, why)
				continue
			}
		}
		if kind != "" && !hasKind(x, kind) {
			p.errorf(v, "%s: state %q must be %s, not %s", label, key, kindWord(kind), describe(v))
		} else if b, ok := stateBounds(dev, key); ok {
			if why := b.outside(x); why != "" {
				p.errorf(v, "%s: state %s: %s %s%s", label, key, describe(v), why, unitOf(key))
			}
		}
		out[key] = x
	}
	return out
}

func kindWord(kind Kind) string {
	switch kind {
	case Bool:
		return "true or false"
	case Numeric:
		return "a number"
	case Text:
		return "text"
	}
	return "a single value"
}

func hasKind(x any, kind Kind) bool {
	switch x.(type) {
	case bool:
		return kind == Bool
	case int, int64, uint64, float64:
		return kind == Numeric
	case string:
		return kind == Text
	}
	return false
}
