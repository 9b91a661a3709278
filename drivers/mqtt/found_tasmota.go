package mqtt

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
)

// tasmotaConfigMsg is Tasmota's discovery config
// (tasmota/discovery/MAC/config): the fields edge reads.
type tasmotaConfigMsg struct {
	IP  string    `json:"ip"`
	DN  string    `json:"dn"`  // device name
	FN  []*string `json:"fn"`  // friendly names, one per relay
	HN  string    `json:"hn"`  // host name
	MAC string    `json:"mac"` // MAC, the topic's level
	MD  string    `json:"md"`  // module or template
	TY  int       `json:"ty"`  // 1: a Tuya MCU
	SW  string    `json:"sw"`  // firmware version
	T   string    `json:"t"`   // %topic%
	FT  string    `json:"ft"`  // FullTopic
	TP  []string  `json:"tp"`  // prefixes: cmnd, stat, tele
	RL  []int     `json:"rl"`  // per relay: 0 none, 1 relay, 2 light, 3 shutter
	LK  int       `json:"lk"`  // 1: RGB and white are one light
	// LtSt is the light's kind: 1 dimmer, 2 cold/warm white, 3 RGB, 4
	// RGBW, 5 RGB and cold/warm white.
	LtSt int `json:"lt_st"`
	// SO are some of its SetOptions: "68" 1 makes each PWM channel a
	// light of its own.
	SO map[string]int `json:"so"`
}

// tasmotaSensorsMsg is Tasmota's discovery of sensors
// (tasmota/discovery/MAC/sensors): {"sn": {"AM2301": {...}, ...}}.
type tasmotaSensorsMsg struct {
	SN map[string]any `json:"sn"`
}

// Tasmota's relay kinds (rl) and light kinds (lt_st).
const (
	tasRelay   = 1
	tasLight   = 2
	tasShutter = 3

	ltDimmer = 1
	ltCT     = 2
	ltRGB    = 3
	ltRGBW   = 4
	ltRGBCW  = 5
)

// maxRelay is the last relay the tasmota driver drives.
const maxRelay = 32

// Tasmota's defaults, which the tasmota driver assumes.
var (
	tasFullTopic = "%prefix%/%topic%/"
	tasPrefixes  = []string{"cmnd", "stat", "tele"}
)

// lightCaps are the capabilities of a Tasmota light by its kind.
var lightCaps = map[int][]string{
	ltDimmer: {"onoff", "brightness"},
	ltCT:     {"onoff", "brightness", "color_temp"},
	ltRGB:    {"onoff", "brightness", "color"},
	ltRGBW:   {"onoff", "brightness", "color"},
	ltRGBCW:  {"onoff", "brightness", "color_temp", "color"},
}

// tasmotaCandidates are the devices of Tasmota's discovery: one per relay
// and light, the sensors joined to the device's one relay or light or, when
// it has several or none, a device of their own; why the others are left
// out; and the topics several devices announce. No announcement takes
// another's topic: the devices of a topic announced more than once are
// all left out, and shown together as a conflict. Devices come in the
// order of their MACs.
func tasmotaCandidates(found map[string]*TasmotaFound) ([]*candidate, []string, []conflict) {
	var out []*candidate
	var skipped []string
	devs := map[string][]*candidate{}
	byTopic := map[string][]string{} // the MACs of each topic
	macs := slices.Sorted(maps.Keys(found))
	for _, mac := range macs {
		c, s := tasmotaDevice(mac, found[mac])
		skipped = append(skipped, s...)
		if len(c) > 0 {
			topic := c[0].driver[1].value.(string)
			devs[mac] = c
			byTopic[topic] = append(byTopic[topic], mac)
		}
	}
	var conflicts []conflict
	for _, mac := range macs {
		c := devs[mac]
		if c == nil {
			continue
		}
		topic := c[0].driver[1].value.(string)
		same := byTopic[topic]
		switch {
		case len(same) == 1:
			out = append(out, c...)
		case same[0] == mac:
			cf := conflict{what: "Tasmota topic " + quote(topic)}
			for _, m := range same {
				cf.by = append(cf.by, devs[m][0].comment[0])
			}
			conflicts = append(conflicts, cf)
		}
	}
	return out, skipped, conflicts
}

