package home

import (
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"edge/risk"
)

// The floors of risk by what a device is and what a command does to it,
// whatever capability carries the command: a garage door wired to a relay
// (capabilities: [onoff]) opens on "on" as it does on "open". A command's
// floor is the highest of its own (CommandSpec.Floor: unlock is critical
// on any lock) and of the rows of floors below whose hazard the device is
// and whose effects the command has (CommandSpec.Does, and ArgSpec.Does
// for the arguments given). A device's `risk:` may raise it, never lower
// it (Device.Level).

// Effect is what a command does to a device, as a set.
type Effect uint16

// Effects.
const (
	// Opens opens it: a cover or a valve open, a position above 0.
	Opens Effect = 1 << iota
	// Moves moves it to another position.
	Moves
	// SwitchesOn and SwitchesOff switch its power (a relay: on a garage
	// door's, either moves the door).
	SwitchesOn
	SwitchesOff
	// Unlocks releases a lock.
	Unlocks
	// Disarms disarms an alarm.
	Disarms
	// Rearms arms an alarm in a mode that guards less than away (home,
	// night): it changes how the alarm is armed.
	Rearms
	// Heats makes heat: a heat mode, a temperature, a level or a step up.
	Heats
	// Powers changes the power a dimmer or a motor controller gives what
	// is wired to it (a level or a speed, up or down): on a garage door's,
	// a valve's, a strike's or an alarm's it moves, opens, releases or
	// silences it as switching it does.
	Powers
)

// Hazard is what a device is, for the floors, as a set.
type Hazard uint8

// Hazards.
const (
	// GarageDoor is a garage door or a gate: whatever opens or moves it.
	GarageDoor Hazard = 1 << iota
	// Valve is a water or gas valve: opening it.
	Valve
	// Lock is a lock, a door strike or a latch: releasing it.
	Lock
	// Heat is a heater, an oven, a kettle or an iron: making heat.
	Heat
	// Alarm is an alarm: disarming it, or arming it to guard less.
	Alarm
)

// hazardNames are the hazards' names, as the language packs' words know
// them (lang.Vocab.Hazards) and edge check shows them.
var hazardNames = []struct {
	h    Hazard
	name string
}{{GarageDoor, "garage_door"}, {Valve, "valve"}, {Lock, "lock"}, {Heat, "heat"}, {Alarm, "alarm"}}

// floors is the table of floors by hazard and effect: the command of a
// device of Hazard that does any of Does is at Level at least.
var floors = []struct {
	Hazard Hazard
	Does   Effect
	Level  risk.Level
}{
	{GarageDoor, Opens | Moves | SwitchesOn | SwitchesOff | Powers, risk.High},
	{Valve, Opens | SwitchesOn | Powers, risk.High},
	{Lock, Opens | Unlocks | SwitchesOn | SwitchesOff | Powers, risk.Critical},
	{Heat, Heats | SwitchesOn, risk.High},
	{Alarm, Disarms | SwitchesOff | Powers, risk.Critical},
	{Alarm, Rearms, risk.High},
}

// hazardTypes are the `type` and tag words that say a hazard.
var hazardTypes = map[string]Hazard{
	"garage_door": GarageDoor, "garage": GarageDoor, "gate": GarageDoor, "garage_opener": GarageDoor,
	"valve": Valve, "water_valve": Valve, "gas_valve": Valve,
	"lock": Lock, "door_lock": Lock, "strike": Lock, "door_strike": Lock, "latch": Lock,
	"heater": Heat, "space_heater": Heat, "water_heater": Heat, "heating": Heat, "radiator": Heat, "boiler": Heat,
	"oven": Heat, "stove": Heat, "cooktop": Heat, "kettle": Heat, "iron": Heat, "toaster": Heat, "fryer": Heat,
	"alarm": Alarm, "alarm_panel": Alarm, "alarm_control_panel": Alarm,
}

// hazardCapabilities are the capabilities that say a hazard of their own:
// a device with a lock is a lock whatever else it has (its on/off too).
var hazardCapabilities = map[string]Hazard{"lock": Lock, "valve": Valve, "alarm": Alarm}

// ParseHazard reads a hazard's name (hazardNames); ok is false for
// anything else.
func ParseHazard(name string) (Hazard, bool) {
	for _, n := range hazardNames {
		if n.name == name {
			return n.h, true
		}
	}
	return 0, false
}

