package home

import "edge/risk"

// The capability table (CONTRACT §2) is the one place that says what a
// capability is: its commands and their arguments, its state attributes,
// the verb clusters that reach it, the floor hints of its risk and how the
// simulator applies it. compile's action clusters, the planner, the units
// of the answers, the model's IR schema, the validation of home files and
// the sim driver are derived from it. Adding a capability is one row of
// the table, its words, and tests. The floors of risk by what a device is
// (a garage door on a relay, a heater told to heat) are read from what
// each command does (Effect) in floors.go.

// ArgKind is the JSON type of a command argument.
type ArgKind string

// Argument kinds.
const (
	Integer ArgKind = "integer"
	Number  ArgKind = "number"
	String  ArgKind = "string"
)

// ArgSpec describes one argument of a command.
type ArgSpec struct {
	Name string
	Kind ArgKind
	// Min and Max bound a numeric argument (inclusive).
	Min, Max float64
	// Enum lists the allowed values of a string argument; empty means any
	// string matching Pattern.
	Enum    []string
	Pattern string
	// DeviceEnum marks a string argument whose allowed values are the
	// device's own (Device.Modes): Device.Command puts them in Enum, and a
	// device that declares none does not take the argument.
	DeviceEnum bool
	// Step marks a relative change of the attribute named Of.
	Step bool
	// DefaultStep is the change of a step said without a number ("a bit
	// brighter"), with its sign.
	DefaultStep float64
	// Level is the rank (1 first) of the argument among those a bare level
	// sets ("set it to 50%", "turn it up"), when one device has several; 0
	// when a level never sets it.
	Level int
	// Steps is the most steps a device may count the argument in
	// (a fan's speed 1, 2 or 3): a whole number from 1 to Steps said
	// without its unit may name a step, not a percentage, and is not
	// taken for one (0: every number is a percentage).
	Steps float64
	// Of is the state attribute the argument sets or changes.
	Of string
	// Does is what the command does when the argument is given with a
	// value above 0 (a level, a step up, a temperature), or, for a text,
	// with one of DoesWith ("heat" of a thermostat's mode): what the
	// floors by what a device is read (floors.go).
	Does     Effect
	DoesWith []string
}

// Reach is one verb cluster (the canonical action clusters of package
// compile) that reaches a command, and the command's rank in it: a verb
// means the first command of its cluster that the device has.
type Reach struct {
	Cluster string
	Rank    int
}

// Sim is how the simulated driver applies a command, after the arguments
// that name an attribute (ArgSpec.Of): it removes the attributes of Clear,
// gives those of Set their values, flips the boolean Toggle (false when
// unset), and copies the arguments of Copy (argument → attribute) that
// were given. Keep marks a command that changes nothing beyond its
// arguments.
type Sim struct {
	Clear  []string
	Set    map[string]any
	Toggle string
	Copy   map[string]string
	Keep   bool
}

// CommandSpec describes one command of a capability.
type CommandSpec struct {
	Name string
	// Args are the arguments the command accepts; which of them are
	// required is said by Required.
	Args []ArgSpec
	// Required is true when at least one argument must be given.
	Required bool
	// Verbs are the verb clusters that reach the command; a set command
	// is reached through its arguments (the parameters of package ir).
	Verbs []Reach
	// Floor is the command's risk floor on every device (unlock is
	// critical whatever the lock); Does is what it does to a device, for
	// the floors by what the device is (floors.go).
	Floor risk.Level
	Does  Effect
	// Named marks a command done only to a device named or of a class
	// said, never by a sweep ("turn everything on" starts no robot
	// vacuum).
	Named bool
	// Sim is how the simulated driver applies the command.
	Sim Sim
}

// Kind is the JSON type of a state attribute.
type Kind string

// Attribute kinds.
const (
	Bool    Kind = "bool"
	Numeric Kind = "number"
	Text    Kind = "string"
)

