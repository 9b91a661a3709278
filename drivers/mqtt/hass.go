package mqtt

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"edge/home"
)

// Home Assistant MQTT discovery (mqtt.discovery: true): the gateway
// publishes, retained, a discovery config under homeassistant/ for each
// of its own devices (not those behind Zigbee2MQTT or Tasmota, which Home
// Assistant finds by themselves, nor another gateway's), their state on
// edge/GATEWAY/ID/state, and takes Home Assistant's commands on
// edge/GATEWAY/ID/set[/brightness|/position], each carried out by the
// Caller like another gateway's request (source "hass").

// DiscoveryPrefix is Home Assistant's discovery prefix.
const DiscoveryPrefix = "homeassistant"

func stateTopic(gw, id string) string { return "edge/" + gw + "/" + id + "/state" }
func setTopic(gw, id string) string   { return "edge/" + gw + "/" + id + "/set" }

// own reports whether a device is the gateway's own: not behind the
// broker.
func own(dev *home.Device) bool { return !slices.Contains(home.MQTTKinds, dev.DriverKind()) }

// entity is one Home Assistant entity of a device: its component and
// discovery config.
type entity struct {
	component, object string
	config            map[string]any
}

// The device classes and units of the sensors.
var hassSensors = map[string][2]string{
	"temperature": {"temperature", "°C"}, "humidity": {"humidity", "%"}, "illuminance": {"illuminance", "lx"},
	"power": {"power", "W"}, "co2": {"carbon_dioxide", "ppm"}, "battery": {"battery", "%"},
}

var hassBinary = map[string]string{"contact": "door", "motion": "motion", "occupancy": "occupancy"}

// entities makes the Home Assistant entities of one of the gateway's own
// devices; capabilities Home Assistant discovery is not made for here
// (thermostat, media, ...) give none.
func entities(gw string, dev *home.Device, rooms map[string]string) []entity {
	obj := "edge_" + gw + "_" + strings.NewReplacer(".", "_", "-", "_").Replace(dev.ID)
	st, set := stateTopic(gw, dev.ID), setTopic(gw, dev.ID)
	// the main entity has no name of its own: Home Assistant names it
	// after the device.
	base := func(component, suffix string, name any) entity {
		c := map[string]any{
			"unique_id":             obj + suffix,
			"object_id":             obj + suffix,
			"name":                  name,
			"state_topic":           st,
			"availability_topic":    StatusTopic(gw),
			"payload_available":     Online,
			"payload_not_available": Offline,
			"device": map[string]any{
				"identifiers":  []string{obj},
				"name":         dev.Name,
				"manufacturer": "edge",
				"model":        dev.DriverKind(),
			},
		}
		if r := rooms[dev.Room]; r != "" {
			c["device"].(map[string]any)["suggested_area"] = r
		}
		return entity{component: component, object: obj + suffix, config: c}
	}
	var out []entity
	switch {
	case dev.Has("onoff") && (dev.Has("brightness") || dev.Type == "light"):
		e := base("light", "", nil)
		e.config["command_topic"] = set
		e.config["state_value_template"] = "{{ 'ON' if value_json.on else 'OFF' }}"
		if dev.Has("brightness") {
			e.config["brightness_command_topic"] = set + "/brightness"
			e.config["brightness_state_topic"] = st
			e.config["brightness_value_template"] = "{{ value_json.brightness | int(0) }}"
			e.config["brightness_scale"] = 100
			e.config["on_command_type"] = "brightness"
		}
		out = append(out, e)
	case dev.Has("onoff"):
		e := base("switch", "", nil)
		e.config["command_topic"] = set
		e.config["value_template"] = "{{ 'ON' if value_json.on else 'OFF' }}"
		out = append(out, e)
	}
	if dev.Has("lock") {
		e := base("lock", "_lock", nil)
		e.config["command_topic"] = set
		e.config["value_template"] = "{{ 'LOCKED' if value_json.locked else 'UNLOCKED' }}"
		out = append(out, e)
	}
	if dev.Has("valve") {
		e := base("valve", "_valve", nil)
		e.config["command_topic"] = set
		e.config["value_template"] = "{{ 'open' if value_json.open else 'closed' }}"
		e.config["reports_position"] = false
		out = append(out, e)
	}
	if dev.Has("position") {
		e := base("cover", "_cover", nil)
		e.config["command_topic"] = set
		e.config["position_topic"] = st
		e.config["position_template"] = "{{ value_json.position | int(0) }}"
		e.config["set_position_topic"] = set + "/position"
		delete(e.config, "state_topic")
		out = append(out, e)
	}
	for _, c := range dev.Capabilities {
		if s, ok := hassSensors[c]; ok {
			e := base("sensor", "_"+c, c)
			e.config["device_class"], e.config["unit_of_measurement"] = s[0], s[1]
			e.config["state_class"] = "measurement"
			e.config["value_template"] = "{{ value_json." + c + " }}"
			out = append(out, e)
		}
		if class, ok := hassBinary[c]; ok {
			e := base("binary_sensor", "_"+c, c)
			e.config["device_class"] = class
			e.config["value_template"] = "{{ 'ON' if value_json." + c + " else 'OFF' }}"
			out = append(out, e)
		}
	}
	return out
}

// discoveryTopic is where an entity's config goes.
func discoveryTopic(gw string, e entity) string {
	return DiscoveryPrefix + "/" + e.component + "/edge_" + gw + "/" + e.object + "/config"
}

