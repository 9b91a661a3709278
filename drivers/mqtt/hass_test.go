package mqtt_test

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"
	"sync"
	"testing"

	"edge/drivers/mqtt"
	"edge/drivers/mqtt/mqtttest"
	"edge/home"
)

// calls records the requests a gateway carries out.
type calls struct {
	mu   sync.Mutex
	list []mqtt.Request
	seen chan struct{}
}

func newCalls() *calls { return &calls{seen: make(chan struct{}, 100)} }

func (c *calls) call(_ context.Context, r mqtt.Request) mqtt.Reply {
	c.mu.Lock()
	c.list = append(c.list, r)
	c.mu.Unlock()
	c.seen <- struct{}{}
	return mqtt.Reply{Status: "done"}
}

// next waits for the next request.
func (c *calls) next(t *testing.T) mqtt.Request {
	t.Helper()
	<-c.seen
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.list[len(c.list)-1]
}

func startGateway(t *testing.T, h *home.Home, c *calls) *mqtt.Gateway {
	t.Helper()
	g, err := mqtt.StartGateway(mqtt.GatewayOptions{Home: h, Call: c.call, Version: "1.2.3"})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	return g
}

const hassDevices = `
  - {id: light.desk, name: Desk lamp, room: study, capabilities: [onoff, brightness, color, color_temp], state: {on: true, color: red, brightness: 40}}
  - {id: switch.pump, name: Pump, capabilities: [onoff]}
  - {id: climate.study, name: Study heating, room: study, capabilities: [thermostat]}
  - {id: fan.ceiling, name: Ceiling fan, capabilities: [onoff, fan_speed]}
  - {id: fan.vent, name: Vent, capabilities: [fan_speed]}
  - {id: media.radio, name: Radio, capabilities: [onoff, media]}
  - {id: cover.blind, name: Blind, capabilities: [position]}
  - {id: lock.door, name: Front door, capabilities: [lock]}
  - {id: valve.water, name: Water valve, capabilities: [valve]}
  - {id: sensor.hall, name: Hall sensor, capabilities: [temperature, humidity, contact, motion, co2]}
  - {id: light.z, name: Zigbee lamp, capabilities: [onoff], driver: {kind: zigbee2mqtt, name: z}}
  - {id: light.shed, name: Shed lamp, capabilities: [onoff], driver: {kind: edge, gateway: shed}}
`

// hassHome is a home with discovery on, as gateway barn.
func hassHome(t *testing.T, b *mqtttest.Broker, devices string) *home.Home {
	t.Helper()
	src := fmt.Sprintf("name: Barn\nrooms:\n  - {id: study, name: Study}\nmqtt: {url: %q, gateway: barn, discovery: true}\ndevices:\n%s", b.URL(), devices)
	h, err := home.Parse("home.yaml", []byte(src))
	if err != nil {
		t.Fatalf("home: %v\n%s", err, src)
	}
	return h
}