// Answer is a question word (ir.Clause.Ask, ir.Condition.Quantity) an
// attribute answers, and its rank: when several attributes of one device
// answer the word, the lowest rank answers.
type Answer struct {
	Ask  string
	Rank int
}

// Attr describes one state attribute of a capability.
type Attr struct {
	Name string
	Kind Kind
	// Unit is the unit of a number ("%", "°C"); "" for none.
	Unit string
	// Answers are the question words the attribute answers. It answers
	// its own name at rank 0 unless Answers ranks it.
	Answers []Answer
	// Setting marks a value the device aims for (target_humidity), not one
	// it measures: it answers a question about the device when nothing
	// there measures what was asked, and never a condition.
	Setting bool
	// Quantity marks a number a condition may compare ("if the humidity is
	// above 60%").
	Quantity bool
	// Base is the value a step starts from when the attribute has none yet.
	Base float64
	// SwitchesOn marks an attribute whose value, when a command sets it,
	// switches a device that has onoff on (above 0) or off (0).
	SwitchesOn bool
	// Min and Max, when Max is not 0, bound the values a home file may give
	// the attribute, where they are wider than what its commands set (a
	// water heater holds a target above a room's).
	Min, Max float64
}

// Capability is one row of the table.
type Capability struct {
	Name     string
	Commands []CommandSpec
	// State lists the state attributes the capability exposes.
	State []Attr
	// Sensor is true for read-only capabilities.
	Sensor bool
}

// Bounds of the numeric arguments.
const (
	MinKelvin      = 1000
	MaxKelvin      = 10000
	MinTemperature = 5
	MaxTemperature = 35
	// MaxHeldTemperature bounds the target a home file may give a
	// thermostat: a water heater's, above what edge sets.
	MaxHeldTemperature = 80
)

// The values a sensor's reading can take; one outside them (a thermometer
// reading 10^300 °C) is no reading: a condition never compares it.
const (
	MinMeasuredTemperature = -100
	MaxMeasuredTemperature = 1000
	MaxIlluminance         = 200_000
	MaxPower               = 10_000_000
	MaxCO2                 = 100_000
)

func pct(name, of string, level int, does Effect) ArgSpec {
	return ArgSpec{Name: name, Kind: Integer, Min: 0, Max: 100, Of: of, Level: level, Does: does}
}

// fanSpeed is a fan's speed in percent: a fan that counts its speed in
// steps has at most ten of them.
var fanSpeed = func() ArgSpec {
	a := pct("speed", "speed", 4, Heats)
	a.Steps = 10
	return a
}()

func step(name, of string, limit, def float64, does Effect) ArgSpec {
	return ArgSpec{Name: name, Kind: Number, Min: -limit, Max: limit, Step: true, DefaultStep: def, Of: of, Does: does}
}

func number(name, unit string) Attr { return Attr{Name: name, Kind: Numeric, Unit: unit} }

// measured is a number a sensor reads, and the values it can take: a
// reading outside them is no reading (Device.Plausible).
func measured(name, unit string, lo, hi float64) Attr {
	return Attr{Name: name, Kind: Numeric, Unit: unit, Min: lo, Max: hi}
}

func sets(attr string, v any) Sim { return Sim{Set: map[string]any{attr: v}} }

func status(s string) Sim {
	return Sim{Set: map[string]any{"status": s}, Clear: []string{"cleaning_room"}}
}

// The state words of on/off and open/closed questions ("is it on?",
// "is it open?").
var (
	onOff    = []string{"on", "off"}
	openShut = []string{"open", "closed"}
)

func answers(words []string, rank int) []Answer {
	out := make([]Answer, len(words))
	for i, w := range words {
		out[i] = Answer{w, rank}
	}
	return out
}

