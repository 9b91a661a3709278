package mqtt_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"edge/drivers"
	"edge/drivers/mqtt"
	"edge/drivers/mqtt/mqtttest"
	"edge/home"
)

const tasmotaDevices = `
  - {id: switch.kettle, name: Kettle plug, capabilities: [onoff, power], driver: {kind: tasmota, topic: kettle}}
  - {id: switch.strip2, name: Strip socket two, capabilities: [onoff], driver: {kind: tasmota, topic: strip, relay: 2}}
  - {id: light.desk, name: Desk lamp, capabilities: [onoff, brightness], driver: {kind: tasmota, topic: desk, timeout_ms: 300}}
  - {id: sensor.cellar, name: Cellar, capabilities: [temperature, humidity], driver: {kind: tasmota, topic: cellar}}
`

func TestTasmotaRelaysAndDimmer(t *testing.T) {
	b := mqtttest.Start(t, mqtttest.Options{})
	kettle := mqtttest.NewTasmota(t, b, "kettle")
	strip := mqtttest.NewTasmota(t, b, "strip")
	desk := mqtttest.NewTasmota(t, b, "desk")
	h := homeOf(t, b, "", tasmotaDevices)
	s := setOf(t, h, nil)
	ctx := context.Background()

	state, err := s.Do(ctx, device(t, h, "switch.kettle"), "on", nil)
	if err != nil {
		t.Fatal(err)
	}
	if state["on"] != true || !kettle.Power(1) {
		t.Errorf("kettle on: state %v, relay %v", state, kettle.Power(1))
	}
	if got := fmt.Sprint(kettle.Commands()); got != "[{cmnd/kettle/POWER ON}]" {
		t.Errorf("kettle commands = %s", got)
	}
	if _, err := s.Do(ctx, device(t, h, "switch.kettle"), "toggle", nil); err != nil || kettle.Power(1) {
		t.Errorf("kettle toggle: %v, relay %v", err, kettle.Power(1))
	}
	if _, err := s.Do(ctx, device(t, h, "switch.strip2"), "on", nil); err != nil || !strip.Power(2) || strip.Power(1) {
		t.Errorf("strip relay 2: %v, relays %v %v", err, strip.Power(1), strip.Power(2))
	}
	state, err = s.Do(ctx, device(t, h, "light.desk"), "set", map[string]any{"brightness": 40})
	if err != nil || state["brightness"] != 40.0 || state["on"] != true {
		t.Errorf("desk dimmer 40: %v, %v", state, err)
	}
	state, err = s.Do(ctx, device(t, h, "light.desk"), "set", map[string]any{"brightness_step": -10})
	if err != nil || state["brightness"] != 30.0 {
		t.Errorf("desk dimmer -10: %v, %v", state, err)
	}
	if got := fmt.Sprint(desk.Commands()); got != "[{cmnd/desk/Dimmer 40} {cmnd/desk/Dimmer 30}]" {
		t.Errorf("desk commands = %s", got)
	}

	desk.Silence()
	start := time.Now()
	_, err = s.Do(ctx, device(t, h, "light.desk"), "off", nil)
	if err == nil || !strings.Contains(err.Error(), `no report from Tasmota device "desk" on stat/desk within 300ms`) {
		t.Errorf("silent desk: %v", err)
	}
	if d := time.Since(start); d > 3*time.Second {
		t.Errorf("failing took %s", d)
	}
}

func TestTasmotaSensors(t *testing.T) {
	b := mqtttest.Start(t, mqtttest.Options{})
	cellar := mqtttest.NewTasmota(t, b, "cellar")
	kettle := mqtttest.NewTasmota(t, b, "kettle")
	h := homeOf(t, b, "", tasmotaDevices)
	s := setOf(t, h, nil)
	ctx := context.Background()

	// nothing reported yet: the driver asks (STATUS 10).
	cellar.Sensor(map[string]any{"Time": "2024-05-01T12:00:00", "AM2301": map[string]any{"Temperature": 12.5, "Humidity": 81.0}, "TempUnit": "C"})
	state, err := s.Read(ctx, device(t, h, "sensor.cellar"))
	if err != nil || fmt.Sprint(state) != "map[humidity:81 temperature:12.5]" {
		t.Errorf("cellar: %v, %v", state, err)
	}
	// a push is answered from.
	cellar.Sensor(map[string]any{"AM2301": map[string]any{"Temperature": 13.0, "Humidity": 80.0}})
	deadline := time.Now().Add(5 * time.Second)
	for time.Now().Before(deadline) {
		if state, err = s.Read(ctx, device(t, h, "sensor.cellar")); err == nil && state["temperature"] == 13.0 {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	if state["temperature"] != 13.0 {
		t.Errorf("after a push: %v, %v", state, err)
	}
	n := len(cellar.Commands())

	kettle.Sensor(map[string]any{"ENERGY": map[string]any{"Power": 1850.0, "Voltage": 230.0}})
	state, err = s.Read(ctx, device(t, h, "switch.kettle"))
	if err != nil || fmt.Sprint(state) != "map[on:false power:1850]" {
		t.Errorf("kettle: %v, %v", state, err)
	}
	if got := fmt.Sprint(kettle.Commands()); got != "[{cmnd/kettle/STATE } {cmnd/kettle/STATUS 10}]" {
		t.Errorf("kettle asked %s", got)
	}
	if len(cellar.Commands()) != n {
		t.Errorf("a fresh push was not enough: %v", cellar.Commands())
	}
}

func TestTasmotaOffline(t *testing.T) {
	b := mqtttest.Start(t, mqtttest.Options{})
	kettle := mqtttest.NewTasmota(t, b, "kettle")
	kettle.Client().Publish("tele/kettle/LWT", []byte("Offline"), true)
	h := homeOf(t, b, "", tasmotaDevices)
	s := setOf(t, h, nil)
	var err error
	deadline := time.Now().Add(5 * time.Second)
	for time.Now().Before(deadline) {
		if _, err = s.Do(context.Background(), device(t, h, "switch.kettle"), "on", nil); err != nil && strings.Contains(err.Error(), "offline") {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	if err == nil || !strings.Contains(err.Error(), `Tasmota device "kettle"`) || !strings.Contains(err.Error(), `offline (tele/kettle/LWT)`) {
		t.Errorf("offline kettle: %v", err)
	}
}

// TestTasmotaAddress: a relay said as POWER and as relay 1 of one topic
// is one address; relay 2, or another topic, is another.
func TestTasmotaAddress(t *testing.T) {
	dev := func(cfg map[string]any) *home.Device {
		return &home.Device{ID: "switch.x", Name: "X", Capabilities: []string{"onoff"}, Driver: home.Driver{Kind: mqtt.KindTasmota, Config: cfg}}
	}
	one, first := drivers.Address(dev(map[string]any{"topic": "garage"})), drivers.Address(dev(map[string]any{"topic": "garage", "relay": 1}))
	if one == "" || one != first {
		t.Errorf("POWER is %q, relay 1 is %q", one, first)
	}
	for _, cfg := range []map[string]any{{"topic": "garage", "relay": 2}, {"topic": "porch"}} {
		if a := drivers.Address(dev(cfg)); a == one {
			t.Errorf("%v is %q too", cfg, a)
		}
	}
}