// TestHassDeviceConfigs: one retained config per device of the
// gateway's own, each as Home Assistant's device discovery documents it;
// none for the devices behind the broker.
func TestHassDeviceConfigs(t *testing.T) {
	b := mqtttest.Start(t, mqtttest.Options{})
	h := hassHome(t, b, hassDevices)
	startGateway(t, h, newCalls())
	configs := mqtttest.Connect(t, b, "ha").Record("homeassistant/device/+/config")
	want := map[string][]string{ // platforms of the components, by device
		"light.desk":    {"light"},
		"switch.pump":   {"switch"},
		"climate.study": {"climate"},
		"fan.ceiling":   {"fan"},
		"fan.vent":      {"fan"},
		"media.radio":   {"switch", "switch", "switch", "number", "button", "button"},
		"cover.blind":   {"cover"},
		"lock.door":     {"lock"},
		"valve.water":   {"valve"},
		"sensor.hall":   {"sensor", "sensor", "binary_sensor", "binary_sensor", "sensor"},
	}
	all := map[string]map[string]hassComponent{}
	for id, platforms := range want {
		topic := "homeassistant/device/edge_barn_" + strings.ReplaceAll(id, ".", "_") + "/config"
		payload, ok := configs.Wait(topic, nil)
		if !ok {
			t.Fatalf("no config for %s on %s", id, topic)
		}
		cmps := checkHassConfig(t, "barn", device(t, h, id), payload)
		var got []string
		for _, c := range cmps {
			got = append(got, c.Platform)
		}
		if fmt.Sprint(sorted(got)) != fmt.Sprint(sorted(platforms)) {
			t.Errorf("%s: platforms %v, want %v", id, sorted(got), sorted(platforms))
		}
		all[id] = cmps
	}
	for _, m := range configs.Messages() {
		if !m.Retained && !strings.Contains(m.Topic, "edge_barn_") {
			t.Errorf("a config for a device behind the broker: %s", m.Topic)
		}
	}
	if retained := mqtttest.Retained(t, b, "homeassistant/#"); len(retained) != len(want) {
		t.Errorf("%d retained configs, want %d: %v", len(retained), len(want), keys(retained))
	}

	light := all["light.desk"]["edge_barn_light_desk"].Config
	for k, v := range map[string]any{
		"default_entity_id": "light.desk", "name": nil, "command_topic": "edge/barn/light.desk/set",
		"brightness_command_topic": "edge/barn/light.desk/set/brightness", "brightness_scale": 100.0,
		"color_temp_command_topic": "edge/barn/light.desk/set/color_temp", "color_temp_kelvin": true,
		"rgb_command_topic": "edge/barn/light.desk/set/color",
	} {
		if light[k] != v {
			t.Errorf("light %s = %v, want %v", k, light[k], v)
		}
	}
	if id := all["sensor.hall"]["edge_barn_sensor_hall_co2"].Config["default_entity_id"]; id != "sensor.hall_co2" {
		t.Errorf("co2 default_entity_id = %v", id)
	}
	if c := all["sensor.hall"]["edge_barn_sensor_hall_co2"].Config; c["device_class"] != "carbon_dioxide" || c["unit_of_measurement"] != "ppm" {
		t.Errorf("co2 sensor = %v", c)
	}
	var dev struct {
		Dev map[string]any `json:"dev"`
	}
	payload, _ := configs.Wait("homeassistant/device/edge_barn_light_desk/config", nil)
	if err := json.Unmarshal([]byte(payload), &dev); err != nil || dev.Dev["sa"] != "Study" || dev.Dev["sw"] != "1.2.3" {
		t.Errorf("light device = %v (%v)", dev.Dev, err)
	}
}

// TestHassCommands: what Home Assistant sends on each command topic of
// the configs reaches the Caller as edge's command.
func TestHassCommands(t *testing.T) {
	b := mqtttest.Start(t, mqtttest.Options{})
	c := newCalls()
	startGateway(t, hassHome(t, b, hassDevices), c)
	if _, ok := mqtttest.Connect(t, b, "ha").Record("homeassistant/device/+/config").Wait("homeassistant/device/edge_barn_sensor_hall/config", nil); !ok {
		t.Fatal("no discovery")
	}
	ha := mqtttest.Connect(t, b, "ha2")
	for _, tc := range []struct{ topic, payload, want string }{
		{"light.desk/set", "ON", "light.desk on map[]"},
		{"light.desk/set", "OFF", "light.desk off map[]"},
		{"light.desk/set/brightness", "40", "light.desk set map[brightness:40]"},
		{"light.desk/set/color_temp", "2700", "light.desk set map[color_temp:2700]"},
		{"light.desk/set/color", "#ff8000", "light.desk set map[color:#ff8000]"},
		{"switch.pump/set", "ON", "switch.pump on map[]"},
		{"climate.study/set/temperature", "21.5", "climate.study set map[temperature:21.5]"},
		{"climate.study/set/mode", "heat", "climate.study set map[mode:heat]"},
		{"fan.ceiling/set", "ON", "fan.ceiling on map[]"},
		{"fan.ceiling/set/speed", "60", "fan.ceiling set map[speed:60]"},
		{"fan.vent/set", "OFF", "fan.vent set map[speed:0]"},
		{"media.radio/set/playing", "ON", "media.radio play map[]"},
		{"media.radio/set/playing", "OFF", "media.radio pause map[]"},
		{"media.radio/set/muted", "ON", "media.radio mute map[]"},
		{"media.radio/set/volume", "30.0", "media.radio set map[volume:30]"},
		{"media.radio/set", "NEXT", "media.radio next map[]"},
		{"media.radio/set", "PREVIOUS", "media.radio previous map[]"},
		{"cover.blind/set", "STOP", "cover.blind stop map[]"},
		{"cover.blind/set/position", "25", "cover.blind set map[position:25]"},
		{"lock.door/set", "UNLOCK", "lock.door unlock map[]"},
		{"valve.water/set", "CLOSE", "valve.water close map[]"},
	} {
		ha.Publish("edge/barn/"+tc.topic, []byte(tc.payload), false)
		r := c.next(t)
		if got := fmt.Sprintf("%s %s %v", r.Device, r.Command, r.Args); got != tc.want || r.Source != "hass" {
			t.Errorf("%s %s: %s (%s), want %s", tc.topic, tc.payload, got, r.Source, tc.want)
		}
	}
	// what edge does not take is dropped: the next call is the last one.
	for _, bad := range [][2]string{{"fan.vent/set", "ON"}, {"light.desk/set/color", "red"}, {"climate.study/set/mode", "dry"},
		{"switch.pump/set/brightness", "10"}, {"light.z/set", "ON"}, {"light.desk/set/brightness", "4.5"}} {
		ha.Publish("edge/barn/"+bad[0], []byte(bad[1]), false)
	}
	ha.Publish("edge/barn/switch.pump/set", []byte("OFF"), false)
	if r := c.next(t); r.Device != "switch.pump" || r.Command != "off" {
		t.Errorf("after the commands edge does not take: %+v", r)
	}
}

