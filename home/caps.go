package home

import "sort"

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
	// string matching Pattern (or any string at all).
	Enum    []string
	Pattern string
	// Step marks a relative change of the attribute named Of.
	Step bool
	// Of is the state attribute the argument sets or changes.
	Of string
}

// CommandSpec describes one command of a capability.
type CommandSpec struct {
	Name string
	// Args are the arguments the command accepts; which of them are
	// required is said by Required.
	Args []ArgSpec
	// Required is true when at least one argument must be given.
	Required bool
}

// Capability is one entry of CONTRACT §2.
type Capability struct {
	Name     string
	Commands []CommandSpec
	// State lists the state attributes the capability exposes.
	State []string
	// Sensor is true for read-only capabilities.
	Sensor bool
}

func pct(name, of string) ArgSpec {
	return ArgSpec{Name: name, Kind: Integer, Min: 0, Max: 100, Of: of}
}

func step(name, of string, limit float64) ArgSpec {
	return ArgSpec{Name: name, Kind: Number, Min: -limit, Max: limit, Step: true, Of: of}
}

// Bounds of the numeric arguments.
const (
	MinKelvin      = 1000
	MaxKelvin      = 10000
	MinTemperature = 5
	MaxTemperature = 35
)

var capabilities = map[string]*Capability{
	"onoff": {Name: "onoff", State: []string{"on"}, Commands: []CommandSpec{
		{Name: "on"}, {Name: "off"}, {Name: "toggle"}}},
	"brightness": {Name: "brightness", State: []string{"brightness"}, Commands: []CommandSpec{
		{Name: "set", Required: true, Args: []ArgSpec{pct("brightness", "brightness"), step("brightness_step", "brightness", 100)}}}},
	"color": {Name: "color", State: []string{"color"}, Commands: []CommandSpec{
		{Name: "set", Required: true, Args: []ArgSpec{{Name: "color", Kind: String, Pattern: `^(#[0-9a-fA-F]{6}|[a-z][a-z ]{1,30})$`, Of: "color"}}}}},
	"color_temp": {Name: "color_temp", State: []string{"color_temp"}, Commands: []CommandSpec{
		{Name: "set", Required: true, Args: []ArgSpec{
			{Name: "color_temp", Kind: Integer, Min: MinKelvin, Max: MaxKelvin, Of: "color_temp"},
			step("color_temp_step", "color_temp", MaxKelvin)}}}},
	"position": {Name: "position", State: []string{"position"}, Commands: []CommandSpec{
		{Name: "open"}, {Name: "close"}, {Name: "stop"},
		{Name: "set", Required: true, Args: []ArgSpec{pct("position", "position"), step("position_step", "position", 100)}}}},
	"lock": {Name: "lock", State: []string{"locked"}, Commands: []CommandSpec{
		{Name: "lock"}, {Name: "unlock"}}},
	"valve": {Name: "valve", State: []string{"open"}, Commands: []CommandSpec{
		{Name: "open"}, {Name: "close"}}},
	"thermostat": {Name: "thermostat", State: []string{"target_temperature", "mode", "temperature"}, Commands: []CommandSpec{
		{Name: "set", Required: true, Args: []ArgSpec{
			{Name: "temperature", Kind: Number, Min: MinTemperature, Max: MaxTemperature, Of: "target_temperature"},
			step("temperature_step", "target_temperature", MaxTemperature-MinTemperature),
			{Name: "mode", Kind: String, Enum: []string{"heat", "cool", "auto", "off"}, Of: "mode"}}}}},
	"fan_speed": {Name: "fan_speed", State: []string{"speed"}, Commands: []CommandSpec{
		{Name: "set", Required: true, Args: []ArgSpec{pct("speed", "speed"), step("speed_step", "speed", 100)}}}},
	"media": {Name: "media", State: []string{"playing", "volume", "muted"}, Commands: []CommandSpec{
		{Name: "play"}, {Name: "pause"}, {Name: "next"}, {Name: "previous"}, {Name: "mute"}, {Name: "unmute"},
		{Name: "set", Required: true, Args: []ArgSpec{pct("volume", "volume"), step("volume_step", "volume", 100)}}}},
	"vacuum": {Name: "vacuum", State: []string{"status"}, Commands: []CommandSpec{
		{Name: "start", Args: []ArgSpec{{Name: "room", Kind: String, Pattern: `^[a-z0-9_.-]+$`}}}, {Name: "stop"}, {Name: "dock"}}},
	"mower": {Name: "mower", State: []string{"status"}, Commands: []CommandSpec{
		{Name: "start"}, {Name: "dock"}}},
	"alarm": {Name: "alarm", State: []string{"armed"}, Commands: []CommandSpec{
		{Name: "arm", Args: []ArgSpec{{Name: "mode", Kind: String, Enum: []string{"home", "away", "night"}}}},
		{Name: "disarm"}}},
}

func init() {
	for _, s := range []string{"temperature", "humidity", "illuminance", "power", "co2", "battery", "contact", "motion", "occupancy"} {
		capabilities[s] = &Capability{Name: s, State: []string{s}, Sensor: true}
	}
}

// BoolSensors are the read-only capabilities whose value is a boolean.
var BoolSensors = map[string]bool{"contact": true, "motion": true, "occupancy": true}

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

// Command returns the merged specification of a command on a device: the
// union of the arguments of every capability of the device that has the
// command, and the capabilities that provide it. ok is false when no
// capability of the device has the command.
func (d *Device) Command(name string) (spec CommandSpec, caps []string, ok bool) {
	spec.Name = name
	for _, cn := range d.Capabilities {
		c, found := capabilities[cn]
		if !found {
			continue
		}
		for _, cmd := range c.Commands {
			if cmd.Name != name {
				continue
			}
			ok = true
			caps = append(caps, cn)
			spec.Args = append(spec.Args, cmd.Args...)
			spec.Required = spec.Required || cmd.Required
		}
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
