// Package home owns the model of one home: floors, rooms, devices, groups and
// scenes as the home file describes them (CONTRACT §1), the capability table
// (CONTRACT §2, caps.go: commands, arguments, attributes, the verbs that
// reach them, risk hints, simulation) from which the rest of edge reads
// what a capability is, and the parsing and validation of home files. It
// does no I/O beyond the bytes it is given.
package home

// Home is one home as its file describes it.
type Home struct {
	Name    string   `yaml:"name,omitempty" json:"name,omitempty"`
	Floors  []Floor  `yaml:"floors,omitempty" json:"floors,omitempty"`
	Rooms   []Room   `yaml:"rooms,omitempty" json:"rooms,omitempty"`
	Devices []Device `yaml:"devices,omitempty" json:"devices,omitempty"`
	Groups  []Group  `yaml:"groups,omitempty" json:"groups,omitempty"`
	Scenes  []Scene  `yaml:"scenes,omitempty" json:"scenes,omitempty"`
	// Models configures the local language and embedding models; the zero
	// value means the defaults (see Models).
	Models Models `yaml:"models,omitempty" json:"models,omitempty"`
	// Security holds the home's safety settings; the zero value means the
	// defaults (see Security).
	Security Security `yaml:"security,omitempty" json:"security,omitempty"`
	// Retention bounds the audit log; the zero value means the defaults
	// (see Retention).
	Retention Retention `yaml:"retention,omitempty" json:"retention,omitempty"`
	// MQTT is the home's broker; the zero value means none.
	MQTT MQTT `yaml:"mqtt,omitempty" json:"mqtt,omitempty"`
	// Satellites are the voice satellites and the room each stands in.
	Satellites []Satellite `yaml:"satellites,omitempty" json:"satellites,omitempty"`
	// namesChecked is set by ParseNames when it checked the names.
	namesChecked bool
}

// Retention is the home's `retention:` block: how much of the audit log is
// kept. Every field is optional; 0 means the audit package's default.
type Retention struct {
	// AuditDays: entries older than this many days are removed.
	AuditDays int `yaml:"audit_days,omitempty" json:"audit_days,omitempty"`
	// AuditMiB: the entries are kept under this many MiB.
	AuditMiB int `yaml:"audit_mib,omitempty" json:"audit_mib,omitempty"`
}

// MQTT is the home's `mqtt:` block: the one broker through which edge
// drives Zigbee2MQTT and Tasmota devices, talks to other gateways and
// publishes Home Assistant discovery. Parse fills the defaults.
type MQTT struct {
	// URL is mqtt://HOST[:PORT] or mqtts://HOST[:PORT]; empty when the
	// home has no mqtt block.
	URL      string `yaml:"url" json:"url"`
	Username string `yaml:"username,omitempty" json:"username,omitempty"`
	// PasswordFile names a file (mode 0600) holding the password; CAFile
	// the PEM certificates that sign the broker's (mqtts, when not signed
	// by the system's roots). Relative paths are relative to the home
	// file; the command line makes them absolute before importing.
	PasswordFile string `yaml:"password_file,omitempty" json:"password_file,omitempty"`
	CAFile       string `yaml:"ca_file,omitempty" json:"ca_file,omitempty"`
	// BaseTopic is Zigbee2MQTT's base topic (DefaultBaseTopic).
	BaseTopic string `yaml:"base_topic,omitempty" json:"base_topic,omitempty"`
	// Discovery publishes Home Assistant MQTT discovery for edge's own
	// devices.
	Discovery bool `yaml:"discovery,omitempty" json:"discovery,omitempty"`
	// Gateway is this gateway's name on the broker (its topics are under
	// edge/GATEWAY/): the block's gateway, else the home's name made a
	// valid gateway name, else "edge".
	Gateway string `yaml:"gateway,omitempty" json:"gateway,omitempty"`
	// GatewayKeyFile names a file (mode 0600) holding the key, the same on
	// every gateway of the home, that authenticates the requests and
	// replies between gateways (gatewaykey.go).
	GatewayKeyFile string `yaml:"gateway_key_file,omitempty" json:"gateway_key_file,omitempty"`
	// Lines are the lines of the block's fields in the home file (0 when
	// not known), for the checks that need the file system.
	Lines map[string]int `yaml:"-" json:"-"`
}

// DefaultBaseTopic is Zigbee2MQTT's own default base topic.
const DefaultBaseTopic = "zigbee2mqtt"

// MQTTKinds are the driver kinds that reach their devices through the
// home's mqtt broker: a device of one of them needs the mqtt block.
var MQTTKinds = []string{"zigbee2mqtt", "tasmota", "edge"}

// Security is the home's `security:` block. Every field is optional.
type Security struct {
	// PINHash is the salted hash of the home's PIN (risk.HashPIN), which
	// confirms critical actions; the PIN itself is never kept. Empty when
	// the home sets no PIN.
	PINHash string `yaml:"-" json:"pin_hash,omitempty"`
	// Bulk is how many devices one turn may act on without a yes (0: the
	// default, risk.DefaultBulk).
	Bulk int `yaml:"bulk,omitempty" json:"bulk,omitempty"`
	// RateLimit is how many commands edge may send one device in a minute
	// (0: the default, audit.DefaultRate).
	RateLimit int `yaml:"rate_limit,omitempty" json:"rate_limit,omitempty"`
}

// Models names the local model server and models edge may use. Every field
// is optional: Host defaults to OLLAMA_HOST or 127.0.0.1:11434; an empty
// Chat or Embed model switches that feature off.
type Models struct {
	Host  string `yaml:"host,omitempty" json:"host,omitempty"`
	Chat  string `yaml:"chat,omitempty" json:"chat,omitempty"`
	Embed string `yaml:"embed,omitempty" json:"embed,omitempty"`
	// TimeoutMS bounds one request to the model server, in milliseconds.
	TimeoutMS int `yaml:"timeout_ms,omitempty" json:"timeout_ms,omitempty"`
}