// Names lists the names of the hazards of the set, in the table's order.
func (h Hazard) Names() []string {
	var out []string
	for _, n := range hazardNames {
		if h&n.h != 0 {
			out = append(out, n.name)
		}
	}
	return out
}

func (h Hazard) String() string { return strings.Join(h.Names(), ",") }

// Typed is what the device's type, tags and capabilities say it is.
func (d *Device) Typed() Hazard {
	h := hazardTypes[strings.ToLower(d.Type)]
	for _, t := range d.Tags {
		h |= hazardTypes[strings.ToLower(t)]
	}
	for _, c := range d.Capabilities {
		h |= hazardCapabilities[c]
	}
	return h
}

// Hazards is what the device is, for the floors: what its type, tags and
// capabilities say, and what its names say (Named, set by Classify).
// What one says is never taken away by another.
func (d *Device) Hazards() Hazard {
	if d.classified {
		return d.hazards
	}
	return d.Typed() | d.Named
}

// Classify sets what the names of each device of the home say it is
// (Device.Named): said reads names (the device's name and aliases) in
// the languages edge speaks and returns the hazards' names they say
// (lang.HazardsOf); what a device's names say is what each says, so said
// is asked one name at a time, from several goroutines at once
// (readNames), and once for a name however many devices bear it (a large home repeats its names room after room: "Ceiling
// light"). A name that begins with the end of a hazard's word (tail:
// "Door", 门) is also read after the name of its device's room (or an
// alias of the room), as "the garage door" reaches a cover called "Door"
// in the Garage: what that says and the room's name alone does not is
// what the device is too. Package home knows no word: the composition
// root passes said and tail.
func Classify(h *Home, said func(names ...string) []string, tail func(name string) bool) {
	read := readNames(classifiedNames(h), func(name string) Hazard { return ParseHazards(said(name)) })
	says := func(name string) Hazard {
		hz, ok := read[name]
		if !ok {
			hz = ParseHazards(said(name))
			read[name] = hz
		}
		return hz
	}
	tails := map[string]bool{}
	begins := func(name string) bool {
		t, ok := tails[name]
		if !ok {
			t = tail(name)
			tails[name] = t
		}
		return t
	}
	rooms := map[string][]string{}
	for _, r := range h.Rooms {
		rooms[r.ID] = append([]string{r.Name}, r.Aliases...)
	}
	grouped := groupSays(h, says)
	for i := range h.Devices {
		d := &h.Devices[i]
		d.Named = 0
		for _, name := range append([]string{d.Name}, d.Aliases...) {
			d.Named |= says(name)
			if d.Room == "" || !begins(name) {
				continue
			}
			for _, room := range rooms[d.Room] {
				if scriptAt(room, true) == scriptAt(name, false) {
					d.Named |= says(placed(room, name)) &^ says(room)
				}
			}
		}
		d.TypeSays = 0
		for _, w := range typeNames(*d) {
			d.TypeSays |= says(w)
		}
		d.IDSays, d.GroupSays = idSays(d.ID, says), grouped[d.ID]
		d.hazards, d.classified = d.Typed()|d.Named|d.TypeSays|d.IDSays|d.GroupSays, true
	}
}

// typeNames are the words of a device's type and tags that no hazard's
// type is ("garage_door_opener": "garage door opener"), read as names.
func typeNames(d Device) []string {
	var out []string
	for _, t := range append([]string{d.Type}, d.Tags...) {
		if w := typeWords(t); w != "" && hazardTypes[strings.ToLower(t)] == 0 {
			out = append(out, w)
		}
	}
	return out
}

// classifiedNames are the names Classify reads of every device and group
// whatever its room: names and aliases, the words of types and tags, and
// those of ids (readNames reads them at once; a name said after its room
// is read as it comes).
func classifiedNames(h *Home) []string {
	var out []string
	for _, d := range h.Devices {
		out = append(append(out, d.Name), d.Aliases...)
		out = append(out, typeNames(d)...)
		if _, w := idName(d.ID); w != "" {
			out = append(out, w)
		}
	}
	for _, g := range h.Groups {
		out = append(append(out, g.Name), g.Aliases...)
	}
	return out
}

// scriptAt reports whether the last letter of s (the first, for last
// false), past digits, spaces and signs, is a Han character. A name is
// read after a room's name only in the same script: no pack's word of a
// hazard is written in two ("车库 Door" says only what "Door" says), and a
// home whose rooms and devices are named in two languages had half its
// names read so for nothing.
func scriptAt(s string, last bool) bool {
	rs := []rune(s)
	if last {
		slices.Reverse(rs)
	}
	for _, r := range rs {
		if unicode.IsLetter(r) {
			return unicode.Is(unicode.Han, r)
		}
	}
	return false
}

