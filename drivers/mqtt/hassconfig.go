package mqtt

import (
	"slices"
	"strings"

	"edge/home"
)

// The discovery configs edge publishes for Home Assistant, one per device
// (device-based discovery): homeassistant/device/OBJECT/config with the
// device (dev), the origin (o: edge and its version), the gateway's
// availability, and the device's entities as components (cmps), each with
// its platform (p), unique_id and default_entity_id. The keys are those of
// Home Assistant's MQTT documentation (light.mqtt with the default schema,
// climate.mqtt, fan.mqtt, cover.mqtt, lock.mqtt, valve.mqtt, switch.mqtt,
// number.mqtt, button.mqtt, sensor.mqtt, binary_sensor.mqtt); the
// abbreviations used are dev, o, cmps and p.

// DiscoveryPrefix is Home Assistant's discovery prefix.
const DiscoveryPrefix = "homeassistant"

// Origin is the name of the origin in edge's discovery configs: with the
// availability topic, it tells edge's configs from other bridges'.
const Origin = "edge"

func stateTopic(gw, id string) string { return "edge/" + gw + "/" + id + "/state" }
func setTopic(gw, id string) string   { return "edge/" + gw + "/" + id + "/set" }

// objectOf is the object id of a device of gateway gw: the id of its
// discovery topic, of its Home Assistant device, and the start of the
// unique ids of its entities.
func objectOf(gw, id string) string {
	return "edge_" + gw + "_" + strings.NewReplacer(".", "_", "-", "_").Replace(id)
}

// deviceTopic is where the discovery config of a device goes.
func deviceTopic(object string) string { return DiscoveryPrefix + "/device/" + object + "/config" }

// own reports whether a device is the gateway's own: not behind the
// broker.
func own(dev *home.Device) bool { return !slices.Contains(home.MQTTKinds, dev.DriverKind()) }

// component is one Home Assistant entity of a device.
type component struct {
	// key ends its unique id (the unique ids of the controls are those
	// of the configs edge published one per entity before); platform is
	// its platform.
	key, platform string
	// control is true for the device's controls: named after the device
	// (no name of their own), their entity id is the device's.
	control bool
	config  map[string]any
}

// deviceConfig is the discovery config of one device.
type deviceConfig struct {
	topic   string
	payload map[string]any
	// platforms are the platforms of the components, by key.
	platforms map[string]string
}

// The device classes and units of the sensors (sensor.mqtt).
var hassSensors = map[string][2]string{
	"temperature": {"temperature", "°C"}, "humidity": {"humidity", "%"}, "illuminance": {"illuminance", "lx"},
	"power": {"power", "W"}, "co2": {"carbon_dioxide", "ppm"}, "battery": {"battery", "%"},
}

// The device classes of the binary sensors (binary_sensor.mqtt).
var hassBinary = map[string]string{"contact": "door", "motion": "motion", "occupancy": "occupancy"}

// thermostatModes are edge's thermostat modes, each one of Home
// Assistant's climate modes.
var thermostatModes = []string{"off", "heat", "cool", "auto"}

// defined is a template of a state attribute that renders nothing when
// the state lacks it (Home Assistant ignores an empty value).
func defined(attr, expr string) string {
	return "{{ " + expr + " if value_json." + attr + " is defined else '' }}"
}

// onOff is a template of a boolean attribute as ON or OFF.
func onOff(attr string) string { return "{{ 'ON' if value_json." + attr + " else 'OFF' }}" }

