package mqtttest

import (
	"encoding/json"
	"math"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// Zigbee2MQTT simulates a Zigbee2MQTT bridge: for each of its lights and
// plugs it answers BASE/NAME/set by publishing the new state on BASE/NAME
// (and BASE/NAME/get with the state), as Zigbee2MQTT does once the device
// has acknowledged; a silent device never answers.
type Zigbee2MQTT struct {
	c    *Client
	base string

	mu      sync.Mutex
	devices map[string]*simDevice
}

type simDevice struct {
	state  map[string]any
	silent bool
	retain bool
	sets   []map[string]any
}

// NewZigbee2MQTT starts a simulated bridge on base (zigbee2mqtt when
// empty), online.
func NewZigbee2MQTT(t testing.TB, b *Broker, base string) *Zigbee2MQTT {
	if base == "" {
		base = "zigbee2mqtt"
	}
	z := &Zigbee2MQTT{c: Connect(t, b, "z2m-sim-"+base), base: base, devices: map[string]*simDevice{}}
	z.c.Subscribe(base+"/#", func(topic string, payload []byte) {
		switch {
		case strings.HasSuffix(topic, "/set"):
			z.onSet(topic, payload)
		case strings.HasSuffix(topic, "/get"):
			z.onGet(topic, payload)
		}
	})
	z.c.PublishJSON(base+"/bridge/state", map[string]string{"state": "online"}, true)
	return z
}

// Client is the bridge's connection.
func (z *Zigbee2MQTT) Client() *Client { return z.c }

// Device adds a device that answers commands, with its first state;
// retain publishes its state retained (Zigbee2MQTT's retain option).
func (z *Zigbee2MQTT) Device(name string, state map[string]any, retain bool) {
	z.mu.Lock()
	z.devices[name] = &simDevice{state: state, retain: retain}
	z.mu.Unlock()
	z.c.PublishJSON(z.base+"/"+name, state, retain)
}

// Silent adds a device that never answers.
func (z *Zigbee2MQTT) Silent(name string) {
	z.mu.Lock()
	z.devices[name] = &simDevice{state: map[string]any{}, silent: true}
	z.mu.Unlock()
}

// Report publishes a state report of a device (a sensor's push),
// merged into its state.
func (z *Zigbee2MQTT) Report(name string, report map[string]any) {
	z.mu.Lock()
	d, ok := z.devices[name]
	if !ok {
		d = &simDevice{state: map[string]any{}}
		z.devices[name] = d
	}
	for k, v := range report {
		d.state[k] = v
	}
	state := clone(d.state)
	retain := d.retain
	z.mu.Unlock()
	z.c.PublishJSON(z.base+"/"+name, state, retain)
}

// Availability publishes a device's availability (retained, as
// Zigbee2MQTT does).
func (z *Zigbee2MQTT) Availability(name string, online bool) {
	state := "offline"
	if online {
		state = "online"
	}
	z.c.PublishJSON(z.base+"/"+name+"/availability", map[string]string{"state": state}, true)
}

// BridgeDevices publishes the retained bridge/devices list.
func (z *Zigbee2MQTT) BridgeDevices(payload []byte) {
	z.c.Publish(z.base+"/bridge/devices", payload, true)
}

// Sets returns the payloads a device received on its set topic.
func (z *Zigbee2MQTT) Sets(name string) []map[string]any {
	z.mu.Lock()
	defer z.mu.Unlock()
	if d, ok := z.devices[name]; ok {
		return append([]map[string]any(nil), d.sets...)
	}
	return nil
}

// State returns a device's state as the bridge has it.
func (z *Zigbee2MQTT) State(name string) map[string]any {
	z.mu.Lock()
	defer z.mu.Unlock()
	if d, ok := z.devices[name]; ok {
		return clone(d.state)
	}
	return nil
}

func (z *Zigbee2MQTT) name(topic, suffix string) string {
	return strings.TrimSuffix(strings.TrimPrefix(topic, z.base+"/"), suffix)
}

func (z *Zigbee2MQTT) onSet(topic string, payload []byte) {
	var cmd map[string]any
	if json.Unmarshal(payload, &cmd) != nil {
		return
	}
	name := z.name(topic, "/set")
	z.mu.Lock()
	d, ok := z.devices[name]
	if !ok {
		z.mu.Unlock()
		return
	}
	d.sets = append(d.sets, cmd)
	if d.silent {
		z.mu.Unlock()
		return
	}
	for k, v := range cmd {
		switch k {
		case "state":
			s, _ := v.(string)
			if s == "TOGGLE" {
				s = "ON"
				if d.state["state"] == "ON" {
					s = "OFF"
				}
			}
			d.state["state"] = s
		case "brightness":
			d.state[k] = v
			if n, _ := v.(float64); n > 0 {
				d.state["state"] = "ON"
			} else {
				d.state["state"] = "OFF"
			}
		case "color":
			m, _ := v.(map[string]any)
			hex, _ := m["hex"].(string)
			x, y := hexToXY(hex)
			d.state["color"] = map[string]any{"x": x, "y": y}
			d.state["color_mode"] = "xy"
			d.state["state"] = "ON"
		default:
			d.state[k] = v
		}
	}
	state, retain := clone(d.state), d.retain
	z.mu.Unlock()
	z.c.PublishJSON(z.base+"/"+name, state, retain)
}

func (z *Zigbee2MQTT) onGet(topic string, _ []byte) {
	name := z.name(topic, "/get")
	z.mu.Lock()
	d, ok := z.devices[name]
	if !ok || d.silent {
		z.mu.Unlock()
		return
	}
	state, retain := clone(d.state), d.retain
	z.mu.Unlock()
	z.c.PublishJSON(z.base+"/"+name, state, retain)
}

func clone(m map[string]any) map[string]any {
	out := make(map[string]any, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

// hexToXY converts #rrggbb to CIE xy as Zigbee2MQTT does (sRGB, D65).
func hexToXY(hex string) (float64, float64) {
	hex = strings.TrimPrefix(hex, "#")
	if len(hex) != 6 {
		return 0, 0
	}
	ch := func(i int) float64 {
		n, _ := strconv.ParseUint(hex[i:i+2], 16, 8)
		c := float64(n) / 255
		if c > 0.04045 {
			return math.Pow((c+0.055)/1.055, 2.4)
		}
		return c / 12.92
	}
	r, g, b := ch(0), ch(2), ch(4)
	X := r*0.4124 + g*0.3576 + b*0.1805
	Y := r*0.2126 + g*0.7152 + b*0.0722
	Z := r*0.0193 + g*0.1192 + b*0.9505
	if X+Y+Z == 0 {
		return 0, 0
	}
	round := func(f float64) float64 { return math.Round(f*10000) / 10000 }
	return round(X / (X + Y + Z)), round(Y / (X + Y + Z))
}