// Floor is one storey of the home.
type Floor struct {
	ID      string   `yaml:"id" json:"id"`
	Name    string   `yaml:"name" json:"name"`
	Aliases []string `yaml:"aliases,omitempty" json:"aliases,omitempty"`
}

// Room is an area of the home, optionally on a floor.
type Room struct {
	ID      string   `yaml:"id" json:"id"`
	Name    string   `yaml:"name" json:"name"`
	Aliases []string `yaml:"aliases,omitempty" json:"aliases,omitempty"`
	Floor   string   `yaml:"floor,omitempty" json:"floor,omitempty"`
}

// Device is one controllable or readable thing. Capabilities decide what it
// can do; Type is a weak hint and never filters.
type Device struct {
	ID           string         `yaml:"id" json:"id"`
	Name         string         `yaml:"name" json:"name"`
	Aliases      []string       `yaml:"aliases,omitempty" json:"aliases,omitempty"`
	Room         string         `yaml:"room,omitempty" json:"room,omitempty"`
	Type         string         `yaml:"type,omitempty" json:"type,omitempty"`
	Capabilities []string       `yaml:"capabilities" json:"capabilities"`
	Tags         []string       `yaml:"tags,omitempty" json:"tags,omitempty"`
	Risk         string         `yaml:"risk,omitempty" json:"risk,omitempty"`
	Driver       Driver         `yaml:"driver,omitempty" json:"driver,omitempty"`
	State        map[string]any `yaml:"state,omitempty" json:"state,omitempty"`
	// Modes are the device's own modes: the values its capabilities take
	// where the mode is the device's (the humidifier's mode).
	Modes []string `yaml:"modes,omitempty" json:"modes,omitempty"`
	// Voice, when false, keeps every command of edge off the device (it is
	// still read and answered about); nil means true.
	Voice *bool `yaml:"voice,omitempty" json:"voice,omitempty"`
	// AllowCollision keeps a name or alias that reads as other words of
	// the language ("all the lights", "it", "yes", a room and a class word)
	// from being refused at import (see NameReader); such a name never
	// reaches the device.
	AllowCollision bool `yaml:"allow_collision,omitempty" json:"allow_collision,omitempty"`
	// Named is what the device's name and aliases say it is, for the
	// risk floors (Classify); never written to a file or the store.
	Named Hazard `yaml:"-" json:"-"`
	// TypeSays is what the words of the device's type and tags say it is,
	// read as its names are (Classify): "garage-door", "GarageDoor",
	// "smart_lock", "siren", which the table of types does not hold.
	TypeSays Hazard `yaml:"-" json:"-"`
	// IDSays is what the device's id says it is, read as its type and
	// names are (Classify, idSays): "switch.garage_door", "lock.porch".
	IDSays Hazard `yaml:"-" json:"-"`
	// GroupSays is what the names of the groups it is in say it is
	// (Classify, groupSays): a relay in a group called "Garage door".
	GroupSays Hazard `yaml:"-" json:"-"`
	// SceneSays is what the names of the scenes that command it say they
	// do (SceneSays): a relay in a scene called "Open the garage".
	SceneSays Hazard `yaml:"-" json:"-"`
	// AddressSays is what the words of its driver's address say it is
	// (AddressSays): its Zigbee2MQTT friendly name, its Tasmota topic.
	AddressSays Hazard `yaml:"-" json:"-"`
	// hazards is Typed() | Named | TypeSays | IDSays | GroupSays (| SceneSays | AddressSays) as Classify found it (when classified),
	// so that a sweep over thousands of devices does not read each one's
	// type, tags and capabilities again.
	hazards    Hazard
	classified bool
}

// Driver names the driver kind of a device and carries its settings
// (everything in the driver block other than kind). The zero value is the
// simulated driver.
type Driver struct {
	Kind   string         `yaml:"kind,omitempty" json:"kind,omitempty"`
	Config map[string]any `yaml:",inline" json:"config,omitempty"`
}

// Group is a named set of devices, addressed as one entity.
type Group struct {
	ID      string   `yaml:"id" json:"id"`
	Name    string   `yaml:"name" json:"name"`
	Aliases []string `yaml:"aliases,omitempty" json:"aliases,omitempty"`
	Members []string `yaml:"members" json:"members"`
}

// Scene is a named list of actions, activated as one.
type Scene struct {
	ID      string   `yaml:"id" json:"id"`
	Name    string   `yaml:"name" json:"name"`
	Aliases []string `yaml:"aliases,omitempty" json:"aliases,omitempty"`
	Room    string   `yaml:"room,omitempty" json:"room,omitempty"`
	Actions []Action `yaml:"actions,omitempty" json:"actions,omitempty"`
}

// Action is one command on one device, as a scene lists it.
type Action struct {
	Device  string         `yaml:"device" json:"device"`
	Command string         `yaml:"command" json:"command"`
	Args    map[string]any `yaml:"args,omitempty" json:"args,omitempty"`
}

// DriverKind is the device's driver kind, "sim" when none is named.
func (d *Device) DriverKind() string {
	if d.Driver.Kind == "" {
		return "sim"
	}
	return d.Driver.Kind
}

// VoiceAllowed reports whether edge may send the device commands: true
// unless the home file says `voice: false`.
func (d *Device) VoiceAllowed() bool {
	return d.Voice == nil || *d.Voice
}

// Has reports whether the device has the capability.
func (d *Device) Has(capability string) bool {
	for _, c := range d.Capabilities {
		if c == capability {
			return true
		}
	}
	return false
}
