package mqtt_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"edge/drivers"
	"edge/drivers/mqtt"
	"edge/drivers/mqtt/mqtttest"
	"edge/home"
)

// homeOf parses a home file whose mqtt block points at the broker.
func homeOf(t *testing.T, b *mqtttest.Broker, mqttExtra, devices string) *home.Home {
	t.Helper()
	src := fmt.Sprintf("name: Test home\nmqtt: {url: %q%s}\ndevices:\n%s", b.URL(), mqttExtra, devices)
	h, err := home.Parse("home.yaml", []byte(src))
	if err != nil {
		t.Fatalf("home: %v\n%s", err, src)
	}
	for i := range h.Devices {
		if err := drivers.CheckConfig(&h.Devices[i]); err != nil {
			t.Fatal(err)
		}
	}
	return h
}

func device(t *testing.T, h *home.Home, id string) *home.Device {
	t.Helper()
	for i := range h.Devices {
		if h.Devices[i].ID == id {
			return &h.Devices[i]
		}
	}
	t.Fatalf("no device %s", id)
	return nil
}

// setOf opens a driver set for the home and closes it when the test ends.
func setOf(t *testing.T, h *home.Home, now func() time.Time) *drivers.Set {
	t.Helper()
	s := drivers.NewSet(drivers.Env{Home: h, Clock: now})
	t.Cleanup(func() {
		if err := s.Close(); err != nil {
			t.Error(err)
		}
	})
	return s
}

const z2mDevices = `
  - {id: light.porch, name: Porch lamp, capabilities: [onoff, brightness, color_temp, color], driver: {kind: zigbee2mqtt, name: porch/lamp}}
  - {id: light.mute, name: Mute lamp, capabilities: [onoff], driver: {kind: zigbee2mqtt, name: mute, timeout_ms: 300}}
  - {id: sensor.hall, name: Hall sensor, capabilities: [temperature, humidity, battery], driver: {kind: zigbee2mqtt, name: hall_sensor, max_age_ms: 60000, timeout_ms: 500}}
  - {id: sensor.door, name: Door, capabilities: [contact], driver: {kind: zigbee2mqtt, name: door, timeout_ms: 300}}
`

func TestZigbee2MQTTCommandsAreDoneWhenTheDeviceReports(t *testing.T) {
	b := mqtttest.Start(t, mqtttest.Options{})
	z := mqtttest.NewZigbee2MQTT(t, b, "")
	z.Device("porch/lamp", map[string]any{"state": "OFF", "brightness": 10.0, "color_temp": 250.0}, false)
	h := homeOf(t, b, "", z2mDevices)
	s := setOf(t, h, nil)
	lamp := device(t, h, "light.porch")
	ctx := context.Background()

	state, err := s.Do(ctx, lamp, "on", nil)
	if err != nil {
		t.Fatal(err)
	}
	if state["on"] != true {
		t.Errorf("state after on = %v, want on", state)
	}
	if sets := z.Sets("porch/lamp"); len(sets) != 1 || sets[0]["state"] != "ON" || len(sets[0]) != 1 {
		t.Errorf("set payloads = %v, want one {state: ON}", sets)
	}

	cases := []struct {
		args    map[string]any
		payload string
		attr    string
		want    any
	}{
		{map[string]any{"brightness": 50}, `map[brightness:127]`, "brightness", 50.0},
		{map[string]any{"brightness_step": -10}, `map[brightness:102]`, "brightness", 40.0},
		{map[string]any{"color_temp": 2700}, `map[color_temp:370]`, "color_temp", 2703.0},
		{map[string]any{"color": "red"}, `map[color:map[hex:#ff0000]]`, "color", "#ff0000"},
		{map[string]any{"brightness": 0}, `map[state:OFF]`, "on", false},
	}
	for _, c := range cases {
		state, err := s.Do(ctx, lamp, "set", c.args)
		if err != nil {
			t.Fatalf("set %v: %v", c.args, err)
		}
		sets := z.Sets("porch/lamp")
		if got := fmt.Sprint(sets[len(sets)-1]); got != c.payload {
			t.Errorf("set %v published %s, want %s", c.args, got, c.payload)
		}
		if state[c.attr] != c.want {
			t.Errorf("set %v: state %s = %v, want %v", c.args, c.attr, state[c.attr], c.want)
		}
	}
}

