package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"edge/drivers/mqtt/mqtttest"
)

// mqttHome writes a home file whose mqtt block names the broker.
func mqttHome(t *testing.T, b *mqtttest.Broker, mqttExtra, devices string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "home.yaml")
	src := fmt.Sprintf("name: Cottage\nrooms:\n  - {id: hall, name: Hall}\nmqtt: {url: %q%s}\ndevices:\n%s", b.URL(), mqttExtra, devices)
	if err := os.WriteFile(path, []byte(src), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

const cottageDevices = `
  - {id: light.porch, name: Porch lamp, type: light, capabilities: [onoff, brightness], driver: {kind: zigbee2mqtt, name: porch_lamp}}
  - {id: light.shed, name: Shed light, type: light, capabilities: [onoff], driver: {kind: zigbee2mqtt, name: shed_light}}
  - {id: sensor.hall, name: Hall sensor, room: hall, capabilities: [temperature, humidity], driver: {kind: zigbee2mqtt, name: hall_sensor, max_age_ms: 600000}}
  - {id: switch.kettle, name: Kettle, type: outlet, capabilities: [onoff], driver: {kind: tasmota, topic: kettle}}
`

func TestAskTasmota(t *testing.T) {
	b := mqtttest.Start(t, mqtttest.Options{})
	kettle := mqtttest.NewTasmota(t, b, "kettle")
	path := mqttHome(t, b, "", cottageDevices)
	code, out, errs := run(t, "turn on the kettle\nis the kettle on\n", "ask", "--home", path, "--json", "-")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	rs := results(t, out)
	if len(rs) != 2 || rs[0].Outcome != "done" || rs[1].Outcome != "answer" || rs[1].Reads[0].Value != true {
		t.Errorf("results: %s", out)
	}
	if got := fmt.Sprint(kettle.Commands()); got != "[{cmnd/kettle/POWER ON}]" || !kettle.Power(1) {
		t.Errorf("the kettle got %s", got)
	}
}

func TestAskZigbee2MQTT(t *testing.T) {
	b := mqtttest.Start(t, mqtttest.Options{})
	z := mqtttest.NewZigbee2MQTT(t, b, "")
	z.Device("porch_lamp", map[string]any{"state": "OFF", "brightness": 100.0}, false)
	z.Silent("shed_light")
	z.Device("hall_sensor", map[string]any{"temperature": 21.5, "humidity": 48.0, "last_seen": time.Now().Add(-time.Minute).Format(time.RFC3339)}, true)
	path := mqttHome(t, b, "", cottageDevices)

	start := time.Now()
	in := "turn on the porch lamp\nturn on the shed light\nwhat is the temperature of the hall sensor\n"
	code, out, errs := run(t, in, "ask", "--home", path, "--json", "-")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	rs := results(t, out)
	if len(rs) != 3 {
		t.Fatalf("%d results: %s", len(rs), out)
	}
	if r := rs[0]; r.Outcome != "done" || len(r.Actions) != 1 || r.Actions[0].Device != "light.porch" || r.Actions[0].Status != "done" {
		t.Errorf("porch lamp: %+v", r)
	}
	if sets := z.Sets("porch_lamp"); len(sets) != 1 || fmt.Sprint(sets[0]) != "map[state:ON]" {
		t.Errorf("the porch lamp got %v, want one {state: ON}", sets)
	}
	if r := rs[1]; r.Outcome != "failed" || r.Actions[0].Status != "failed" || !strings.Contains(r.Actions[0].Error, `no report from Zigbee2MQTT device "shed_light"`) {
		t.Errorf("silent shed light: %+v", r)
	}
	if r := rs[2]; r.Outcome != "answer" || len(r.Reads) != 1 || r.Reads[0].Value != 21.5 || !strings.Contains(r.Say, "21.5") {
		t.Errorf("hall temperature: %+v", r)
	}
	if d := time.Since(start); d > 10*time.Second {
		t.Errorf("three turns took %s", d)
	}
}

func TestAskMQTTBrokerDown(t *testing.T) {
	b := mqtttest.Start(t, mqtttest.Options{})
	path := mqttHome(t, b, "", cottageDevices)
	b.Stop()
	code, out, errs := run(t, "turn on the porch lamp\nturn on the porch lamp\n", "ask", "--home", path, "--json", "-")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, r := range results(t, out) {
		if r.Outcome != "failed" || !strings.Contains(r.Actions[0].Error, "the MQTT broker is not reachable at "+b.URL()) {
			t.Errorf("with the broker down: %+v", r)
		}
	}
}

func TestMQTTBlockProblems(t *testing.T) {
	b := mqtttest.Start(t, mqtttest.Options{})
	dir := t.TempDir()
	pw := filepath.Join(dir, "pw")
	if err := os.WriteFile(pw, []byte("x\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	path := mqttHome(t, b, ", username: edge, password_file: pw", cottageDevices)
	if err := os.Rename(pw, filepath.Join(filepath.Dir(path), "pw")); err != nil {
		t.Fatal(err)
	}
	code, _, errs := run(t, "", "import", "--db", filepath.Join(dir, "edge.db"), path)
	want := path + ":4: mqtt: password_file " + filepath.Join(filepath.Dir(path), "pw") + " has mode 0644: others may read it; chmod 600"
	if code != 2 || !strings.Contains(errs, want) || !strings.Contains(errs, "nothing was imported") {
		t.Errorf("exit %d: %s\nwant %s", code, errs, want)
	}

	bad := filepath.Join(dir, "bad.yaml")
	src := "mqtt:\n  url: http://broker\n  base_topic: zigbee/#\ndevices:\n  - {id: light.a, name: A, capabilities: [onoff], driver: {kind: tasmota, topic: a}}\n"
	if err := os.WriteFile(bad, []byte(src), 0o600); err != nil {
		t.Fatal(err)
	}
	code, _, errs = run(t, "", "import", "--db", filepath.Join(dir, "edge.db"), bad)
	for _, w := range []string{
		bad + `:2: mqtt: url "http://broker" must start with mqtt:// or mqtts://`,
		bad + `:3: mqtt: base_topic "zigbee/#" contains + or #`,
	} {
		if code != 2 || !strings.Contains(errs, w) {
			t.Errorf("exit %d: %s\nwant %s", code, errs, w)
		}
	}
}

func TestDiscover(t *testing.T) {
	b := mqtttest.Start(t, mqtttest.Options{})
	z := mqtttest.NewZigbee2MQTT(t, b, "")
	payload, err := os.ReadFile("../drivers/mqtt/testdata/bridge_devices.json")
	if err != nil {
		t.Fatal(err)
	}
	z.BridgeDevices(payload)
	z.Device("kitchen/ceiling", map[string]any{"state": "OFF"}, false)

	code, out, errs := run(t, "", "discover", "--mqtt", b.URL())
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if !strings.Contains(errs, "edge discover: waiting for zigbee2mqtt/bridge/devices") || !strings.Contains(errs, "5 device(s), 3 left out") {
		t.Errorf("progress: %s", errs)
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "home.yaml")
	if err := os.WriteFile(path, []byte(out), 0o600); err != nil {
		t.Fatal(err)
	}
	db := filepath.Join(dir, "edge.db")
	if code, _, errs := run(t, "", "import", "--db", db, path); code != 0 {
		t.Fatalf("the discovered file does not import: exit %d: %s\n%s", code, errs, out)
	}
	code, out, errs = run(t, "", "ask", "--db", db, "--json", "turn on the kitchen ceiling")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if rs := results(t, out); len(rs) != 1 || rs[0].Outcome != "done" || rs[0].Actions[0].Device != "light.kitchen_ceiling" {
		t.Errorf("turn on the kitchen ceiling: %s", out)
	}
	if st := z.State("kitchen/ceiling"); st["state"] != "ON" {
		t.Errorf("kitchen/ceiling = %v", st)
	}
}

func TestDiscoverProblems(t *testing.T) {
	b := mqtttest.Start(t, mqtttest.Options{})
	// no Zigbee2MQTT on the broker: nothing retained.
	code, _, errs := run(t, "", "discover", "--mqtt", b.URL(), "--timeout", "300ms")
	if code != 1 || !strings.Contains(errs, "nothing on zigbee2mqtt/bridge/devices at "+b.URL()+": is Zigbee2MQTT running") {
		t.Errorf("no bridge: exit %d: %s", code, errs)
	}
	addr := b.URL()
	b.Stop()
	if code, _, errs := run(t, "", "discover", "--mqtt", addr); code != 1 || !strings.Contains(errs, "the MQTT broker is not reachable at "+addr) {
		t.Errorf("no broker: exit %d: %s", code, errs)
	}
	for _, args := range [][]string{{"discover"}, {"discover", "--mqtt", "http://x"}, {"discover", "--mqtt", "mqtt://x", "--base-topic", "a/#"}, {"discover", "--mqtt", "mqtt://x", "extra"}} {
		if code, _, errs := run(t, "", args...); code != 2 {
			t.Errorf("%v: exit %d: %s", args, code, errs)
		}
	}
}