var table = []*Capability{
	{Name: "onoff",
		State: []Attr{{Name: "on", Kind: Bool, Answers: append(answers(onOff, 0), answers(openShut, 3)...)}},
		Commands: []CommandSpec{
			{Name: "on", Sim: sets("on", true), Verbs: []Reach{{"on", 0}, {"open-on", 0}, {"lit", 0}, {"activate", 1}, {"start", 4}}, Does: SwitchesOn},
			{Name: "off", Sim: sets("on", false), Verbs: []Reach{{"off", 0}, {"close-off", 0}, {"out", 0}}, Does: SwitchesOff},
			{Name: "toggle", Sim: Sim{Toggle: "on"}, Verbs: []Reach{{"toggle", 0}}, Does: SwitchesOn | SwitchesOff},
		}},
	{Name: "brightness",
		State: []Attr{{Name: "brightness", Kind: Numeric, Unit: "%", Quantity: true, SwitchesOn: true}},
		Commands: []CommandSpec{
			{Name: "set", Required: true, Sim: Sim{Keep: true}, Does: Powers,
				Args: []ArgSpec{pct("brightness", "brightness", 2, Heats), step("brightness_step", "brightness", 100, 10, Heats)}},
		}},
	{Name: "color",
		State: []Attr{{Name: "color", Kind: Text}},
		Commands: []CommandSpec{
			{Name: "set", Required: true, Sim: Sim{Keep: true},
				Args: []ArgSpec{{Name: "color", Kind: String, Pattern: `^(#[0-9a-fA-F]{6}|[a-z][a-z ]{1,30})$`, Of: "color"}}},
		}},
	{Name: "color_temp",
		State: []Attr{{Name: "color_temp", Kind: Numeric, Unit: "K", Base: 4000}},
		Commands: []CommandSpec{
			{Name: "set", Required: true, Sim: Sim{Keep: true}, Args: []ArgSpec{
				{Name: "color_temp", Kind: Integer, Min: MinKelvin, Max: MaxKelvin, Of: "color_temp"},
				step("color_temp_step", "color_temp", MaxKelvin, 500, 0)}},
		}},
	{Name: "position",
		State: []Attr{{Name: "position", Kind: Numeric, Unit: "%", Answers: append(answers(onOff, 2), answers(openShut, 0)...)}},
		Commands: []CommandSpec{
			{Name: "open", Sim: sets("position", 100.0), Verbs: []Reach{{"open", 0}, {"on", 2}, {"open-on", 2}}, Does: Opens | Moves},
			{Name: "close", Sim: sets("position", 0.0), Verbs: []Reach{{"close", 0}, {"off", 1}, {"close-off", 1}}},
			{Name: "stop", Sim: Sim{Keep: true}, Verbs: []Reach{{"stop", 1}}},
			{Name: "set", Required: true, Sim: Sim{Keep: true}, Does: Moves,
				Args: []ArgSpec{pct("position", "position", 3, Opens), step("position_step", "position", 100, 10, Opens)}},
		}},
	{Name: "lock",
		State: []Attr{{Name: "locked", Kind: Bool, Answers: answers([]string{"locked", "unlocked"}, 0)}},
		Commands: []CommandSpec{
			{Name: "lock", Sim: sets("locked", true), Verbs: []Reach{{"lock", 0}, {"close", 2}, {"close-off", 3}}},
			{Name: "unlock", Sim: sets("locked", false), Verbs: []Reach{{"unlock", 0}, {"open", 2}, {"open-on", 4}},
				Floor: risk.Critical, Does: Unlocks},
		}},
	{Name: "valve",
		State: []Attr{{Name: "open", Kind: Bool, Answers: append(answers(onOff, 1), answers(openShut, 1)...)}},
		Commands: []CommandSpec{
			{Name: "open", Sim: sets("open", true), Verbs: []Reach{{"open", 1}, {"on", 3}, {"open-on", 3}, {"start", 5}, {"activate", 5}},
				Floor: risk.High, Does: Opens},
			{Name: "close", Sim: sets("open", false), Verbs: []Reach{{"close", 1}, {"off", 2}, {"close-off", 2}, {"stop", 4}}},
		}},
	{Name: "thermostat",
		State: []Attr{
			{Name: "target_temperature", Kind: Numeric, Unit: "°C", Base: 20, Min: MinTemperature, Max: MaxHeldTemperature},
			{Name: "mode", Kind: Text},
			{Name: "temperature", Kind: Numeric, Unit: "°C", Quantity: true, Answers: []Answer{{"temperature", 1}}, Min: MinMeasuredTemperature, Max: MaxMeasuredTemperature},
		},
		Commands: []CommandSpec{
			{Name: "set", Required: true, Sim: Sim{Keep: true}, Args: []ArgSpec{
				{Name: "temperature", Kind: Number, Min: MinTemperature, Max: MaxTemperature, Of: "target_temperature", Level: 6, Does: Heats},
				step("temperature_step", "target_temperature", MaxTemperature-MinTemperature, 1, Heats),
				{Name: "mode", Kind: String, Enum: []string{"heat", "cool", "auto", "off"}, Of: "mode", Does: Heats, DoesWith: []string{"heat", "auto"}}}},
		}},
	{Name: "fan_speed",
		State: []Attr{{Name: "speed", Kind: Numeric, Unit: "%", SwitchesOn: true}},
		Commands: []CommandSpec{
			{Name: "set", Required: true, Sim: Sim{Keep: true}, Does: Powers,
				Args: []ArgSpec{fanSpeed, step("speed_step", "speed", 100, 10, Heats)}},
		}},
	{Name: "media",
		State: []Attr{{Name: "playing", Kind: Bool, Answers: append(answers(onOff, 4), Answer{"playing", 0})},
			{Name: "volume", Kind: Numeric, Unit: "%"}, {Name: "muted", Kind: Bool}},
		Commands: []CommandSpec{
			// "turn off the speaker" pauses a player that has no power of
			// its own: off reaches a player last of all, after the vacuum
			// and the mower. On does not play it: "turn on everything in
			// the study" never starts the music.
			{Name: "play", Sim: sets("playing", true), Verbs: []Reach{{"play", 0}, {"start", 3}}},
			{Name: "pause", Sim: sets("playing", false), Verbs: []Reach{{"pause", 0}, {"stop", 2}, {"off", 11}, {"close-off", 11}}},
			{Name: "next", Sim: sets("playing", true), Verbs: []Reach{{"next", 0}}},
			{Name: "previous", Sim: sets("playing", true), Verbs: []Reach{{"previous", 0}}},
			{Name: "mute", Sim: sets("muted", true), Verbs: []Reach{{"mute", 0}}},
			{Name: "unmute", Sim: sets("muted", false), Verbs: []Reach{{"unmute", 0}}},
			{Name: "set", Required: true, Sim: Sim{Keep: true},
				Args: []ArgSpec{pct("volume", "volume", 5, 0), step("volume_step", "volume", 100, 10, 0)}},
		}},
	{Name: "vacuum",
		State: []Attr{{Name: "status", Kind: Text}},
		Commands: []CommandSpec{
			// "turn on the vacuum" starts it and "pause the vacuum" stops
			// it: these verbs reach the vacuum last of all.
			{Name: "start", Verbs: []Reach{{"start", 0}, {"on", 9}, {"open-on", 9}, {"activate", 9}}, Named: true,
				Args: []ArgSpec{{Name: "room", Kind: String, Pattern: `^[a-z0-9_.-]+$`}},
				Sim:  Sim{Set: map[string]any{"status": "cleaning"}, Clear: []string{"cleaning_room"}, Copy: map[string]string{"room": "cleaning_room"}}},
			{Name: "stop", Sim: status("idle"), Verbs: []Reach{{"stop", 0}, {"off", 9}, {"close-off", 9}, {"pause", 9}}},
			{Name: "dock", Sim: status("docked"), Verbs: []Reach{{"dock", 0}}},
		}},
	{Name: "mower",
		State: []Attr{{Name: "status", Kind: Text}},
		Commands: []CommandSpec{
			// "turn on the mower" starts it and "turn off the mower" sends
			// it home, as a vacuum's on and off do: last of all, after the vacuum.
			{Name: "start", Sim: status("mowing"), Verbs: []Reach{{"start", 1}, {"mow-start", 0}, {"on", 10}, {"open-on", 10}}, Named: true},
			{Name: "dock", Sim: status("docked"), Verbs: []Reach{{"dock", 1}, {"stop", 3}, {"mow-dock", 0}, {"off", 10}, {"close-off", 10}}},
		}},
	{Name: "alarm",
		State: []Attr{{Name: "armed", Kind: Bool, Answers: answers([]string{"armed", "disarmed"}, 0)}},
		Commands: []CommandSpec{
			{Name: "arm", Verbs: []Reach{{"arm", 0}},
				Args: []ArgSpec{{Name: "mode", Kind: String, Enum: []string{"home", "away", "night"}, Does: Rearms, DoesWith: []string{"home", "night"}}},
				Sim:  Sim{Set: map[string]any{"armed": true, "arm_mode": "away"}, Copy: map[string]string{"mode": "arm_mode"}}},
			{Name: "disarm", Sim: Sim{Set: map[string]any{"armed": false}, Clear: []string{"arm_mode"}}, Verbs: []Reach{{"disarm", 0}},
				Floor: risk.Critical, Does: Disarms},
		}},
	{Name: "humidifier",
		State: []Attr{
			{Name: "target_humidity", Kind: Numeric, Unit: "%", Setting: true, Answers: []Answer{{"humidity", 1}}},
			{Name: "mode", Kind: Text},
		},
		Commands: []CommandSpec{
			{Name: "set", Required: true, Sim: Sim{Keep: true}, Args: []ArgSpec{
				pct("humidity", "target_humidity", 1, 0),
				step("humidity_step", "target_humidity", 100, 10, 0),
				{Name: "mode", Kind: String, DeviceEnum: true, Of: "mode"}}},
		}},
	sensor(measured("temperature", "°C", MinMeasuredTemperature, MaxMeasuredTemperature)),
	sensor(number("humidity", "%")),
	sensor(Attr{Name: "illuminance", Kind: Numeric, Unit: "lx", Answers: []Answer{{"illuminance", 0}, {"brightness", 1}}, Min: 0, Max: MaxIlluminance}),
	sensor(measured("power", "W", -MaxPower, MaxPower)),
	sensor(measured("co2", "ppm", 0, MaxCO2)),
	sensor(number("battery", "%")),
	sensor(Attr{Name: "contact", Kind: Bool, Answers: append(answers(onOff, 3), answers(openShut, 2)...)}),
	sensor(Attr{Name: "motion", Kind: Bool, Answers: answers([]string{"occupancy", "motion"}, 1)}),
	sensor(Attr{Name: "occupancy", Kind: Bool, Answers: answers([]string{"occupancy", "motion"}, 0)}),
}

// sensor is the row of a read-only capability: one attribute of its name.
// A number it reads is a quantity a condition may compare.
func sensor(a Attr) *Capability {
	a.Quantity = a.Kind == Numeric
	return &Capability{Name: a.Name, State: []Attr{a}, Sensor: true}
}

// SceneCapability is the pseudo-capability of scenes: no device has it; its one
// command, activate, and the verb clusters that reach it.
var SceneCapability = &Capability{Name: "scene", Commands: []CommandSpec{
	{Name: "activate", Verbs: []Reach{{"activate", 0}, {"on", 1}, {"open-on", 1}, {"start", 2}}},
}}

var (
	capabilities = map[string]*Capability{}
	// attrs holds the first attribute of each name in the table; a test
	// checks that attributes of one name agree.
	attrs = map[string]Attr{}
	// BoolSensors are the read-only capabilities whose value is a boolean.
	BoolSensors = map[string]bool{}
)

func init() {
	for _, c := range table {
		capabilities[c.Name] = c
		for _, a := range c.State {
			if _, ok := attrs[a.Name]; !ok {
				attrs[a.Name] = a
			}
			if c.Sensor && a.Kind == Bool {
				BoolSensors[c.Name] = true
			}
		}
	}
}
