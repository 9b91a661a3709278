package home

import (
	"fmt"
	"sort"
	"strings"

	"go.yaml.in/yaml/v3"
)

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
			p.sceneArg(a, spec, name)
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
