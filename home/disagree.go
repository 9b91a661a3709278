package home

import (
	"fmt"
	"strings"
)

// Warning is something of a home file that edge takes, but that the
// person who wrote it should look at: the device it is about (its index
// in Home.Devices) and what to do.
type Warning struct {
	Device int
	Msg    string
}

// hazardSaid says each hazard in words, with the floor its commands get.
var hazardSaid = map[Hazard]string{
	GarageDoor: "a garage door or gate (on, off, open and moving it: high risk)",
	Valve:      "a valve (on and opening it: high risk)",
	Lock:       "a lock, strike or latch (on, off, open and unlock: critical risk)",
	Heat:       "a heater, oven, kettle or iron (on, a heat mode, a temperature or level up: high risk)",
	Alarm:      "an alarm (off and disarm: critical risk; arming it in home or night mode: high)",
}

// hazardType are the type words that say each hazard.
var hazardType = map[Hazard]string{GarageDoor: "garage_door or gate", Valve: "valve", Lock: "lock, strike or latch",
	Heat: "heater, oven, kettle or iron", Alarm: "alarm"}

// hazardCapability is the capability that says where a device of the
// hazard is, when it has it; one wired to a relay has on/off instead.
var hazardCapability = map[Hazard]string{GarageDoor: "position", Valve: "valve", Lock: "lock", Alarm: "alarm"}

// Disagreements lists the devices whose type, capabilities and names do
// not say the same of what they are, for the risk floors: edge takes the
// highest floor any of them says (Device.Hazards), and the warning says
// how to make them agree. Classify the home first: without it, the names
// say nothing.
func Disagreements(h *Home) []Warning {
	var out []Warning
	for i := range h.Devices {
		d := &h.Devices[i]
		typed := hazardTypes[strings.ToLower(d.Type)]
		for _, n := range hazardNames {
			hz := n.h
			cp, has := hazardCapability[hz]
			switch {
			case typed&hz != 0 && has && !d.Has(cp) && len(d.Capabilities) > 0:
				out = append(out, Warning{i, fmt.Sprintf("device %q: type %s without the capability %s (capabilities: %s): edge takes it for %s, "+
					"whatever capability carries the command; if it is wired to a relay that is right, else give it the capability %s",
					d.ID, d.Type, cp, strings.Join(d.Capabilities, ", "), hazardSaid[hz], cp)})
			case d.TypeSays&hz != 0 && d.Typed()&hz == 0:
				out = append(out, Warning{i, fmt.Sprintf("device %q: its type %s says %s in words edge does not take for a type: edge takes it for one; "+
					"write the type that says so (%s)", d.ID, d.Type, hazardSaid[hz], hazardType[hz])})
			case d.Named&hz != 0 && d.Typed()&hz == 0:
				out = append(out, Warning{i, fmt.Sprintf("device %q: its name or an alias says %s, its type %s does not: edge takes it for one; "+
					"give it the type that says so (%s), or rename it", d.ID, hazardSaid[hz], typeOr(d.Type), hazardType[hz])})
			case d.IDSays&hz != 0 && d.Typed()&hz == 0:
				out = append(out, Warning{i, fmt.Sprintf("device %q: its id says %s, its type %s does not: edge takes it for one; "+
					"give it the type that says so (%s), or an id that says what it is", d.ID, hazardSaid[hz], typeOr(d.Type), hazardType[hz])})
			case d.GroupSays&hz != 0 && d.Typed()&hz == 0:
				out = append(out, Warning{i, fmt.Sprintf("device %q: the name of a group it is in says %s, its type %s does not: edge takes it for one; "+
					"give it the type that says so (%s), or take it out of the group", d.ID, hazardSaid[hz], typeOr(d.Type), hazardType[hz])})
			case d.SceneSays&hz != 0 && d.Typed()&hz == 0:
				out = append(out, Warning{i, fmt.Sprintf("device %q: the name of a scene that commands it says it works %s, its type %s does not: edge takes it for one; "+
					"give it the type that says so (%s), or rename the scene", d.ID, hazardSaid[hz], typeOr(d.Type), hazardType[hz])})
			case d.AddressSays&hz != 0 && d.Typed()&hz == 0:
				out = append(out, Warning{i, fmt.Sprintf("device %q: its driver's address says %s, its type %s does not: edge takes it for one; "+
					"give it the type that says so (%s)", d.ID, hazardSaid[hz], typeOr(d.Type), hazardType[hz])})
			case has && d.Has(cp) && hazardCapabilities[cp] == hz && d.Type != "" && typed&hz == 0:
				out = append(out, Warning{i, fmt.Sprintf("device %q: type %s with the capability %s: edge takes it for %s; "+
					"give it the type that says so (%s), or take the capability away if it has none", d.ID, d.Type, cp, hazardSaid[hz], hazardType[hz])})
			}
		}
	}
	return out
}

func typeOr(t string) string {
	if t == "" {
		return "(none)"
	}
	return t
}
