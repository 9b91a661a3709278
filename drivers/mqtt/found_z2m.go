package mqtt

import (
	"encoding/json"
	"fmt"
	"regexp"
)

// bridgeDevice is one device of Zigbee2MQTT's bridge/devices.
type bridgeDevice struct {
	IEEE         string `json:"ieee_address"`
	Type         string `json:"type"`
	FriendlyName string `json:"friendly_name"`
	Disabled     bool   `json:"disabled"`
	Definition   *struct {
		Model       string   `json:"model"`
		Vendor      string   `json:"vendor"`
		Description string   `json:"description"`
		Exposes     []expose `json:"exposes"`
	} `json:"definition"`
}

// expose is one of a device's exposes: a generic one (numeric, binary,
// enum, ...) or a specific one (light, switch, ...) with features.
type expose struct {
	Type     string   `json:"type"`
	Name     string   `json:"name"`
	Property string   `json:"property"`
	Endpoint string   `json:"endpoint"`
	Features []expose `json:"features"`
}

// capsOf maps exposes to capabilities, in the order of the capability
// table, and the device's type: light, switch or sensor. Features of one
// endpoint of several (state_l1) are not driven here.
func capsOf(exposes []expose) (caps []string, typ string) {
	have := map[string]bool{}
	for _, e := range exposes {
		if e.Endpoint != "" {
			continue
		}
		switch e.Type {
		case "light", "switch":
			if e.Type == "light" || typ == "" {
				typ = e.Type
			}
			for _, f := range e.Features {
				if f.Endpoint != "" {
					continue
				}
				switch f.Property {
				case "state":
					have["onoff"] = true
				case "brightness", "color_temp":
					if e.Type == "light" {
						have[f.Property] = true
					}
				case "color":
					if e.Type == "light" {
						have["color"] = true
					}
				}
			}
		case "numeric":
			switch e.Property {
			case "temperature", "humidity", "power", "battery", "co2", "illuminance":
				have[e.Property] = true
			case "illuminance_lux":
				have["illuminance"] = true
			}
		case "binary":
			if e.Property == "contact" || e.Property == "occupancy" {
				have[e.Property] = true
			}
		}
	}
	for _, c := range z2mCaps {
		if have[c] {
			caps = append(caps, c)
		}
	}
	if typ == "" && len(caps) > 0 {
		typ = "sensor"
	}
	return caps, typ
}

var ieeeName = regexp.MustCompile(`^0x[0-9a-fA-F]{16}$`)

// SensorMaxAge is the max_age_ms discover gives a device that only
// senses: battery sensors report on change, not on request.
const SensorMaxAge = 3_600_000

// z2mCandidates are the devices of Zigbee2MQTT's bridge/devices, why the
// others are left out, and the friendly names (so the topics) several
// devices have: all of those are left out and shown together.
func z2mCandidates(payload []byte) ([]*candidate, []string, []conflict, error) {
	var devs []bridgeDevice
	if err := json.Unmarshal(payload, &devs); err != nil {
		return nil, nil, nil, fmt.Errorf("bridge/devices is not Zigbee2MQTT's list of devices: %v", err)
	}
	var out []*candidate
	var skipped []string
	named := map[string][]string{}
	var names []string
	for _, d := range devs {
		if d.Type != "Coordinator" {
			if named[d.FriendlyName] == nil {
				names = append(names, d.FriendlyName)
			}
			what := d.IEEE
			if def := d.Definition; def != nil {
				what = fmt.Sprintf("%s %s (%s)", def.Vendor, def.Model, d.IEEE)
			}
			named[d.FriendlyName] = append(named[d.FriendlyName], what)
		}
	}
	var conflicts []conflict
	for _, n := range names {
		if len(named[n]) > 1 {
			conflicts = append(conflicts, conflict{what: "Zigbee2MQTT name " + quote(n), by: named[n]})
		}
	}
	for _, d := range devs {
		label := quote(d.FriendlyName)
		switch {
		case d.Type == "Coordinator" || len(named[d.FriendlyName]) > 1:
			continue
		case d.FriendlyName == "" || checkName(d.FriendlyName) != "":
			skipped = append(skipped, fmt.Sprintf("%s (%s): its name cannot be part of a topic", label, d.IEEE))
			continue
		case d.Disabled:
			skipped = append(skipped, label+": disabled in Zigbee2MQTT")
			continue
		case d.Definition == nil:
			skipped = append(skipped, label+": Zigbee2MQTT does not support it (no definition)")
			continue
		}
		def := d.Definition
		caps, typ := capsOf(def.Exposes)
		if len(caps) == 0 {
			skipped = append(skipped, fmt.Sprintf("%s (%s %s): nothing edge drives", label, def.Vendor, def.Model))
			continue
		}
		spoken := d.FriendlyName
		if ieeeName.MatchString(spoken) {
			spoken = def.Description
		}
		c := &candidate{
			label:   fmt.Sprintf("%s (%s)", label, d.IEEE),
			comment: []string{fmt.Sprintf("%s %s: %s (%s)", def.Vendor, def.Model, def.Description, d.IEEE)},
			names:   nameList(spoken, made(def.Vendor+" "+def.Model, d.IEEE)),
			typ:     typ,
			caps:    caps,
			driver:  []field{{"kind", KindZigbee2MQTT}, {"name", d.FriendlyName}},
			hint:    d.IEEE,
		}
		if typ == "sensor" {
			c.driver = append(c.driver, field{"max_age_ms", SensorMaxAge})
			c.note = "it reports on change"
		}
		if len(c.names) == 0 {
			skipped = append(skipped, c.label+": it has no name that can be said; name it in Zigbee2MQTT")
			continue
		}
		out = append(out, c)
	}
	return out, skipped, conflicts, nil
}