func sorted(s []string) []string { return slices.Sorted(slices.Values(s)) }

func keys(m map[string]string) []string { return slices.Sorted(maps.Keys(m)) }

// TestHassMigratesAndClears: at start the gateway migrates the
// per-entity configs edge published before (migrate_discovery, then the
// device config, then an empty config), and clears its configs and
// states of devices no longer in the home; other bridges' configs and
// other gateways' stay.
func TestHassMigratesAndClears(t *testing.T) {
	b := mqtttest.Start(t, mqtttest.Options{})
	before := mqtttest.Connect(t, b, "before")
	legacy := "homeassistant/light/edge_barn/edge_barn_light_desk/config"
	before.Publish(legacy, []byte(`{"unique_id": "edge_barn_light_desk", "object_id": "edge_barn_light_desk", "command_topic": "edge/barn/light.desk/set"}`), true)
	ghost := "homeassistant/device/edge_barn_light_gone/config"
	before.Publish(ghost, []byte(`{"dev": {"ids": ["edge_barn_light_gone"]}, "o": {"name": "edge", "sw": "0.9"}, "availability_topic": "edge/barn/status", "cmps": {"edge_barn_light_gone": {"p": "light"}}}`), true)
	before.Publish("edge/barn/light.gone/state", []byte(`{"on":true}`), true)
	others := map[string]string{
		"homeassistant/device/0x00158d0001/config":            `{"dev": {"ids": ["0x00158d0001"]}, "o": {"name": "Zigbee2MQTT"}, "cmps": {"x": {"p": "sensor"}}}`,
		"homeassistant/device/edge_shed_light_lamp/config":    `{"dev": {"ids": ["edge_shed_light_lamp"]}, "o": {"name": "edge"}, "availability_topic": "edge/shed/status", "cmps": {"y": {"p": "light"}}}`,
		"homeassistant/light/edge_shed/edge_shed_lamp/config": `{"unique_id": "edge_shed_lamp"}`,
	}
	for topic, p := range others {
		before.Publish(topic, []byte(p), true)
	}
	ha := mqtttest.Connect(t, b, "ha")
	seen := ha.Record("homeassistant/#")
	states := ha.Record("edge/barn/#")
	startGateway(t, hassHome(t, b, `
  - {id: light.desk, name: Desk lamp, capabilities: [onoff, brightness]}
`), newCalls())
	device := "homeassistant/device/edge_barn_light_desk/config"
	empty := func(p string) bool { return p == "" }
	if _, ok := seen.Wait(legacy, empty); !ok {
		t.Fatalf("the per-entity config was not cleared: %v", seen.Messages())
	}
	// what is cleared is cleared in no set order: wait for all of it
	// before reading what the broker keeps.
	if _, ok := seen.Wait(ghost, empty); !ok {
		t.Errorf("the gone device's config was not cleared: %v", seen.Messages())
	}
	if _, ok := states.Wait("edge/barn/light.gone/state", empty); !ok {
		t.Errorf("the gone device's state was not cleared: %v", states.Messages())
	}
	var order []string
	for _, m := range seen.Messages() {
		if !m.Retained && (m.Topic == legacy || m.Topic == device) {
			order = append(order, m.Topic+" "+m.Payload)
		}
	}
	if len(order) != 3 || order[0] != legacy+` {"migrate_discovery": true}` || !strings.HasPrefix(order[1], device+" {") || order[2] != legacy+" " {
		t.Errorf("the migration: %q", order)
	}
	retained := mqtttest.Retained(t, b, "#")
	want := map[string]bool{device: true, "edge/barn/status": true}
	for topic := range others {
		want[topic] = true
	}
	for topic := range retained {
		if !want[topic] {
			t.Errorf("still retained: %s %s", topic, retained[topic])
		}
	}
	for topic := range want {
		if _, ok := retained[topic]; !ok {
			t.Errorf("not retained: %s", topic)
		}
	}
}