// discovery makes the entities of the gateway's own devices, publishes
// their configs (and the states published before) each time the
// connection comes up, and takes their commands.
func (g *Gateway) discovery(ctx context.Context) error {
	rooms := map[string]string{}
	for _, r := range g.opt.Home.Rooms {
		rooms[r.ID] = r.Name
	}
	type config struct {
		topic string
		data  []byte
	}
	var configs []config
	for i := range g.opt.Home.Devices {
		dev := &g.opt.Home.Devices[i]
		if !own(dev) {
			continue
		}
		ents := entities(g.me, dev, rooms)
		if len(ents) == 0 {
			continue
		}
		g.published[dev.ID] = dev
		for _, e := range ents {
			data, err := json.Marshal(e.config)
			if err != nil {
				return err
			}
			configs = append(configs, config{discoveryTopic(g.me, e), data})
		}
	}
	unsub, err := g.conn.Subscribe(ctx, g.command, "edge/"+g.me+"/+/set", "edge/"+g.me+"/+/set/+")
	if err != nil {
		return err
	}
	g.unsubs = append(g.unsubs, unsub)
	g.publisher = make(chan struct{})
	go g.publishStates()
	g.conn.OnUp(func() {
		for _, c := range configs {
			ctx, cancel := context.WithTimeout(g.ctx, ConnectTimeout)
			err := g.conn.Publish(ctx, c.topic, c.data, true)
			cancel()
			if err != nil {
				g.log.Warn("mqtt: publishing Home Assistant discovery", "topic", c.topic, "err", err)
				return
			}
		}
		g.smu.Lock()
		for id, st := range g.last {
			if _, ok := g.pending[id]; !ok {
				g.pending[id] = st
			}
		}
		g.smu.Unlock()
		g.wake()
		g.log.Info("mqtt: published Home Assistant discovery", "entities", len(configs))
	})
	return nil
}

// command takes one of Home Assistant's commands.
func (g *Gateway) command(m Message) {
	if m.Retained || len(m.Payload) > 64 {
		return
	}
	parts := strings.Split(m.Topic, "/")
	if len(parts) < 4 {
		return
	}
	dev := g.published[parts[2]]
	if dev == nil {
		return
	}
	what := ""
	if len(parts) == 5 {
		what = parts[4]
	}
	cmd, args, err := hassCommand(dev, what, strings.TrimSpace(string(m.Payload)))
	if err != nil {
		g.log.Warn("mqtt: a Home Assistant command edge does not take", "device", dev.ID, "topic", m.Topic, "err", err)
		return
	}
	select {
	case g.sem <- struct{}{}:
	default:
		g.log.Warn("mqtt: too many requests under way; a Home Assistant command is dropped", "device", dev.ID)
		return
	}
	g.requests.Add(1)
	go func() {
		defer g.requests.Done()
		defer func() { <-g.sem }()
		ctx, cancel := context.WithTimeout(g.ctx, requestTimeout)
		defer cancel()
		rep := g.opt.Call(ctx, Request{Device: dev.ID, Command: cmd, Args: args, Source: "hass"})
		g.log.Info("mqtt: Home Assistant command", "device", dev.ID, "command", cmd, "status", rep.Status, "error", rep.Error)
	}()
}

// hassCommand reads a command of Home Assistant as edge's: ON, OFF, LOCK,
// UNLOCK, OPEN, CLOSE, STOP on the set topic, a number on set/brightness
// or set/position.
func hassCommand(dev *home.Device, what, payload string) (string, map[string]any, error) {
	if what != "" {
		n, err := strconv.Atoi(payload)
		if err != nil || n < 0 || n > 100 {
			return "", nil, fmt.Errorf("%q is not a whole number from 0 to 100", payload)
		}
		switch {
		case what == "brightness" && dev.Has("brightness"):
			return "set", map[string]any{"brightness": n}, nil
		case what == "position" && dev.Has("position"):
			return "set", map[string]any{"position": n}, nil
		}
		return "", nil, fmt.Errorf("no %s to set", what)
	}
	cmds := map[string]struct{ cap, cmd string }{
		"ON": {"onoff", "on"}, "OFF": {"onoff", "off"}, "LOCK": {"lock", "lock"}, "UNLOCK": {"lock", "unlock"},
		"STOP": {"position", "stop"},
	}
	if c, ok := cmds[payload]; ok && dev.Has(c.cap) {
		return c.cmd, nil, nil
	}
	if payload == "OPEN" || payload == "CLOSE" {
		if dev.Has("valve") || dev.Has("position") {
			return strings.ToLower(payload), nil, nil
		}
	}
	return "", nil, fmt.Errorf("%q is not a command of %s", payload, dev.ID)
}

// Observe publishes a state of one of the gateway's own devices (retained,
// for Home Assistant), in the background: the latest state of each device
// wins. It never blocks.
func (g *Gateway) Observe(dev *home.Device, state map[string]any) {
	if g.published[dev.ID] == nil {
		return
	}
	g.smu.Lock()
	g.pending[dev.ID] = state
	g.smu.Unlock()
	g.wake()
}

func (g *Gateway) wake() {
	select {
	case g.kick <- struct{}{}:
	default:
	}
}

// publishStates publishes the states Observe was told, until the gateway
// stops.
func (g *Gateway) publishStates() {
	defer close(g.publisher)
	for {
		select {
		case <-g.ctx.Done():
			return
		case <-g.kick:
		}
		g.smu.Lock()
		pending := g.pending
		g.pending = map[string]map[string]any{}
		g.smu.Unlock()
		for id, st := range pending {
			data, err := json.Marshal(st)
			if err != nil {
				continue
			}
			ctx, cancel := context.WithTimeout(g.ctx, ConnectTimeout)
			err = g.conn.Publish(ctx, stateTopic(g.me, id), data, true)
			cancel()
			if err != nil {
				// published again when the connection comes back.
				g.log.Debug("mqtt: publishing a state for Home Assistant", "device", id, "err", err)
			}
			g.smu.Lock()
			g.last[id] = st
			g.smu.Unlock()
		}
	}
}
