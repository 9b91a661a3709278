package home

import (
	"fmt"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"
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
	// secret is the home's PIN as the file says it, while the file is
	// parsed: no name may say it (checkNames). Home keeps its hash only.
	secret string
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
	values          map[string]any
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
	p.nesting()
	p.checkMQTT()
	for _, e := range p.scenes {
		for _, a := range e.actions {
			p.sceneAction(a)
		}
	}
}
