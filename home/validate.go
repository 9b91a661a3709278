package home

import (
	"fmt"
	"regexp"
	"sort"
	"strings"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"

	"edge/risk"
)

// Limits of the home file.
const (
	MaxIDLen   = 64 // bytes of an id
	MaxNameLen = 64 // characters of a name or alias
)

// Risks lists the valid values of Device.Risk, lowest first.
var Risks = []string{"low", "medium", "high", "critical"}

// ValidID reports whether s is a valid id: 1 to 64 of a-z, 0-9, '_', '.'
// and '-'.
func ValidID(s string) bool {
	if len(s) == 0 || len(s) > MaxIDLen {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !('a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '_' || c == '.' || c == '-') {
			return false
		}
	}
	return true
}

var (
	topFields    = []string{"name", "floors", "rooms", "devices", "groups", "scenes", "models", "security", "retention", "mqtt", "satellites"}
	keepFields   = []string{"audit_days", "audit_mib"}
	modelFields  = []string{"host", "chat", "embed", "timeout_ms"}
	secureFields = []string{"pin", "bulk", "rate_limit"}
	floorFields  = []string{"id", "name", "aliases"}
	roomFields   = []string{"id", "name", "aliases", "floor"}
	deviceFields = []string{"id", "name", "aliases", "room", "type", "capabilities", "tags", "risk", "driver", "state", "voice", "modes", "allow_collision"}
	groupFields  = []string{"id", "name", "aliases", "members"}
	sceneFields  = []string{"id", "name", "aliases", "room", "actions"}
	actionFields = []string{"device", "command", "args"}
)

// parser decodes the home and keeps the nodes the cross checks point at.
type parser struct {
	*decoder
	out Home
	// ids is the one id space of all entities: the first entity of each id.
	ids                                    map[string]*entry
	floors, rooms, devices, groups, scenes []*entry
	// satRefs are the satellites' rooms, checked once every room is known.
	satRefs []*entry
}

// entry is one decoded entity.
type entry struct {
	kind, label, id string
	// index is a device's position in Home.Devices.
	index int
	node  *yaml.Node
	// ref is the room of a device or scene, or the floor of a room.
	ref   *yaml.Node
	refID string
	// members are a group's member nodes, parallel to memberIDs.
	members   []*yaml.Node
	memberIDs []string
	actions   []*actionEntry
	// driverKind is a device's driver kind node, nil when it names none.
	driverKind *yaml.Node
	// lines are the lines of its name and of each alias.
	lines []int
}

// actionEntry is one scene action with its nodes.
type actionEntry struct {
	label           string
	device, command *yaml.Node
	deviceID, cmd   string
	args            map[string]*yaml.Node
	argNames        []string
}

// home decodes the root mapping.
func (p *parser) home(root *yaml.Node) {
	o, ok := p.object(root, "the home", topFields)
	if !ok {
		return
	}
	for _, key := range o.keys {
		n := o.get(p.decoder, key)
		if n == nil {
			return
		}
		switch key {
		case "name":
			if s, ok := p.str(n, "the home", "name"); ok {
				p.checkName(n, "the home", "name", s)
				p.out.Name = s
			}
		case "floors":
			p.section(n, key, p.floor)
		case "rooms":
			p.section(n, key, p.room)
		case "devices":
			p.section(n, key, p.device)
		case "groups":
			p.section(n, key, p.group)
		case "scenes":
			p.section(n, key, p.scene)
		case "models":
			p.models(n)
		case "security":
			p.security(n)
		case "retention":
			p.retention(n)
		case "mqtt":
			p.mqtt(n)
		case "satellites":
			p.section(n, key, p.satellite)
		}
	}
}

// Limits of the security block.
const (
	MaxBulk      = 1000
	MaxRateLimit = 600
)

// security decodes the security block. The PIN is kept only as its salted
// hash, and no message ever quotes it.
func (p *parser) security(n *yaml.Node) {
	const label = "security"
	o, ok := p.object(n, label, secureFields)
	if !ok {
		return
	}
	for _, key := range o.keys {
		v := o.get(p.decoder, key)
		if v == nil {
			return
		}
		if key == "pin" {
			p.pin(v)
			continue
		}
		limit, what := MaxBulk, "devices one turn may act on without a yes"
		if key == "rate_limit" {
			limit, what = MaxRateLimit, "commands a device may get in a minute"
		}
		k, ok := p.count(v, label, key, limit, what)
		if !ok {
			continue
		}
		if key == "bulk" {
			p.out.Security.Bulk = k
		} else {
			p.out.Security.RateLimit = k
		}
	}
}