// configOf makes the discovery config of one of the gateway's own
// devices, in its room; ok is false when Home Assistant would have no
// entity of it. version is edge's.
func configOf(gw, version string, dev *home.Device, room string) (c deviceConfig, ok bool) {
	obj := objectOf(gw, dev.ID)
	comps := componentsOf(gw, dev)
	if len(comps) == 0 {
		return c, false
	}
	slug := strings.NewReplacer(".", "_", "-", "_").Replace(dev.ID)
	if _, rest, found := strings.Cut(dev.ID, "."); found {
		slug = strings.NewReplacer(".", "_", "-", "_").Replace(rest)
	}
	cmps := map[string]any{}
	c.platforms = map[string]string{}
	for _, k := range comps {
		suffix := ""
		if k.key != "" {
			suffix = "_" + k.key
		}
		k.config["p"] = k.platform
		k.config["unique_id"] = obj + suffix
		if k.control {
			k.config["name"] = nil
			k.config["default_entity_id"] = k.platform + "." + slug
		} else {
			k.config["default_entity_id"] = k.platform + "." + slug + suffix
		}
		cmps[obj+suffix] = k.config
		c.platforms[obj+suffix] = k.platform
	}
	device := map[string]any{"ids": []string{obj}, "name": dev.Name, "mf": "edge", "mdl": dev.DriverKind(), "sw": version}
	if room != "" {
		device["sa"] = room
	}
	c.topic = deviceTopic(obj)
	c.payload = map[string]any{
		"dev":                   device,
		"o":                     map[string]any{"name": Origin, "sw": version},
		"availability_topic":    StatusTopic(gw),
		"payload_available":     Online,
		"payload_not_available": Offline,
		"cmps":                  cmps,
	}
	return c, true
}

// componentsOf makes the entities of a device: its controls (a light, a
// switch or a fan; a climate, a lock, a valve, a cover), then the parts
// of a media player, then its sensors.
func componentsOf(gw string, dev *home.Device) []component {
	st, set := stateTopic(gw, dev.ID), setTopic(gw, dev.ID)
	var out []component
	control := func(key, platform string, cfg map[string]any) {
		out = append(out, component{key: key, platform: platform, control: true, config: cfg})
	}
	add := func(key, platform string, cfg map[string]any) {
		out = append(out, component{key: key, platform: platform, config: cfg})
	}
	switch {
	case dev.Has("fan_speed"):
		control("", "fan", fanConfig(dev, st, set))
	case dev.Has("onoff") && (dev.Has("brightness") || dev.Has("color") || dev.Has("color_temp") || dev.Type == "light"):
		control("", "light", lightConfig(dev, st, set))
	case dev.Has("onoff"):
		control("", "switch", map[string]any{"command_topic": set, "state_topic": st, "value_template": onOff("on")})
	}
	if dev.Has("thermostat") {
		control("climate", "climate", climateConfig(st, set))
	}
	if dev.Has("lock") {
		control("lock", "lock", map[string]any{"command_topic": set, "state_topic": st,
			"value_template": "{{ 'LOCKED' if value_json.locked else 'UNLOCKED' }}"})
	}
	if dev.Has("valve") {
		control("valve", "valve", map[string]any{"command_topic": set, "state_topic": st, "reports_position": false,
			"value_template": "{{ 'open' if value_json.open else 'closed' }}"})
	}
	if dev.Has("position") {
		control("cover", "cover", map[string]any{"command_topic": set, "position_topic": st,
			"position_template": defined("position", "value_json.position | int(0)"), "set_position_topic": set + "/position"})
	}
	if dev.Has("media") {
		// Home Assistant's MQTT integration has no media player: playing
		// and muted are switches, volume a number, next and previous
		// buttons.
		add("playing", "switch", map[string]any{"name": "Playing", "command_topic": set + "/playing", "state_topic": st, "value_template": onOff("playing")})
		add("muted", "switch", map[string]any{"name": "Muted", "command_topic": set + "/muted", "state_topic": st, "value_template": onOff("muted")})
		add("volume", "number", map[string]any{"name": "Volume", "command_topic": set + "/volume", "state_topic": st,
			"value_template": defined("volume", "value_json.volume"), "min": 0, "max": 100, "step": 1, "mode": "slider", "unit_of_measurement": "%"})
		add("next", "button", map[string]any{"name": "Next", "command_topic": set, "payload_press": "NEXT"})
		add("previous", "button", map[string]any{"name": "Previous", "command_topic": set, "payload_press": "PREVIOUS"})
	}
	for _, c := range dev.Capabilities {
		if s, ok := hassSensors[c]; ok {
			add(c, "sensor", map[string]any{"state_topic": st, "device_class": s[0], "unit_of_measurement": s[1],
				"state_class": "measurement", "value_template": defined(c, "value_json."+c)})
		}
		if class, ok := hassBinary[c]; ok {
			add(c, "binary_sensor", map[string]any{"state_topic": st, "device_class": class, "value_template": onOff(c)})
		}
	}
	return out
}

