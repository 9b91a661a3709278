package mqtt

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"edge/home"
)

// BridgeDevices waits for Zigbee2MQTT's retained BASE/bridge/devices on
// the broker of cfg and returns it; progress is told what it waits for.
// It gives up when ctx ends.
func BridgeDevices(ctx context.Context, cfg Config, base string, progress func(string)) ([]byte, error) {
	c, err := Dial(cfg)
	if err != nil {
		return nil, err
	}
	defer c.Close()
	progress(fmt.Sprintf("connecting to %s", cfg.URL))
	if err := c.Ready(ctx); err != nil {
		return nil, err
	}
	topic := base + "/bridge/devices"
	got := make(chan []byte, 1)
	unsub, err := c.Subscribe(ctx, func(m Message) {
		select {
		case got <- m.Payload:
		default:
		}
	}, topic)
	if err != nil {
		return nil, err
	}
	defer unsub()
	progress(fmt.Sprintf("waiting for %s (Zigbee2MQTT keeps it on the broker while it runs)", topic))
	select {
	case p := <-got:
		return p, nil
	case <-ctx.Done():
		return nil, fmt.Errorf("nothing on %s at %s: is Zigbee2MQTT running, with the base topic %s (--base-topic)?", topic, cfg.URL, base)
	}
}

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

// Summary says what HomeFile made of bridge/devices.
type Summary struct {
	Devices int
	Skipped []string // why each device left out was left out
}

// HomeFile makes a home file of Zigbee2MQTT's bridge/devices: one device
// per Zigbee device but the coordinator, with a comment naming its vendor
// and model, its capabilities from its exposes, and no room; an mqtt
// block of m. The devices edge cannot drive are listed in a comment at
// the end. The file imports as it is.
func HomeFile(payload []byte, m home.MQTT) ([]byte, Summary, error) {
	var devs []bridgeDevice
	if err := json.Unmarshal(payload, &devs); err != nil {
		return nil, Summary{}, fmt.Errorf("bridge/devices is not Zigbee2MQTT's list of devices: %v", err)
	}
	var b bytes.Buffer
	var sum Summary
	b.WriteString("# The Zigbee devices of Zigbee2MQTT, found by edge discover.\n")
	b.WriteString("# Add rooms (rooms:, and a room: for each device) and aliases, then import it.\n")
	b.WriteString("mqtt:\n")
	fmt.Fprintf(&b, "  url: %s\n", quote(m.URL))
	if m.Username != "" {
		fmt.Fprintf(&b, "  username: %s\n", quote(m.Username))
	}
	if m.PasswordFile != "" {
		fmt.Fprintf(&b, "  password_file: %s\n", quote(m.PasswordFile))
	}
	if m.CAFile != "" {
		fmt.Fprintf(&b, "  ca_file: %s\n", quote(m.CAFile))
	}
	if m.BaseTopic != "" && m.BaseTopic != home.DefaultBaseTopic {
		fmt.Fprintf(&b, "  base_topic: %s\n", quote(m.BaseTopic))
	}
	b.WriteString("devices:\n")
	ids := map[string]bool{}
	for _, d := range devs {
		label := quote(d.FriendlyName)
		switch {
		case d.Type == "Coordinator":
			continue
		case d.FriendlyName == "" || checkName(d.FriendlyName) != "":
			sum.Skipped = append(sum.Skipped, fmt.Sprintf("%s (%s): its name cannot be part of a topic", label, d.IEEE))
			continue
		case d.Disabled:
			sum.Skipped = append(sum.Skipped, label+": disabled in Zigbee2MQTT")
			continue
		case d.Definition == nil:
			sum.Skipped = append(sum.Skipped, label+": Zigbee2MQTT does not support it (no definition)")
			continue
		}
		def := d.Definition
		caps, typ := capsOf(def.Exposes)
		if len(caps) == 0 {
			sum.Skipped = append(sum.Skipped, fmt.Sprintf("%s (%s %s): nothing edge drives", label, def.Vendor, def.Model))
			continue
		}
		spoken := d.FriendlyName
		if ieeeName.MatchString(spoken) {
			spoken = def.Description
		}
		name := speakable(spoken)
		if name == "" {
			name = speakable(def.Vendor + " " + def.Model)
		}
		id := uniqueID(ids, typ, name, d.IEEE)
		sum.Devices++
		fmt.Fprintf(&b, "  # %s\n", comment(fmt.Sprintf("%s %s: %s (%s)", def.Vendor, def.Model, def.Description, d.IEEE)))
		fmt.Fprintf(&b, "  - id: %s\n", id)
		fmt.Fprintf(&b, "    name: %s\n", quote(name))
		fmt.Fprintf(&b, "    type: %s\n", typ)
		fmt.Fprintf(&b, "    capabilities: [%s]\n", strings.Join(caps, ", "))
		if typ == "sensor" {
			fmt.Fprintf(&b, "    driver: {kind: zigbee2mqtt, name: %s, max_age_ms: %d}  # it reports on change\n", quote(d.FriendlyName), SensorMaxAge)
		} else {
			fmt.Fprintf(&b, "    driver: {kind: zigbee2mqtt, name: %s}\n", quote(d.FriendlyName))
		}
	}
	if len(sum.Skipped) > 0 {
		b.WriteString("# Not imported:\n")
		for _, s := range sum.Skipped {
			fmt.Fprintf(&b, "#   %s\n", comment(s))
		}
	}
	return b.Bytes(), sum, nil
}

// speakable makes a name to say of a friendly name: "kitchen/ceiling_light"
// is "kitchen ceiling light"; at most home.MaxNameLen characters.
func speakable(s string) string {
	s = strings.Join(strings.FieldsFunc(s, func(r rune) bool {
		return r == '/' || r == '_' || unicode.IsSpace(r) || unicode.IsControl(r)
	}), " ")
	for utf8.RuneCountInString(s) > home.MaxNameLen {
		_, size := utf8.DecodeLastRuneInString(s)
		s = strings.TrimSpace(s[:len(s)-size])
	}
	return s
}

// uniqueID makes a device id of a name: light.kitchen_ceiling, unique
// among ids (which it records).
func uniqueID(ids map[string]bool, typ, name, ieee string) string {
	words := strings.FieldsFunc(strings.ToLower(name), func(r rune) bool { return !('a' <= r && r <= 'z' || '0' <= r && r <= '9') })
	slug := strings.Join(words, "_")
	if slug == "" {
		slug = strings.ToLower(strings.TrimPrefix(ieee, "0x"))
	}
	base := typ + "." + slug
	if len(base) > home.MaxIDLen-4 {
		base = strings.TrimRight(base[:home.MaxIDLen-4], "_")
	}
	id := base
	for n := 2; ids[id] || !home.ValidID(id); n++ {
		id = fmt.Sprintf("%s_%d", base, n)
	}
	ids[id] = true
	return id
}

// quote writes a string as a YAML (JSON) double-quoted scalar.
func quote(s string) string {
	var b strings.Builder
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s)
	return strings.TrimSuffix(b.String(), "\n")
}

// comment makes one line of a YAML comment of s.
func comment(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return ' '
		}
		return r
	}, s)
}