// count reads a block's field that is a whole number from 1 to limit
// (what says what it counts), reporting it at its line when it is not.
func (p *parser) count(v *yaml.Node, label, key string, limit int, what string) (int, bool) {
	var x any
	if v.Kind == yaml.ScalarNode && v.ShortTag() == "!!int" {
		x, _ = p.scalar(v, label)
	}
	k, isInt := x.(int)
	if !isInt || k < 1 || k > limit {
		p.errorf(v, "%s: %s must be a whole number from 1 to %d (%s)", label, key, limit, what)
		return 0, false
	}
	return k, true
}

// Limits of the retention block.
const (
	MaxAuditDays = 36500
	MaxAuditMiB  = 65536
)

// retention decodes the retention block.
func (p *parser) retention(n *yaml.Node) {
	const label = "retention"
	o, ok := p.object(n, label, keepFields)
	if !ok {
		return
	}
	for _, key := range o.keys {
		v := o.get(p.decoder, key)
		if v == nil {
			return
		}
		limit, what := MaxAuditDays, "how many days the audit log keeps an entry"
		if key == "audit_mib" {
			limit, what = MaxAuditMiB, "how many MiB of entries the audit log keeps"
		}
		k, ok := p.count(v, label, key, limit, what)
		if !ok {
			continue
		}
		if key == "audit_days" {
			p.out.Retention.AuditDays = k
		} else {
			p.out.Retention.AuditMiB = k
		}
	}
}

// pin decodes the PIN: 4 to 12 digits, as written (quoted or not).
func (p *parser) pin(v *yaml.Node) {
	tag := ""
	if v.Kind == yaml.ScalarNode {
		tag = v.ShortTag()
	}
	if (tag != "!!str" && tag != "!!int") || !risk.ValidPIN(v.Value) {
		p.errorf(v, "security: pin must be %d to %d digits, such as \"0000\" (quote it to keep leading zeros)", risk.MinPIN, risk.MaxPIN)
		return
	}
	h, err := risk.HashPIN(v.Value)
	if err != nil {
		p.errorf(v, "security: pin: %v", err)
		return
	}
	p.out.Security.PINHash = h
}

// section decodes a top-level list; an empty value is an empty list.
func (p *parser) section(n *yaml.Node, name string, each func(*yaml.Node, int)) {
	if isNull(n) {
		return
	}
	if n.Kind != yaml.SequenceNode {
		p.errorf(n, "%s must be a list, not %s", name, describe(n))
		return
	}
	for i, item := range n.Content {
		item = p.deref(item)
		if item == nil {
			return
		}
		each(item, i)
	}
}

// base holds the fields every entity has.
type base struct {
	id, name string
	aliases  []string
	// lines are the lines of the name and of each alias (0: not known).
	lines []int
}

// entity decodes the mapping of one entity and its id, name and aliases.
// It returns nil when n is not a mapping.
func (p *parser) entity(n *yaml.Node, kind string, i int, fields []string) (*entry, *object, base) {
	label := fmt.Sprintf("%s #%d", kind, i+1)
	if n.Kind == yaml.MappingNode {
		if id := peekID(n); id != "" {
			label = fmt.Sprintf("%s %q", kind, id)
		}
	}
	var b base
	o, ok := p.object(n, label, fields)
	if !ok {
		return nil, nil, b
	}
	e := &entry{kind: kind, label: label, node: n}
	if idn := o.get(p.decoder, "id"); idn == nil {
		p.errorf(n, "%s: missing field \"id\"", label)
	} else if id, ok := p.str(idn, label, "id"); ok {
		e.id, b.id = id, id
		if !ValidID(id) {
			p.errorf(idn, "%s: id %q is not valid; use 1 to %d of a-z, 0-9, _ . -", label, id, MaxIDLen)
		}
		if prev, dup := p.ids[id]; dup {
			p.errorf(idn, "%s: id %q is already used by the %s at line %d; ids must be unique across floors, rooms, devices, groups and scenes",
				label, id, prev.kind, prev.node.Line)
		} else {
			p.ids[id] = e
		}
	}
	b.lines = []int{0}
	if nn := o.get(p.decoder, "name"); nn == nil {
		p.errorf(n, "%s: missing field \"name\"", label)
	} else if s, ok := p.str(nn, label, "name"); ok {
		p.checkName(nn, label, "name", s)
		b.name, b.lines[0] = s, nn.Line
	}
	if an := o.get(p.decoder, "aliases"); an != nil {
		aliases, nodes, _ := p.strList(an, label, "aliases")
		for j, a := range aliases {
			what := "an alias"
			if a != "" && utf8.RuneCountInString(a) <= MaxNameLen {
				what = fmt.Sprintf("alias %q", a)
			}
			p.checkName(nodes[j], label, what, a)
			b.lines = append(b.lines, nodes[j].Line)
		}
		b.aliases = aliases
	}
	e.lines = b.lines
	return e, o, b
}

