package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"edge/audit"
	"edge/drivers/mqtt/mqtttest"
	"edge/store"
)

// TestHomeAssistantDiscovery: with discovery on, edge serve publishes
// one Home Assistant config per device of its own and their states, takes
// Home Assistant's commands through the monitor and the audit log, and
// clears the config of a device a live import removes.
func TestHomeAssistantDiscovery(t *testing.T) {
	b := mqtttest.Start(t, mqtttest.Options{})
	dir := t.TempDir()
	path := filepath.Join(dir, "home.yaml")
	const head = `name: Barn
rooms:
  - {id: barn, name: Barn}
mqtt: {url: %q, discovery: true}
devices:
  - {id: light.barn, name: Barn light, room: barn, type: light, capabilities: [onoff, brightness, color], state: {on: false, brightness: 20, color: red}}
  - {id: lock.barn, name: Barn door, room: barn, type: lock, capabilities: [lock], state: {locked: true}}
  - {id: sensor.barn, name: Barn sensor, room: barn, type: sensor, capabilities: [temperature, contact], state: {temperature: 12.5, contact: false}}
  - {id: light.z, name: Zigbee lamp, capabilities: [onoff], driver: {kind: zigbee2mqtt, name: z}}
`
	const pump = "  - {id: switch.pump, name: Pump, room: barn, type: switch, capabilities: [onoff], state: {on: true}}\n"
	write := func(src string) {
		if err := os.WriteFile(path, []byte(fmt.Sprintf(src, b.URL())), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	write(head + pump)
	db := filepath.Join(dir, "edge.db")
	if code, _, errs := run(t, "", "import", "--db", db, path); code != 0 {
		t.Fatal(errs)
	}
	ha := mqtttest.Connect(t, b, "home-assistant")
	configs := ha.Record("homeassistant/#")
	states := ha.Record("edge/barn/+/state")
	addr, stop := serving(t, db)

	cfg, ok := configs.Wait("homeassistant/device/edge_barn_light_barn/config", nil)
	if !ok {
		t.Fatalf("no config for the barn light: %v", configs.Messages())
	}
	var light struct {
		Dev  map[string]any            `json:"dev"`
		O    map[string]any            `json:"o"`
		Cmps map[string]map[string]any `json:"cmps"`
	}
	if err := json.Unmarshal([]byte(cfg), &light); err != nil {
		t.Fatal(err)
	}
	c := light.Cmps["edge_barn_light_barn"]
	for k, v := range map[string]any{"p": "light", "default_entity_id": "light.barn", "command_topic": "edge/barn/light.barn/set",
		"state_topic": "edge/barn/light.barn/state", "brightness_command_topic": "edge/barn/light.barn/set/brightness",
		"rgb_command_topic": "edge/barn/light.barn/set/color", "unique_id": "edge_barn_light_barn"} {
		if c[k] != v {
			t.Errorf("light config %s = %v, want %v", k, c[k], v)
		}
	}
	if _, ok := c["object_id"]; ok {
		t.Errorf("the light config has an object_id: %v", c)
	}
	if light.Dev["name"] != "Barn light" || light.Dev["sa"] != "Barn" || light.O["name"] != "edge" || light.O["sw"] != version() {
		t.Errorf("light device %v, origin %v", light.Dev, light.O)
	}
	for _, topic := range []string{"homeassistant/device/edge_barn_switch_pump/config", "homeassistant/device/edge_barn_lock_barn/config",
		"homeassistant/device/edge_barn_sensor_barn/config"} {
		if _, ok := configs.Wait(topic, nil); !ok {
			t.Errorf("no config on %s", topic)
		}
	}
	if st, ok := states.Wait("edge/barn/sensor.barn/state", nil); !ok || st != `{"contact":false,"temperature":12.5}` {
		t.Errorf("sensor state %q", st)
	}
	if st, ok := states.Wait("edge/barn/light.barn/state", nil); !ok || !strings.Contains(st, `"color":"#ff0000"`) {
		t.Errorf("light state %q: want its colour as #rrggbb", st)
	}

	ha.Publish("edge/barn/light.barn/set", []byte("ON"), false)
	if _, ok := states.Wait("edge/barn/light.barn/state", func(p string) bool { return strings.Contains(p, `"on":true`) }); !ok {
		t.Errorf("the light did not go on: %v", states.Messages())
	}
	ha.Publish("edge/barn/light.barn/set/brightness", []byte("40"), false)
	if _, ok := states.Wait("edge/barn/light.barn/state", func(p string) bool { return strings.Contains(p, `"brightness":40`) }); !ok {
		t.Errorf("the light did not dim: %v", states.Messages())
	}
	ha.Publish("edge/barn/light.barn/set/color", []byte("#0000ff"), false)
	if _, ok := states.Wait("edge/barn/light.barn/state", func(p string) bool { return strings.Contains(p, `"color":"#0000ff"`) }); !ok {
		t.Errorf("the light's colour: %v", states.Messages())
	}
	ha.Publish("edge/barn/lock.barn/set", []byte("UNLOCK"), false)
	// a voice turn is published too.
	if r := ask(t, addr, "v", "turn off the pump"); r.Outcome != "done" {
		t.Errorf("turn off the pump: %+v", r)
	}
	if _, ok := states.Wait("edge/barn/switch.pump/state", func(p string) bool { return p == `{"on":false}` }); !ok {
		t.Errorf("the pump's state: %v", states.Messages())
	}

	// a live import without the pump clears its config and its state.
	write(head)
	if code, out, errs := run(t, "", "import", "--db", db, path); code != 0 {
		t.Fatalf("live import: exit %d: %s%s", code, out, errs)
	}
	if _, ok := configs.Wait("homeassistant/device/edge_barn_switch_pump/config", func(p string) bool { return p == "" }); !ok {
		t.Errorf("the pump's config was not cleared: %v", configs.Messages())
	}
	if _, ok := states.Wait("edge/barn/switch.pump/state", func(p string) bool { return p == "" }); !ok {
		t.Errorf("the pump's state was not cleared: %v", states.Messages())
	}
	stop()
	for _, m := range configs.Messages() {
		if strings.Contains(m.Topic, "light_z") {
			t.Errorf("a Zigbee2MQTT device was published: %s", m.Topic)
		}
	}

	d, err := store.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	var log []string
	audit.NewLog(d.View).Decisions(func(e audit.Entry) error {
		log = append(log, fmt.Sprintf("%s %s %s %s", e.Channel, e.Call.Source, e.Call, e.Outcome))
		return nil
	})
	for _, w := range []string{"mqtt hass light.barn.on done", "mqtt hass light.barn.set brightness=40 done", "mqtt hass light.barn.set color=#0000ff done", "mqtt hass lock.barn.unlock blocked"} {
		if !strings.Contains(strings.Join(log, "\n"), w) {
			t.Errorf("the audit log lacks %q:\n%s", w, strings.Join(log, "\n"))
		}
	}
	if st, _ := d.State("lock.barn"); st["locked"] == false {
		t.Errorf("Home Assistant unlocked the door: %v", st)
	}
}