func TestZigbee2MQTTSilentDeviceFails(t *testing.T) {
	b := mqtttest.Start(t, mqtttest.Options{})
	z := mqtttest.NewZigbee2MQTT(t, b, "")
	z.Silent("mute")
	h := homeOf(t, b, "", z2mDevices)
	s := setOf(t, h, nil)
	start := time.Now()
	_, err := s.Do(context.Background(), device(t, h, "light.mute"), "on", nil)
	if err == nil || !strings.Contains(err.Error(), `no report from Zigbee2MQTT device "mute" on zigbee2mqtt/mute within 300ms`) {
		t.Fatalf("err = %v, want no report within 300ms", err)
	}
	if d := time.Since(start); d > 3*time.Second {
		t.Errorf("failing took %s", d)
	}
	if sets := z.Sets("mute"); len(sets) != 1 {
		t.Errorf("the command was published %d times, want 1", len(sets))
	}
}

func TestZigbee2MQTTAvailability(t *testing.T) {
	b := mqtttest.Start(t, mqtttest.Options{})
	z := mqtttest.NewZigbee2MQTT(t, b, "")
	z.Device("porch/lamp", map[string]any{"state": "OFF"}, false)
	z.Availability("porch/lamp", false)
	h := homeOf(t, b, "", z2mDevices)
	s := setOf(t, h, nil)
	lamp := device(t, h, "light.porch")
	ctx := context.Background()
	// the retained availability arrives after the subscription.
	var err error
	for range 100 {
		if _, err = s.Do(ctx, lamp, "on", nil); err != nil {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	if err == nil || !strings.Contains(err.Error(), `Zigbee2MQTT reports "porch/lamp" offline`) {
		t.Fatalf("err = %v, want offline", err)
	}
	if n := len(z.Sets("porch/lamp")); n > 1 {
		t.Errorf("%d commands published to an offline device", n)
	}
	z.Availability("porch/lamp", true)
	deadline := time.Now().Add(5 * time.Second)
	for {
		if _, err = s.Do(ctx, lamp, "on", nil); err == nil || time.Now().After(deadline) {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	if err != nil {
		t.Errorf("back online: %v", err)
	}
}

func TestZigbee2MQTTSensorReports(t *testing.T) {
	b := mqtttest.Start(t, mqtttest.Options{})
	z := mqtttest.NewZigbee2MQTT(t, b, "")
	h := homeOf(t, b, "", z2mDevices)
	now := time.Now()
	clock := func() time.Time { return now }
	s := setOf(t, h, clock)
	hall := device(t, h, "sensor.hall")
	ctx := context.Background()

	// nothing reported, nothing retained: fail, after the timeout.
	if _, err := s.ReadFresh(ctx, hall, 0); err == nil || !strings.Contains(err.Error(), "has not reported since edge connected") {
		t.Fatalf("read before any report: %v", err)
	}
	z.Report("hall_sensor", map[string]any{"temperature": 21.5, "humidity": 40.0, "battery": 97.0, "linkquality": 80.0})
	var state map[string]any
	for range 100 {
		var err error
		if state, err = s.ReadFresh(ctx, hall, 0); err == nil {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	if fmt.Sprint(state) != "map[battery:97 humidity:40 temperature:21.5]" {
		t.Errorf("state = %v", state)
	}
	// a minute later the report is too old for max_age_ms 60000.
	now = now.Add(61 * time.Second)
	_, err := s.ReadFresh(ctx, hall, 0)
	if err == nil || !strings.Contains(err.Error(), `the last report of "hall_sensor" is 1m1s old, older than its max_age_ms 60000`) {
		t.Errorf("stale read: %v", err)
	}
}

func TestZigbee2MQTTRetainedState(t *testing.T) {
	b := mqtttest.Start(t, mqtttest.Options{})
	z := mqtttest.NewZigbee2MQTT(t, b, "")
	now := time.Now()
	// retained with last_seen (Zigbee2MQTT's last_seen: ISO_8601) is as
	// old as it says; without it, its age is unknown.
	z.Device("hall_sensor", map[string]any{"temperature": 19.0, "last_seen": now.Add(-10 * time.Second).Format(time.RFC3339)}, true)
	z.Device("door", map[string]any{"contact": true}, true)
	h := homeOf(t, b, "", z2mDevices)
	s := setOf(t, h, func() time.Time { return now })
	ctx := context.Background()
	state, err := s.Read(ctx, device(t, h, "sensor.hall"))
	if err != nil || state["temperature"] != 19.0 {
		t.Errorf("retained sensor with last_seen: %v, %v", state, err)
	}
	// without last_seen (Zigbee2MQTT's default) the report is given, as
	// one from before the start: a question may say it, a condition not.
	_, err = s.Read(ctx, device(t, h, "sensor.door"))
	var before *drivers.BeforeStartError
	if !errors.As(err, &before) || !strings.Contains(err.Error(), "carries no time") || fmt.Sprint(before.State) != "map[contact:false]" {
		t.Errorf("retained sensor without last_seen: %v", err)
	}
	// a live report answers; contact true from Zigbee2MQTT means closed.
	z.Report("door", map[string]any{"contact": true})
	var st map[string]any
	for range 100 {
		if st, err = s.Read(ctx, device(t, h, "sensor.door")); err == nil {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	if err != nil || st["contact"] != false {
		t.Errorf("door = %v, %v; want contact false (closed)", st, err)
	}
}

// TestZigbee2MQTTFutureLastSeen: a retained report stamped ahead of this
// clock by more than a few seconds is not fresh, whatever max_age_ms
// says; a few seconds ahead is a clock's skew.
func TestZigbee2MQTTFutureLastSeen(t *testing.T) {
	b := mqtttest.Start(t, mqtttest.Options{})
	z := mqtttest.NewZigbee2MQTT(t, b, "")
	now := time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC)
	z.Device("hall_sensor", map[string]any{"temperature": 19.0, "last_seen": "2099-01-01T00:00:00Z"}, true)
	z.Device("attic", map[string]any{"temperature": 30.0, "last_seen": float64(now.Add(3 * time.Second).UnixMilli())}, true)
	h := homeOf(t, b, "", z2mDevices+`
  - {id: sensor.attic, name: Attic, capabilities: [temperature], driver: {kind: zigbee2mqtt, name: attic, max_age_ms: 3600000, timeout_ms: 500}}
`)
	s := setOf(t, h, func() time.Time { return now })
	ctx := context.Background()
	_, err := s.Read(ctx, device(t, h, "sensor.hall"))
	var before *drivers.BeforeStartError
	if !errors.As(err, &before) || before.State["temperature"] != 19.0 ||
		!strings.Contains(err.Error(), `the state Zigbee2MQTT keeps of "hall_sensor" is stamped 2099-01-01T00:00:00Z, 637020h0m0s ahead of this machine's clock`) {
		t.Errorf("a report stamped in 2099: %v", err)
	}
	if st, err := s.Read(ctx, device(t, h, "sensor.attic")); err != nil || st["temperature"] != 30.0 {
		t.Errorf("a report stamped 3 s ahead: %v, %v", st, err)
	}
}

func TestZigbee2MQTTReadAsksTheDevice(t *testing.T) {
	b := mqtttest.Start(t, mqtttest.Options{})
	z := mqtttest.NewZigbee2MQTT(t, b, "")
	z.Device("porch/lamp", map[string]any{"state": "ON", "brightness": 254.0}, false)
	h := homeOf(t, b, "", z2mDevices)
	s := setOf(t, h, nil)
	state, err := s.Read(context.Background(), device(t, h, "light.porch"))
	if err != nil {
		t.Fatal(err)
	}
	if state["on"] != true || state["brightness"] != 100.0 {
		t.Errorf("state = %v", state)
	}
}

func TestBrokerDownFailsAtOnce(t *testing.T) {
	b := mqtttest.Start(t, mqtttest.Options{})
	h := homeOf(t, b, "", z2mDevices)
	b.Stop()
	s := setOf(t, h, nil)
	start := time.Now()
	_, err := s.Do(context.Background(), device(t, h, "light.porch"), "on", nil)
	if !errors.Is(err, mqtt.ErrDown) || !strings.Contains(err.Error(), b.URL()) {
		t.Fatalf("err = %v, want ErrDown naming the broker", err)
	}
	if d := time.Since(start); d > mqtt.ConnectTimeout+time.Second {
		t.Errorf("failing took %s", d)
	}
}

func TestReconnectAfterTheBrokerRestarts(t *testing.T) {
	b := mqtttest.Start(t, mqtttest.Options{})
	z := mqtttest.NewZigbee2MQTT(t, b, "")
	z.Device("porch/lamp", map[string]any{"state": "OFF"}, false)
	h := homeOf(t, b, "", z2mDevices)
	s := setOf(t, h, nil)
	lamp := device(t, h, "light.porch")
	ctx := context.Background()
	if _, err := s.Do(ctx, lamp, "on", nil); err != nil {
		t.Fatal(err)
	}
	b.Stop()
	// the client notices the drop; until then a command fails by its
	// timeout.
	deadline := time.Now().Add(10 * time.Second)
	var err error
	for !errors.Is(err, mqtt.ErrDown) && time.Now().Before(deadline) {
		_, err = s.Do(ctx, lamp, "off", nil)
	}
	if !errors.Is(err, mqtt.ErrDown) {
		t.Fatalf("while the broker is down: %v", err)
	}
	b.Restart()
	deadline = time.Now().Add(10 * time.Second)
	for {
		if _, err = s.Do(ctx, lamp, "off", nil); err == nil {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("after the restart: %v", err)
		}
		time.Sleep(100 * time.Millisecond)
	}
	if st := z.State("porch/lamp"); st["state"] != "OFF" {
		t.Errorf("lamp = %v", st)
	}
}

func TestPasswordFile(t *testing.T) {
	b := mqtttest.Start(t, mqtttest.Options{Users: map[string]string{"edge": "s3cret"}})
	dir := t.TempDir()
	pw := filepath.Join(dir, "pw")
	if err := os.WriteFile(pw, []byte("s3cret\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	h := homeOf(t, b, fmt.Sprintf(", username: edge, password_file: %q", pw), z2mDevices)
	cfg, err := mqtt.ConfigOf(h.MQTT)
	if err != nil {
		t.Fatal(err)
	}
	c, err := mqtt.Dial(cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := c.Ready(ctx); err != nil {
		t.Fatalf("with the password: %v", err)
	}

	cfg.Password = "wrong"
	bad, err := mqtt.Dial(cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer bad.Close()
	if err := bad.Ready(ctx); !errors.Is(err, mqtt.ErrDown) {
		t.Errorf("with a wrong password: %v", err)
	}

	if err := os.Chmod(pw, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := mqtt.ConfigOf(h.MQTT); err == nil || !strings.Contains(err.Error(), "has mode 0644: others may read it; chmod 600") {
		t.Errorf("0644 password file: %v", err)
	}
}

func TestTLS(t *testing.T) {
	b := mqtttest.Start(t, mqtttest.Options{TLS: true})
	h := homeOf(t, b, fmt.Sprintf(", ca_file: %q", b.CAFile), z2mDevices)
	cfg, err := mqtt.ConfigOf(h.MQTT)
	if err != nil {
		t.Fatal(err)
	}
	c, err := mqtt.Dial(cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := c.Ready(ctx); err != nil {
		t.Fatalf("mqtts with the CA: %v", err)
	}
	cfg.RootCAs = nil
	untrusted, err := mqtt.Dial(cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer untrusted.Close()
	if err := untrusted.Ready(ctx); !errors.Is(err, mqtt.ErrDown) || !strings.Contains(err.Error(), "certificate") {
		t.Errorf("mqtts without the CA: %v", err)
	}
}
