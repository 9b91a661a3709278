package mqtt

import (
	"math"
	"testing"
	"time"

	"edge/drivers"
	"edge/home"
)

// FuzzReports feeds arbitrary payloads to the Zigbee2MQTT and Tasmota
// drivers as reports, and Home Assistant's commands: nothing panics, and
// the state edge makes of a report holds only the attributes of the
// device's capabilities, of their kinds, numbers finite.
func FuzzReports(f *testing.F) {
	for _, s := range []string{
		`{"state":"ON","brightness":254,"color_temp":370,"color":{"x":0.7,"y":0.3},"temperature":21.5,"contact":true,"occupancy":false}`,
		`{"color":{"hue":400,"saturation":-3},"illuminance_lux":1e308,"last_seen":"2024-05-01T12:00:00Z"}`,
		`{"color":{"x":1e308,"y":1e-308},"color_temp":0,"brightness":"x"}`, `{"color_temp":1e-320}`,
		`{"POWER":"ON","POWER2":"OFF","Dimmer":40,"StatusSNS":{"AM2301":{"Temperature":12.5},"ENERGY":{"Power":-1}}}`,
		`{"state":"online"}`, `offline`, `[1,2]`, `null`, "ON", "40", "UNLOCK", "",
		"#ff8000", "2700", "21.5", "heat", "NEXT", "1e400", "-0", "50.0",
		`{"o":{"name":"edge"},"availability_topic":"edge/barn/status","cmps":{"a":{"p":"light"}}}`, `{"cmps":[1]}`,
	} {
		f.Add(s)
	}
	caps := []string{"onoff", "brightness", "color_temp", "color", "temperature", "humidity", "illuminance", "power", "co2", "battery", "contact", "motion", "occupancy"}
	z2mDev := &home.Device{ID: "light.z", Capabilities: caps}
	tasDev := &home.Device{ID: "light.t", Capabilities: []string{"onoff", "brightness", "temperature", "humidity", "illuminance", "power", "co2"}}
	cover := &home.Device{ID: "cover.c", Capabilities: []string{"position", "lock", "valve", "onoff", "brightness"}}
	all := &home.Device{ID: "all.a", Capabilities: []string{"onoff", "brightness", "color", "color_temp", "thermostat", "fan_speed", "media"}}
	fan := &home.Device{ID: "fan.f", Capabilities: []string{"fan_speed"}}
	gw := &Gateway{me: "barn"}
	env := drivers.Env{Clock: func() time.Time { return time.Unix(0, 0) }}
	f.Fuzz(func(t *testing.T, payload string) {
		z := &z2m{env: env, base: "z2m", devs: map[string]*tracker{"a": newTracker()}, bridge: newTracker()}
		for _, topic := range []string{"z2m/a", "z2m/a/availability", "z2m/bridge/state"} {
			z.received(Message{Topic: topic, Payload: []byte(payload), Retained: true})
		}
		check(t, z2mDev, fromZ2M(z2mDev, stateOf(z.devs["a"])))
		d := &tasmota{env: env, devs: map[string]*tracker{"t": newTracker()}}
		for _, topic := range []string{"stat/t/POWER", "stat/t/RESULT", "stat/t/STATUS10", "tele/t/SENSOR", "tele/t/STATE", "tele/t/LWT"} {
			d.received(Message{Topic: topic, Payload: []byte(payload)})
		}
		check(t, tasDev, fromTasmota(tasDev, tasmotaConfig{}, stateOf(d.devs["t"])))
		for _, what := range []string{"", "brightness", "position", "color", "color_temp", "temperature", "mode", "speed", "volume", "playing", "muted", "other"} {
			for _, dev := range []*home.Device{cover, all, fan} {
				if cmd, args, err := hassCommand(dev, what, payload); err == nil {
					if err := drivers.Validate(dev, cmd, args); err != nil {
						t.Fatalf("%q on %q: %s %v is not valid: %v", payload, what, cmd, args, err)
					}
				}
			}
		}
		gw.ownConfig([]byte(payload))
	})
}

func check(t *testing.T, dev *home.Device, state map[string]any) {
	t.Helper()
	for k, v := range state {
		a, ok := home.LookupAttr(k)
		if !ok || !dev.Has(capOf(k)) {
			t.Fatalf("attribute %s = %v is not the device's", k, v)
		}
		switch x := v.(type) {
		case float64:
			if a.Kind != home.Numeric || math.IsNaN(x) || math.IsInf(x, 0) {
				t.Fatalf("%s = %v", k, v)
			}
		case bool:
			if a.Kind != home.Bool {
				t.Fatalf("%s = %v", k, v)
			}
		case string:
			if a.Kind != home.Text {
				t.Fatalf("%s = %v", k, v)
			}
		default:
			t.Fatalf("%s = %v (%T)", k, v, v)
		}
	}
}

// capOf is the capability of an attribute.
func capOf(attr string) string {
	switch attr {
	case "on":
		return "onoff"
	}
	return attr
}