// TestHassLiveImport: SetHome publishes the new devices, clears the
// configs and states of those that left, and drops a component a device
// no longer has (its platform alone) before its new config.
func TestHassLiveImport(t *testing.T) {
	b := mqtttest.Start(t, mqtttest.Options{})
	h := hassHome(t, b, `
  - {id: light.desk, name: Desk lamp, capabilities: [onoff]}
  - {id: sensor.hall, name: Hall sensor, capabilities: [temperature, humidity]}
`)
	g := startGateway(t, h, newCalls())
	seen := mqtttest.Connect(t, b, "ha").Record("#")
	desk, hall := "homeassistant/device/edge_barn_light_desk/config", "homeassistant/device/edge_barn_sensor_hall/config"
	if _, ok := seen.Wait(hall, nil); !ok {
		t.Fatal("no config of the hall sensor")
	}
	g.Observe(device(t, h, "light.desk"), map[string]any{"on": true})
	if _, ok := seen.Wait("edge/barn/light.desk/state", nil); !ok {
		t.Fatal("no state of the desk lamp")
	}

	n := len(seen.Messages())
	g.SetHome(hassHome(t, b, `
  - {id: sensor.hall, name: Hall sensor, capabilities: [temperature]}
  - {id: switch.pump, name: Pump, capabilities: [onoff]}
`))
	// published after the hall sensor's.
	if _, ok := seen.Wait("homeassistant/device/edge_barn_switch_pump/config", nil); !ok {
		t.Fatal("no config of the new pump")
	}
	var hallConfigs []string
	for _, m := range seen.Messages()[n:] {
		if m.Topic == hall {
			hallConfigs = append(hallConfigs, m.Payload)
		}
	}
	if len(hallConfigs) != 2 || !strings.Contains(hallConfigs[0], `"edge_barn_sensor_hall_humidity":{"p":"sensor"}`) || strings.Contains(hallConfigs[1], "humidity") {
		t.Errorf("the hall sensor's configs: %s", strings.Join(hallConfigs, "\n"))
	}
	retained := mqtttest.Retained(t, b, "#")
	for _, topic := range []string{desk, "edge/barn/light.desk/state"} {
		if p, ok := retained[topic]; ok {
			t.Errorf("%s is still retained: %s", topic, p)
		}
	}
	if _, ok := retained["homeassistant/device/edge_barn_switch_pump/config"]; !ok {
		t.Errorf("no config of the new pump: %v", keys(retained))
	}
}

// TestHassRestart: a gateway started again with a home that lost a
// device (an import while it was stopped) clears the config it
// published for it.
func TestHassRestart(t *testing.T) {
	b := mqtttest.Start(t, mqtttest.Options{})
	h := hassHome(t, b, `
  - {id: light.desk, name: Desk lamp, capabilities: [onoff]}
  - {id: switch.pump, name: Pump, capabilities: [onoff]}
`)
	g, err := mqtt.StartGateway(mqtt.GatewayOptions{Home: h, Call: newCalls().call})
	if err != nil {
		t.Fatal(err)
	}
	seen := mqtttest.Connect(t, b, "ha").Record("homeassistant/#")
	pump := "homeassistant/device/edge_barn_switch_pump/config"
	if _, ok := seen.Wait(pump, nil); !ok {
		t.Fatal("no config of the pump")
	}
	g.Close()
	startGateway(t, hassHome(t, b, `
  - {id: light.desk, name: Desk lamp, capabilities: [onoff]}
`), newCalls())
	if _, ok := seen.Wait(pump, func(p string) bool { return p == "" }); !ok {
		t.Errorf("the pump's config was not cleared: %v", seen.Messages())
	}
	if retained := mqtttest.Retained(t, b, "homeassistant/#"); len(retained) != 1 || retained["homeassistant/device/edge_barn_light_desk/config"] == "" {
		t.Errorf("retained: %v", keys(retained))
	}
}