// lightConfig is a light of the default schema: on and off on the set
// topic, brightness in % on set/brightness, colour temperature in kelvin
// on set/color_temp, colour as #rrggbb on set/color.
func lightConfig(dev *home.Device, st, set string) map[string]any {
	c := map[string]any{"command_topic": set, "state_topic": st, "state_value_template": onOff("on")}
	if dev.Has("brightness") {
		c["brightness_command_topic"] = set + "/brightness"
		c["brightness_state_topic"] = st
		c["brightness_value_template"] = defined("brightness", "value_json.brightness | int(0)")
		c["brightness_scale"] = 100
	}
	if dev.Has("color_temp") {
		c["color_temp_command_topic"] = set + "/color_temp"
		c["color_temp_state_topic"] = st
		c["color_temp_value_template"] = defined("color_temp", "value_json.color_temp | int(0)")
		c["color_temp_kelvin"] = true
		c["min_kelvin"], c["max_kelvin"] = home.MinKelvin, home.MaxKelvin
	}
	if dev.Has("color") {
		c["rgb_command_topic"] = set + "/color"
		c["rgb_command_template"] = "{{ '#%02x%02x%02x' | format(red, green, blue) }}"
		c["rgb_state_topic"] = st
		// the state's colour is #rrggbb (publishState makes it so).
		c["rgb_value_template"] = "{% if value_json.color is defined %}{{ value_json.color[1:3] | int(0, 16) }}," +
			"{{ value_json.color[3:5] | int(0, 16) }},{{ value_json.color[5:7] | int(0, 16) }}{% endif %}"
	}
	return c
}

// climateConfig is a thermostat: the target temperature on
// set/temperature, the mode on set/mode, the room's temperature read.
func climateConfig(st, set string) map[string]any {
	return map[string]any{
		"modes":                        thermostatModes,
		"mode_command_topic":           set + "/mode",
		"mode_state_topic":             st,
		"mode_state_template":          defined("mode", "value_json.mode"),
		"temperature_command_topic":    set + "/temperature",
		"temperature_state_topic":      st,
		"temperature_state_template":   defined("target_temperature", "value_json.target_temperature"),
		"current_temperature_topic":    st,
		"current_temperature_template": defined("temperature", "value_json.temperature"),
		"min_temp":                     home.MinTemperature,
		"max_temp":                     home.MaxTemperature,
		"temp_step":                    0.5,
		"temperature_unit":             "C",
	}
}

// fanConfig is a fan: on and off on the set topic (off is speed 0 for a
// fan with no onoff), its speed in % on set/speed.
func fanConfig(dev *home.Device, st, set string) map[string]any {
	state := "{{ 'ON' if (value_json.speed | default(0)) > 0 else 'OFF' }}"
	if dev.Has("onoff") {
		state = onOff("on")
	}
	return map[string]any{
		"command_topic":             set,
		"state_topic":               st,
		"state_value_template":      state,
		"percentage_command_topic":  set + "/speed",
		"percentage_state_topic":    st,
		"percentage_value_template": defined("speed", "value_json.speed | int(0)"),
		"speed_range_min":           1,
		"speed_range_max":           100,
	}
}
