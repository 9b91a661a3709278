package mqtt_test

import (
	"encoding/json"
	"regexp"
	"slices"
	"strings"
	"testing"

	"edge/home"
)

// Home Assistant's documented configuration keys (the MQTT integration's
// pages: mqtt "Device discovery payload" and "Supported abbreviations",
// light.mqtt with the default schema, climate.mqtt, fan.mqtt, cover.mqtt,
// lock.mqtt, valve.mqtt, switch.mqtt, number.mqtt, button.mqtt,
// sensor.mqtt, binary_sensor.mqtt). A key that is not documented for its
// place is an error: Home Assistant ignores it, and what it meant is
// lost.
var (
	hassRoot   = words("dev o cmps availability availability_topic availability_mode availability_template payload_available payload_not_available command_topic state_topic qos encoding")
	hassDevice = words("ids name mf mdl mdl_id sw hw sn sa cu cns via_device")
	hassOrigin = words("name sw url")
	hassEntity = words("p unique_id default_entity_id name icon entity_category entity_picture enabled_by_default json_attributes_topic json_attributes_template qos encoding")
	hassKeys   = map[string][]string{
		"light": words(`command_topic state_topic state_value_template payload_on payload_off optimistic retain on_command_type schema
			brightness_command_topic brightness_command_template brightness_scale brightness_state_topic brightness_value_template
			color_mode_state_topic color_mode_value_template color_temp_command_template color_temp_command_topic color_temp_kelvin
			color_temp_state_topic color_temp_value_template max_kelvin min_kelvin max_mireds min_mireds
			effect_command_topic effect_command_template effect_list effect_state_topic effect_value_template
			hs_command_template hs_command_topic hs_state_topic hs_value_template
			rgb_command_template rgb_command_topic rgb_state_topic rgb_value_template
			rgbw_command_template rgbw_command_topic rgbw_state_topic rgbw_value_template
			rgbww_command_template rgbww_command_topic rgbww_state_topic rgbww_value_template
			white_command_topic white_scale xy_command_template xy_command_topic xy_state_topic xy_value_template`),
		"switch": words("command_topic command_template state_topic value_template payload_on payload_off state_on state_off optimistic retain device_class"),
		"climate": words(`action_template action_topic current_humidity_template current_humidity_topic current_temperature_template
			current_temperature_topic fan_mode_command_template fan_mode_command_topic fan_mode_state_template fan_mode_state_topic
			fan_modes initial max_humidity max_temp min_humidity min_temp mode_command_template mode_command_topic mode_state_template
			mode_state_topic modes optimistic payload_off payload_on power_command_topic power_command_template precision
			preset_mode_command_template preset_mode_command_topic preset_mode_state_topic preset_mode_value_template preset_modes
			retain swing_mode_command_template swing_mode_command_topic swing_mode_state_template swing_mode_state_topic swing_modes
			target_humidity_command_template target_humidity_command_topic target_humidity_state_topic target_humidity_state_template
			temperature_command_template temperature_command_topic temperature_high_command_template temperature_high_command_topic
			temperature_high_state_template temperature_high_state_topic temperature_low_command_template temperature_low_command_topic
			temperature_low_state_template temperature_low_state_topic temperature_state_template temperature_state_topic
			temperature_unit temp_step value_template`),
		"fan": words(`command_template command_topic direction_command_template direction_command_topic direction_state_topic
			direction_value_template oscillation_command_template oscillation_command_topic oscillation_state_topic
			oscillation_value_template optimistic payload_off payload_on payload_oscillation_off payload_oscillation_on
			payload_reset_percentage payload_reset_preset_mode percentage_command_template percentage_command_topic
			percentage_state_topic percentage_value_template preset_mode_command_template preset_mode_command_topic
			preset_mode_state_topic preset_mode_value_template preset_modes retain speed_range_max speed_range_min
			state_topic state_value_template`),
		"cover": words(`command_topic device_class optimistic payload_close payload_open payload_stop position_closed position_open
			position_template position_topic retain set_position_template set_position_topic state_closed state_closing
			state_open state_opening state_stopped state_topic value_template tilt_closed_value tilt_command_template
			tilt_command_topic tilt_max tilt_min tilt_opened_value tilt_optimistic tilt_status_template tilt_status_topic`),
		"lock": words(`code_format command_template command_topic optimistic payload_lock payload_open payload_reset payload_unlock
			retain state_jammed state_locked state_locking state_topic state_unlocked state_unlocking value_template`),
		"valve": words(`command_template command_topic device_class optimistic payload_close payload_open payload_stop
			position_closed position_open reports_position retain state_closed state_closing state_open state_opening
			state_topic value_template`),
		"number":        words("command_template command_topic device_class max min mode optimistic payload_reset retain state_topic step unit_of_measurement value_template"),
		"button":        words("command_template command_topic device_class payload_press retain"),
		"sensor":        words("device_class expire_after force_update last_reset_value_template options state_class state_topic suggested_display_precision unit_of_measurement value_template"),
		"binary_sensor": words("device_class expire_after force_update off_delay payload_off payload_on state_topic value_template"),
	}
	// the keys a platform's page says are required.
	hassRequired = map[string][]string{"light": {"command_topic"}, "fan": {"command_topic"}, "number": {"command_topic"}, "lock": {"command_topic"}}
	// climate.mqtt: modes must be a subset of these.
	hassModes = words("auto off cool heat dry fan_only")
)

