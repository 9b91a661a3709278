package home

import (
	"fmt"
	"unicode"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"
)

// Satellite is one voice satellite of the home's `satellites:` block and
// the room it stands in: what is said through it is said in that room.
type Satellite struct {
	// ID is how the satellite is named: Home Assistant's device_id or
	// satellite_id (a Wyoming transcript's context, the conversation API's
	// device_id), or a Wyoming peer's IP address.
	ID   string `yaml:"id" json:"id"`
	Room string `yaml:"room" json:"room"`
}

// MaxSatelliteID bounds a satellite id.
const MaxSatelliteID = 128

var satelliteFields = []string{"id", "room"}

// satellite decodes one entry of the satellites block.
func (p *parser) satellite(n *yaml.Node, i int) {
	label := fmt.Sprintf("satellite #%d", i+1)
	o, ok := p.object(n, label, satelliteFields)
	if !ok {
		return
	}
	var sat Satellite
	idn := o.get(p.decoder, "id")
	switch {
	case idn == nil:
		p.errorf(n, "%s: missing field \"id\" (Home Assistant's device_id or satellite_id, or a Wyoming peer's address)", label)
	default:
		if id, ok := p.scalarText(idn, label, "id"); ok {
			sat.ID = id
			label = fmt.Sprintf("satellite %q", id)
			p.checkSatelliteID(idn, label, id)
		}
	}
	roomNode := o.get(p.decoder, "room")
	if roomNode == nil {
		p.errorf(n, "%s: missing field \"room\" (the id of the room it stands in)", label)
	} else if room, ok := p.str(roomNode, label, "room"); ok {
		sat.Room = room
		p.satRefs = append(p.satRefs, &entry{kind: "satellite", label: label, node: n, ref: roomNode, refID: room})
	}
	if sat.ID == "" {
		return
	}
	for j, prev := range p.out.Satellites {
		if prev.ID == sat.ID {
			p.errorf(idn, "%s: listed twice (also satellite #%d); a satellite stands in one room", label, j+1)
			return
		}
	}
	p.out.Satellites = append(p.out.Satellites, sat)
}

// scalarText decodes a text field that YAML may read as a number (an id
// of digits, an address).
func (p *parser) scalarText(n *yaml.Node, label, name string) (string, bool) {
	if n.Kind == yaml.ScalarNode && (n.ShortTag() == "!!int" || n.ShortTag() == "!!float") {
		return n.Value, true
	}
	return p.str(n, label, name)
}

// checkSatelliteID checks a satellite id: not empty, not too long, no
// spaces or control characters.
func (p *parser) checkSatelliteID(n *yaml.Node, label, id string) {
	switch {
	case id == "":
		p.errorf(n, "%s: id is empty", label)
	case utf8.RuneCountInString(id) > MaxSatelliteID:
		p.errorf(n, "%s: id is %d characters long; at most %d", label, utf8.RuneCountInString(id), MaxSatelliteID)
	default:
		for _, r := range id {
			if unicode.IsSpace(r) || unicode.IsControl(r) {
				p.errorf(n, "%s: id contains %U; ids have no spaces or control characters", label, r)
				return
			}
		}
	}
}

// SatelliteRoom is the room of a satellite by its id, "" when the home
// does not list it.
func (h *Home) SatelliteRoom(id string) string {
	if id == "" {
		return ""
	}
	for _, s := range h.Satellites {
		if s.ID == id {
			return s.Room
		}
	}
	return ""
}
