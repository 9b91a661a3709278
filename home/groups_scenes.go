package home

import (
	"fmt"

	"go.yaml.in/yaml/v3"
)

// group decodes one group and the ids of its members, which crossCheck
// checks once every entity is known.
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

// scene decodes one scene and its actions.
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
			ae.values = a.Args
			ae.args = map[string]*yaml.Node{}
			for _, k := range ao.keys {
				ae.args[k] = ao.fields[k].key
			}
			ae.argNames = ao.keys
		}
	}
	return a, ae
}