func words(s string) []string { return strings.Fields(s) }

// hassComponent is one component of a device config, as checked.
type hassComponent struct {
	Platform string
	Config   map[string]any
}

var valueJSON = regexp.MustCompile(`value_json\.([a-z0-9_]+)`)

// checkHassConfig parses a device config as Home Assistant's device
// discovery documents it and returns its components by key; every
// problem is an error of t. dev is the edge device it is of.
func checkHassConfig(t *testing.T, gw string, dev *home.Device, payload string) map[string]hassComponent {
	t.Helper()
	var root map[string]any
	if err := json.Unmarshal([]byte(payload), &root); err != nil {
		t.Fatalf("%s: the config is not JSON: %v", dev.ID, err)
	}
	unknown := func(where string, m map[string]any, allowed ...[]string) {
		t.Helper()
		for k := range m {
			if !slices.ContainsFunc(allowed, func(a []string) bool { return slices.Contains(a, k) }) {
				t.Errorf("%s: %s: %q is not a documented key", dev.ID, where, k)
			}
		}
	}
	unknown("root", root, hassRoot)
	device, _ := root["dev"].(map[string]any)
	ids, _ := device["ids"].([]any)
	if len(ids) == 0 || device["name"] != dev.Name {
		t.Errorf("%s: dev = %v: want ids and the device's name", dev.ID, device)
	}
	unknown("dev", device, hassDevice)
	origin, _ := root["o"].(map[string]any)
	if origin["name"] != "edge" || origin["sw"] == "" {
		t.Errorf("%s: o = %v: want the origin edge and its version", dev.ID, origin)
	}
	unknown("o", origin, hassOrigin)
	if root["availability_topic"] != "edge/"+gw+"/status" || root["payload_available"] != "online" || root["payload_not_available"] != "offline" {
		t.Errorf("%s: availability %v %v %v", dev.ID, root["availability_topic"], root["payload_available"], root["payload_not_available"])
	}
	cmps, ok := root["cmps"].(map[string]any)
	if !ok || len(cmps) == 0 {
		t.Fatalf("%s: no components (cmps): %s", dev.ID, payload)
	}
	var attrs []string
	for _, c := range dev.Capabilities {
		if cp, ok := home.LookupCapability(c); ok {
			for _, a := range cp.State {
				attrs = append(attrs, a.Name)
			}
		}
	}
	slug := strings.ReplaceAll(dev.ID[strings.IndexByte(dev.ID, '.')+1:], ".", "_")
	out := map[string]hassComponent{}
	for key, v := range cmps {
		c, _ := v.(map[string]any)
		p, _ := c["p"].(string)
		keys, known := hassKeys[p]
		if !known {
			t.Errorf("%s: component %s: platform (p) %q is not one edge uses", dev.ID, key, p)
			continue
		}
		unknown("component "+key, c, hassEntity, keys)
		for _, r := range hassRequired[p] {
			if c[r] == nil {
				t.Errorf("%s: component %s: required %s missing", dev.ID, key, r)
			}
		}
		if c["unique_id"] != key {
			t.Errorf("%s: component %s: unique_id %v, want its key", dev.ID, key, c["unique_id"])
		}
		if id, _ := c["default_entity_id"].(string); !strings.HasPrefix(id, p+"."+slug) {
			t.Errorf("%s: component %s: default_entity_id %q, want %s.%s...", dev.ID, key, id, p, slug)
		}
		for k, v := range c {
			s, _ := v.(string)
			switch {
			case strings.HasSuffix(k, "_topic") && (strings.Contains(k, "command") || strings.HasPrefix(k, "set_")):
				if !strings.HasPrefix(s, "edge/"+gw+"/"+dev.ID+"/set") {
					t.Errorf("%s: component %s: %s = %q", dev.ID, key, k, s)
				}
			case strings.HasSuffix(k, "_topic"):
				if s != "edge/"+gw+"/"+dev.ID+"/state" {
					t.Errorf("%s: component %s: %s = %q", dev.ID, key, k, s)
				}
			case strings.HasSuffix(k, "_template"):
				for _, m := range valueJSON.FindAllStringSubmatch(s, -1) {
					if !slices.Contains(attrs, m[1]) {
						t.Errorf("%s: component %s: %s reads %s, not an attribute of the device", dev.ID, key, k, m[1])
					}
				}
			}
		}
		if p == "climate" {
			for _, m := range c["modes"].([]any) {
				if !slices.Contains(hassModes, m.(string)) {
					t.Errorf("%s: climate mode %v is not one of Home Assistant's", dev.ID, m)
				}
			}
		}
		out[key] = hassComponent{Platform: p, Config: c}
	}
	return out
}