// optStr decodes an optional text field, "" when absent or bad.
func (p *parser) optStr(o *object, label, name string) (string, *yaml.Node) {
	n := o.get(p.decoder, name)
	if n == nil {
		return "", nil
	}
	s, ok := p.str(n, label, name)
	if !ok {
		return "", nil
	}
	return s, n
}

func (p *parser) floor(n *yaml.Node, i int) {
	e, _, b := p.entity(n, "floor", i, floorFields)
	if e == nil {
		return
	}
	p.floors = append(p.floors, e)
	p.out.Floors = append(p.out.Floors, Floor{ID: b.id, Name: b.name, Aliases: b.aliases})
}

func (p *parser) room(n *yaml.Node, i int) {
	e, o, b := p.entity(n, "room", i, roomFields)
	if e == nil {
		return
	}
	e.refID, e.ref = p.optStr(o, e.label, "floor")
	p.rooms = append(p.rooms, e)
	p.out.Rooms = append(p.out.Rooms, Room{ID: b.id, Name: b.name, Aliases: b.aliases, Floor: e.refID})
}

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

func (p *parser) group(n *yaml.Node, i int) {
	e, o, b := p.entity(n, "group", i, groupFields)
	if e == nil {
		return
	}
	g := Group{ID: b.id, Name: b.name, Aliases: b.aliases}
	if mn := o.get(p.decoder, "members"); mn == nil {
		p.errorf(n, "%s: missing field \"members\"; list its device or group ids", e.label)
	} else {
		members, nodes, ok := p.strList(mn, e.label, "members")
		if ok && len(members) == 0 {
			p.errorf(mn, "%s: no members; list its device or group ids", e.label)
		}
		for j, m := range members {
			if contains(members[:j], m) {
				p.errorf(nodes[j], "%s: member %q is listed twice; keep one", e.label, m)
			}
		}
		g.Members, e.memberIDs, e.members = members, members, nodes
	}
	p.groups = append(p.groups, e)
	p.out.Groups = append(p.out.Groups, g)
}

func (p *parser) scene(n *yaml.Node, i int) {
	e, o, b := p.entity(n, "scene", i, sceneFields)
	if e == nil {
		return
	}
	s := Scene{ID: b.id, Name: b.name, Aliases: b.aliases}
	e.refID, e.ref = p.optStr(o, e.label, "room")
	s.Room = e.refID
	if an := o.get(p.decoder, "actions"); an != nil && !isNull(an) {
		if an.Kind != yaml.SequenceNode {
			p.errorf(an, "%s: actions must be a list, not %s", e.label, describe(an))
		} else {
			for j, item := range an.Content {
				item = p.deref(item)
				if item == nil {
					break
				}
				if a, ae := p.action(item, fmt.Sprintf("%s action %d", e.label, j+1)); ae != nil {
					s.Actions = append(s.Actions, a)
					e.actions = append(e.actions, ae)
				}
			}
		}
	}
	p.scenes = append(p.scenes, e)
	p.out.Scenes = append(p.out.Scenes, s)
}

func (p *parser) action(n *yaml.Node, label string) (Action, *actionEntry) {
	var a Action
	o, ok := p.object(n, label, actionFields)
	if !ok {
		return a, nil
	}
	ae := &actionEntry{label: label}
	for _, name := range []string{"device", "command"} {
		if o.get(p.decoder, name) == nil {
			p.errorf(n, "%s: missing field %q", label, name)
		}
	}
	ae.deviceID, ae.device = p.optStr(o, label, "device")
	ae.cmd, ae.command = p.optStr(o, label, "command")
	a.Device, a.Command = ae.deviceID, ae.cmd
	if an := o.get(p.decoder, "args"); an != nil {
		ao, ok := p.object(an, label+" args", nil)
		if ok {
			a.Args, _ = p.valueMap(ao, label+" args", 1)
			ae.args = map[string]*yaml.Node{}
			for _, k := range ao.keys {
				ae.args[k] = ao.fields[k].key
			}
			ae.argNames = ao.keys
		}
	}
	return a, ae
}

// crossCheck checks what refers to other entities: rooms, floors, group
// members and scene actions.
func (p *parser) crossCheck() {
	for _, e := range p.rooms {
		p.ref(e, "floor")
	}
	for _, e := range p.devices {
		p.ref(e, "room")
	}
	for _, e := range p.scenes {
		p.ref(e, "room")
	}
	for _, e := range p.satRefs {
		p.ref(e, "room")
	}
	for _, e := range p.groups {
		for j, m := range e.memberIDs {
			p.member(e, m, e.members[j])
		}
	}
	p.cycles()
	p.checkMQTT()
	for _, e := range p.scenes {
		for _, a := range e.actions {
			p.sceneAction(a)
		}
	}
}

// ids lists the ids of one kind of entity, sorted.
func (p *parser) idsOf(kind string) []string {
	var out []string
	for id, e := range p.ids {
		if e.kind == kind {
			out = append(out, id)
		}
	}
	sort.Strings(out)
	return out
}