// placed is a name read after its room's, as it is said: with a space
// between them, or none between two letters of a script written without
// spaces ("Garage Door", 车库门).
func placed(room, name string) string {
	last, _ := utf8.DecodeLastRuneInString(room)
	first, _ := utf8.DecodeRuneInString(name)
	if unicode.Is(unicode.Han, last) && unicode.Is(unicode.Han, first) {
		return room + name
	}
	return room + " " + name
}

// Does is what the command of the capability does with those arguments
// (nil args: the command's own effects alone).
func Does(capability, command string, args map[string]any) Effect {
	c, ok := capabilities[capability]
	if !ok {
		return 0
	}
	cmd, ok := c.Command(command)
	if !ok {
		return 0
	}
	does := cmd.Does
	for _, a := range cmd.Args {
		if v, given := args[a.Name]; given && a.Does != 0 && a.does(v) {
			does |= a.Does
		}
	}
	return does
}

// does reports whether the value given the argument has its effect: a
// number above 0, a text of DoesWith. A value it cannot read has it: the
// floor is never lowered for a value it does not understand.
func (a ArgSpec) does(v any) bool {
	if len(a.DoesWith) > 0 {
		s, ok := v.(string)
		return !ok || slices.Contains(a.DoesWith, strings.ToLower(s))
	}
	switch n := v.(type) {
	case float64:
		return n > 0
	case int:
		return n > 0
	case int64:
		return n > 0
	case string:
		f, err := strconv.ParseFloat(strings.TrimSpace(strings.TrimSuffix(n, "%")), 64)
		return err != nil || f > 0
	}
	return true
}

// Floor is the code's floor on the command of the capability with those
// arguments on the device: the command's own, raised by what the device
// is and what the command does to it. The device's declared risk is not
// in it (Level).
func (d *Device) Floor(capability, command string, args map[string]any) risk.Level {
	level := risk.Low
	if c, ok := capabilities[capability]; ok {
		if cmd, ok := c.Command(command); ok {
			level = cmd.Floor
		}
	}
	hz, does := d.Hazards(), Does(capability, command, args)
	for _, f := range floors {
		if hz&f.Hazard != 0 && does&f.Does != 0 {
			level = max(level, f.Level)
		}
	}
	return level
}

// Level is the risk of the command of the capability with those arguments
// on the device: its floor, raised by the device's declared risk.
func (d *Device) Level(capability, command string, args map[string]any) risk.Level {
	return risk.Assess(d.Floor(capability, command, args), d.Risk, risk.Low)
}

// LevelOf is the risk of a command with those arguments on the device:
// the highest of the capabilities of the device that have the command.
func (d *Device) LevelOf(command string, args map[string]any) risk.Level {
	level := risk.Low
	_, caps, _ := d.Command(command)
	for _, cp := range caps {
		level = max(level, d.Level(cp, command, args))
	}
	return level
}

// CommandFloor is the floor of one command of a device, whatever its
// arguments: what edge check and edge devices show.
type CommandFloor struct {
	Capability, Command string
	Level               risk.Level
}

// Floors lists the commands of the device above low risk with the
// highest floor any arguments give them, raised by the device's declared
// risk, in the order of its capabilities.
func (d *Device) Floors() []CommandFloor {
	var out []CommandFloor
	for _, cn := range d.Capabilities {
		c, ok := capabilities[cn]
		if !ok {
			continue
		}
		for _, cmd := range c.Commands {
			if l := d.Level(cn, cmd.Name, anyArgs(&cmd)); l > risk.Low {
				out = append(out, CommandFloor{cn, cmd.Name, l})
			}
		}
	}
	return out
}

// MaxFloor is the highest floor of the device's commands (Floors), low
// for none.
func (d *Device) MaxFloor() risk.Level {
	level := risk.Low
	for _, f := range d.Floors() {
		level = max(level, f.Level)
	}
	return level
}

// anyArgs gives every argument of the command a value that has its
// effect.
func anyArgs(cmd *CommandSpec) map[string]any {
	args := map[string]any{}
	for _, a := range cmd.Args {
		switch {
		case len(a.DoesWith) > 0:
			args[a.Name] = a.DoesWith[0]
		case a.Does != 0:
			args[a.Name] = 1.0
		}
	}
	return args
}