// tasmotaDevice is tasmotaCandidates of one device.
func tasmotaDevice(mac string, f *TasmotaFound) ([]*candidate, []string) {
	label := "Tasmota " + quote(mac)
	if f.Config == nil {
		return nil, []string{label + ": its sensors came without its config (tasmota/discovery/" + mac + "/config)"}
	}
	var cfg tasmotaConfigMsg
	if err := json.Unmarshal(f.Config, &cfg); err != nil {
		return nil, []string{fmt.Sprintf("%s: its discovery config is not Tasmota's: %v", label, err)}
	}
	label = fmt.Sprintf("Tasmota %s (%s)", quote(cfg.T), mac)
	switch {
	case cfg.T == "" || checkName(cfg.T) != "" || strings.Contains(cfg.T, "/"):
		return nil, []string{label + ": its topic cannot be a topic edge uses; give it a Topic of one word"}
	case cfg.FT != tasFullTopic || !slices.Equal(cfg.TP, tasPrefixes):
		return nil, []string{fmt.Sprintf("%s: its FullTopic is %s with the prefixes %v; the tasmota driver takes Tasmota's default, %s with %v",
			label, quote(cfg.FT), cfg.TP, tasFullTopic, tasPrefixes)}
	}
	sensorCaps, sensorNote := tasmotaSensorCaps(f.Sensors)
	var out []*candidate
	var skipped []string
	var notes []string
	parts := 0
	for _, k := range cfg.RL {
		if k == tasRelay || k == tasLight {
			parts++
		}
	}
	split := cfg.LK == 0 && cfg.LtSt >= ltRGBW // RGB and white: two lights, POWER1 and POWER2
	for i, kind := range cfg.RL {
		n := i + 1
		switch kind {
		case tasRelay, tasLight:
		case tasShutter:
			notes = append(notes, fmt.Sprintf("relay %d drives a shutter, which the tasmota driver does not", n))
			continue
		default:
			continue
		}
		if n > maxRelay {
			notes = append(notes, fmt.Sprintf("relay %d: the tasmota driver drives relays 1 to %d", n, maxRelay))
			break
		}
		c := &candidate{
			label:   fmt.Sprintf("%s relay %d", label, n),
			comment: []string{tasmotaComment(cfg, mac)},
			typ:     relayType,
			caps:    []string{"onoff"},
			driver:  []field{{"kind", KindTasmota}, {"topic", cfg.T}},
			hint:    mac,
		}
		if parts > 1 {
			c.driver = append(c.driver, field{"relay", n})
			c.comment[0] += fmt.Sprintf(", relay %d of %d", n, parts)
		}
		if kind == tasLight {
			c.typ = "light"
			var note string
			c.caps, note = tasmotaLightCaps(cfg, split)
			if note != "" {
				c.comment = append(c.comment, note)
			}
		}
		name := ""
		if i < len(cfg.FN) && cfg.FN[i] != nil {
			name = *cfg.FN[i]
		}
		if name == "" && parts == 1 {
			name = cfg.DN
		}
		model := cfg.MD
		if parts > 1 && model != "" {
			model += " " + strconv.Itoa(n)
		}
		c.names = nameList(name, made(model, mac))
		if len(c.names) == 0 {
			skipped = append(skipped, c.label+": it has no name that can be said; give it a FriendlyName")
			continue
		}
		out = append(out, c)
	}
	if len(sensorCaps) > 0 {
		if len(out) == 1 {
			out[0].caps = append(out[0].caps, sensorCaps...)
		} else {
			name := cfg.DN
			if len(out) > 0 {
				name = ""
			}
			out = append(out, &candidate{
				label:   label + " sensors",
				comment: []string{tasmotaComment(cfg, mac) + ", its sensors"},
				names:   nameList(name, made(cfg.MD, mac)),
				typ:     "sensor",
				caps:    sensorCaps,
				driver:  []field{{"kind", KindTasmota}, {"topic", cfg.T}},
				hint:    mac,
			})
		}
	}
	if sensorNote != "" {
		notes = append(notes, sensorNote)
	}
	for _, n := range notes {
		if len(out) > 0 {
			out[0].comment = append(out[0].comment, n)
		} else {
			skipped = append(skipped, label+": "+n)
		}
	}
	if len(out) == 0 && len(notes) == 0 {
		skipped = append(skipped, label+": nothing edge drives (no relay, light or sensor)")
	}
	return out, skipped
}

// tasmotaComment says what a Tasmota device is: its module, topic, MAC
// and address.
func tasmotaComment(cfg tasmotaConfigMsg, mac string) string {
	return fmt.Sprintf("Tasmota %s %s: %s, topic %s (%s, %s)", cfg.SW, cfg.MD, cfg.DN, cfg.T, mac, cfg.IP)
}

// tasmotaLightCaps are the capabilities of a Tasmota light that the
// tasmota driver drives, and what it leaves, said.
func tasmotaLightCaps(cfg tasmotaConfigMsg, split bool) ([]string, string) {
	want := lightCaps[cfg.LtSt]
	switch {
	case cfg.SO["68"] == 1:
		return []string{"onoff"}, "its PWM channels are lights of their own (SetOption68 1): only their power is driven"
	case cfg.TY == 1:
		return []string{"onoff"}, "a Tuya MCU dimmer: only its power is driven"
	case split:
		return []string{"onoff"}, "its RGB and white lights are apart (SetOption37): only their power is driven"
	case len(want) == 0:
		return []string{"onoff"}, ""
	}
	var caps, left []string
	for _, c := range want {
		if slices.Contains(tasmotaCaps, c) {
			caps = append(caps, c)
		} else {
			left = append(left, c)
		}
	}
	if len(left) > 0 {
		return caps, "the tasmota driver does not drive its " + strings.Join(left, " and ")
	}
	return caps, ""
}

// tasmotaSensorCaps are the capabilities of the values of a Tasmota
// device's sensors discovery, in the order of the capability table, and
// what is left out, said.
func tasmotaSensorCaps(payload []byte) ([]string, string) {
	if payload == nil {
		return nil, ""
	}
	var msg tasmotaSensorsMsg
	if err := json.Unmarshal(payload, &msg); err != nil {
		return nil, fmt.Sprintf("its sensors discovery is not Tasmota's: %v", err)
	}
	values := sensorValues(msg.SN)
	note := ""
	if unit, _ := msg.SN["TempUnit"].(string); unit != "" && unit != "C" && values["temperature"] != nil {
		delete(values, "temperature")
		note = fmt.Sprintf("its temperature is in %s; edge takes °C (SetOption8 0)", quote(unit))
	}
	var caps []string
	for _, c := range tasmotaCaps {
		if values[c] != nil {
			caps = append(caps, c)
		}
	}
	return caps, note
}