// maxListed bounds how many ids a message lists.
const maxListed = 20

// known says which ids of the kinds exist, for a "does not exist" message:
// all of them when they are few, else the closest one.
func (p *parser) known(id string, kinds ...string) string {
	var ids []string
	for _, k := range kinds {
		ids = append(ids, p.idsOf(k)...)
	}
	sort.Strings(ids)
	what := strings.Join(kinds, "s and ") + "s"
	switch {
	case len(ids) == 0:
		return fmt.Sprintf(" (no %s are defined)", what)
	case len(ids) <= maxListed:
		return fmt.Sprintf("%s (%s: %s)", didYouMean(id, ids), what, strings.Join(ids, ", "))
	}
	if s := suggest(id, ids); s != "" {
		return fmt.Sprintf("; did you mean %q?", s)
	}
	return fmt.Sprintf(" (%d %s are defined; check the spelling)", len(ids), what)
}

// ref checks the room or floor an entity names.
func (p *parser) ref(e *entry, kind string) {
	if e.ref == nil {
		return
	}
	switch target, ok := p.ids[e.refID]; {
	case !ok:
		p.errorf(e.ref, "%s: %s %q does not exist%s", e.label, kind, e.refID, p.known(e.refID, kind))
	case target.kind != kind:
		p.errorf(e.ref, "%s: %s %q is a %s, not a %s", e.label, kind, e.refID, target.kind, kind)
	}
}

func (p *parser) member(e *entry, id string, n *yaml.Node) {
	switch target, ok := p.ids[id]; {
	case !ok:
		p.errorf(n, "%s: member %q does not exist%s", e.label, id, p.known(id, "device", "group"))
	case target.kind != "device" && target.kind != "group":
		p.errorf(n, "%s: member %q is a %s; members are device or group ids", e.label, id, target.kind)
	}
}

// cycles reports each group that contains itself through other groups.
func (p *parser) cycles() {
	const (
		unseen = iota
		open
		done
	)
	mark := map[*entry]int{}
	var stack []string
	var visit func(e *entry)
	visit = func(e *entry) {
		mark[e] = open
		stack = append(stack, e.id)
		for j, m := range e.memberIDs {
			g, ok := p.ids[m]
			if !ok || g.kind != "group" {
				continue
			}
			switch mark[g] {
			case unseen:
				visit(g)
			case open:
				start := len(stack) - 1
				for stack[start] != m {
					start--
				}
				path := append(append([]string(nil), stack[start:]...), m)
				p.errorf(e.members[j], "%s: member %q makes the group contain itself (%s); remove it",
					e.label, m, strings.Join(path, " → "))
			}
		}
		stack = stack[:len(stack)-1]
		mark[e] = done
	}
	for _, e := range p.groups {
		if p.ids[e.id] == e && mark[e] == unseen {
			visit(e)
		}
	}
}

// sceneAction checks the device, command and arguments of a scene action.
func (p *parser) sceneAction(a *actionEntry) {
	if a.device == nil {
		return
	}
	target, ok := p.ids[a.deviceID]
	switch {
	case !ok:
		p.errorf(a.device, "%s: device %q does not exist%s", a.label, a.deviceID, p.known(a.deviceID, "device"))
		return
	case target.kind != "device":
		p.errorf(a.device, "%s: %q is a %s; an action names one device", a.label, a.deviceID, target.kind)
		return
	}
	if a.command == nil {
		return
	}
	dev := &p.out.Devices[target.index]
	spec, _, ok := dev.Command(a.cmd)
	if !ok {
		if cmds := dev.Commands(); len(cmds) > 0 {
			p.errorf(a.command, "%s: device %q has no command %q (commands: %s)", a.label, a.deviceID, a.cmd, strings.Join(cmds, ", "))
		} else {
			p.errorf(a.command, "%s: device %q has no command %q (it is read only)", a.label, a.deviceID, a.cmd)
		}
		return
	}
	var names []string
	for _, arg := range spec.Args {
		if !contains(names, arg.Name) {
			names = append(names, arg.Name)
		}
	}
	for _, name := range a.argNames {
		if contains(names, name) {
			continue
		}
		if len(names) == 0 {
			p.errorf(a.args[name], "%s: command %q takes no arguments; remove %q", a.label, a.cmd, name)
		} else {
			p.errorf(a.args[name], "%s: command %q of device %q takes no argument %q (arguments: %s)",
				a.label, a.cmd, a.deviceID, name, strings.Join(names, ", "))
		}
	}
	if spec.Required && len(a.argNames) == 0 {
		p.errorf(a.command, "%s: command %q needs an argument (one of: %s)", a.label, a.cmd, strings.Join(names, ", "))
	}
}
