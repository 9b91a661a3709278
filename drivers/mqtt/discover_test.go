package mqtt_test

import (
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"slices"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"

	"edge/drivers"
	"edge/drivers/mqtt"
	"edge/home"
	"edge/index"
	"edge/lang"

	_ "edge/lang/all"
)

// names checks the names discover writes as edge import does.
var names = mqtt.Names{Read: index.ReadsAs, Key: lang.Key}

// imported checks a file discover made as edge import does, the driver
// blocks included, and returns its home.
func imported(t *testing.T, file []byte) *home.Home {
	t.Helper()
	h, err := home.ParseNames("discovered.yaml", file, index.ReadsAs)
	if err != nil {
		t.Fatalf("the file does not import: %v\n%s", err, file)
	}
	for i := range h.Devices {
		if err := drivers.CheckConfig(&h.Devices[i]); err != nil {
			t.Fatalf("%v\n%s", err, file)
		}
	}
	return h
}

// devices lists a home's devices: id, name, type, capabilities, driver.
func devices(h *home.Home) string {
	var out []string
	for _, d := range h.Devices {
		out = append(out, fmt.Sprintf("%s %q %s %v %v", d.ID, d.Name, d.Type, d.Capabilities, d.Driver.Config))
	}
	return strings.Join(out, "\n")
}

func bridge(t testing.TB) []byte {
	t.Helper()
	payload, err := os.ReadFile("testdata/bridge_devices.json")
	if err != nil {
		t.Fatal(err)
	}
	return payload
}

func TestHomeFileOfBridgeDevices(t *testing.T) {
	file, sum, err := mqtt.HomeFile(mqtt.Found{Bridge: bridge(t)}, home.MQTT{URL: "mqtt://10.0.0.5:1883", Username: "edge", PasswordFile: "/etc/edge/mqtt.pw", BaseTopic: "zigbee2mqtt"}, names)
	if err != nil {
		t.Fatal(err)
	}
	h := imported(t, file)
	want := strings.Join([]string{
		`light.kitchen_ceiling "kitchen ceiling" light [onoff brightness color_temp color] map[name:kitchen/ceiling]`,
		`switch.coffee_machine_plug "Coffee machine plug" switch [onoff power] map[name:Coffee machine plug]`,
		`sensor.hall_sensor "hall sensor" sensor [temperature humidity battery] map[max_age_ms:3600000 name:hall_sensor]`,
		`sensor.front_door "Front door" sensor [battery contact] map[max_age_ms:3600000 name:Front door]`,
		`sensor.hue_motion_sensor "Hue motion sensor" sensor [temperature illuminance battery occupancy] map[max_age_ms:3600000 name:0x001788010c3d4e5f]`,
	}, "\n")
	if got := devices(h); got != want {
		t.Errorf("devices:\n%s\nwant:\n%s", got, want)
	}
	if h.MQTT.URL != "mqtt://10.0.0.5:1883" || h.MQTT.Username != "edge" || h.MQTT.PasswordFile != "/etc/edge/mqtt.pw" {
		t.Errorf("mqtt block = %+v", h.MQTT)
	}
	if sum.Devices != 5 || len(sum.Skipped) != 3 || len(sum.Renamed) != 0 {
		t.Errorf("summary = %+v", sum)
	}
	for _, w := range []string{
		"  # Philips 9290022166: Hue white and color ambiance E26/E27 (0x001788010b2e11aa)\n",
		"    driver: {kind: zigbee2mqtt, name: hall_sensor, max_age_ms: 3600000} # it reports on change\n",
		"#   \"Bedroom remote\" (IKEA E1524/E1810): nothing edge drives\n",
		"#   \"0x54ef4410005a6b7c\": Zigbee2MQTT does not support it (no definition)\n",
		"#   \"Garden light\": disabled in Zigbee2MQTT\n",
	} {
		if !strings.Contains(string(file), w) {
			t.Errorf("the file lacks %q:\n%s", w, file)
		}
	}
	if strings.Contains(string(file), "Coordinator") {
		t.Errorf("the coordinator is in the file:\n%s", file)
	}
}

// z2mDevice is one device of bridge/devices, for payloads made in tests.
func z2mDevice(ieee, friendly, vendor, model, description, expose string) map[string]any {
	var exposes any
	if err := json.Unmarshal([]byte(expose), &exposes); err != nil {
		panic(err)
	}
	return map[string]any{"ieee_address": ieee, "type": "Router", "friendly_name": friendly,
		"definition": map[string]any{"vendor": vendor, "model": model, "description": description, "exposes": exposes}}
}

const (
	switchExposes = `[{"type": "switch", "features": [{"type": "binary", "property": "state"}]}]`
	lightExposes  = `[{"type": "light", "features": [{"type": "binary", "property": "state"}, {"type": "numeric", "property": "brightness"}]}]`
)

func payloadOf(t *testing.T, devs ...map[string]any) []byte {
	t.Helper()
	b, err := json.Marshal(devs)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestHomeFileOfOddDevices(t *testing.T) {
	long := strings.Repeat("very long name ", 10)
	payload := payloadOf(t,
		z2mDevice("0x01", long, "v", "m", "d", switchExposes),
		z2mDevice("0x02", "lamp", "v", "m", "d", `[{"type": "light", "features": [{"type": "binary", "property": "state"}]}]`),
		z2mDevice("0x04", "两路开关", "v", "m2", "d", `[{"type": "switch", "endpoint": "l1", "features": [{"type": "binary", "property": "state_l1", "endpoint": "l1"}]}, {"type": "switch", "features": [{"type": "binary", "property": "state"}]}]`),
		z2mDevice("0x05", "bad+name", "v", "m", "d", `[]`),
		z2mDevice("0x06", "___", "", "", "d", switchExposes),
	)
	file, sum, err := mqtt.HomeFile(mqtt.Found{Bridge: payload}, home.MQTT{URL: "mqtt://b", BaseTopic: "z2m"}, names)
	if err != nil {
		t.Fatal(err)
	}
	h := imported(t, file)
	var ids []string
	for _, d := range h.Devices {
		ids = append(ids, d.ID)
	}
	if got := strings.Join(ids, " "); got != "switch.very_long_name_very_long_name_very_long_name_very_lon light.lamp switch.04" {
		t.Errorf("ids = %s\n%s", got, file)
	}
	if h.MQTT.BaseTopic != "z2m" || sum.Devices != 3 || len(sum.Skipped) != 2 {
		t.Errorf("base topic %q, summary %+v", h.MQTT.BaseTopic, sum)
	}
	if !strings.Contains(string(file), `"___" (0x06): it has no name that can be said; name it in Zigbee2MQTT`) {
		t.Errorf("the device with no name to say:\n%s", file)
	}
	if _, _, err := mqtt.HomeFile(mqtt.Found{Bridge: []byte(`{"not": "a list"}`)}, home.MQTT{URL: "mqtt://b"}, names); err == nil {
		t.Error("a payload that is not a list was taken")
	}
}

// separators are the characters that end a line or a comment in a YAML
// reader or an editor, and the characters of YAML's syntax.
var separators = []string{"\n", "\r", "\r\n", "\u0085", "\u2028", "\u2029", "\v", "\f", "#", ": ", "\u200b", "\u202e", "\x00", "\t"}

// TestHomeFileSeparators: names, vendors, models and descriptions holding
// every line and paragraph separator, # and ": " cannot add a key, a
// device or a block to the file: it holds the devices of the payload, and
// nothing else.
func TestHomeFileSeparators(t *testing.T) {
	inject := "security: {bulk: 1000}\nmodels: {host: \"evil.example:80\", chat: x}\ndevices:\n  - {id: lock.x, name: X, capabilities: [lock]}\n"
	var devs []map[string]any
	for i, sep := range separators {
		text := "Lamp" + sep + inject + sep + "# " + sep
		devs = append(devs,
			z2mDevice(fmt.Sprintf("0x%016x", i), fmt.Sprintf("lamp %d", i), text, text, text, lightExposes),
			z2mDevice(fmt.Sprintf("0x%016x", 100+i), fmt.Sprintf("0x%016x", 100+i), "IKEA", fmt.Sprintf("E%d", i), "Plug"+sep+inject, switchExposes),
		)
		if !strings.ContainsAny(sep, "\x00#") {
			devs = append(devs, z2mDevice(fmt.Sprintf("0x%016x", 200+i), "plug "+fmt.Sprint(i)+sep+inject, "v", "m", "d", switchExposes))
		}
	}
	found := mqtt.Found{Bridge: payloadOf(t, devs...), Tasmota: map[string]*mqtt.TasmotaFound{}}
	for i, sep := range separators {
		cfg := map[string]any{"ip": sep, "dn": "Plug" + sep + inject, "fn": []any{fmt.Sprintf("socket %d", i) + sep + inject}, "hn": "h", "mac": fmt.Sprintf("%012X", i),
			"md": "Sonoff" + sep + inject, "sw": "13" + sep + inject, "t": fmt.Sprintf("t%d", i), "ft": "%prefix%/%topic%/", "tp": []string{"cmnd", "stat", "tele"}, "rl": []int{1}}
		b, _ := json.Marshal(cfg)
		found.Tasmota[fmt.Sprintf("%012X", i)] = &mqtt.TasmotaFound{Config: b}
	}
	file, sum, err := mqtt.HomeFile(found, home.MQTT{URL: "mqtt://b"}, names)
	if err != nil {
		t.Fatal(err)
	}
	h := imported(t, file)
	if h.Security != (home.Security{}) || h.Models != (home.Models{}) || len(h.Rooms)+len(h.Floors)+len(h.Groups)+len(h.Scenes)+len(h.Satellites) > 0 {
		t.Fatalf("the file holds more than devices:\n%s", file)
	}
	byDriver := map[string]int{}
	for _, d := range h.Devices {
		if slices.Contains(d.Capabilities, "lock") || d.ID == "lock.x" {
			t.Fatalf("a device that is not in the payload: %s\n%s", d.ID, file)
		}
		for _, r := range d.Name {
			if r == '\n' || r == '\u2028' || r == '\u2029' || r == '\u0085' || r == '\u200b' || r == '\u202e' {
				t.Errorf("the name %q of %s holds %U", d.Name, d.ID, r)
			}
		}
		key, _ := d.Driver.Config["name"].(string)
		if key == "" {
			key, _ = d.Driver.Config["topic"].(string)
		}
		byDriver[key]++
	}
	if len(h.Devices) != sum.Devices || sum.Devices+len(sum.Skipped) != len(devs)+len(separators) {
		t.Errorf("%d devices, summary %+v, of %d", len(h.Devices), sum, len(devs)+len(separators))
	}
	sent := map[string]bool{}
	for _, d := range devs {
		sent[d["friendly_name"].(string)] = true
	}
	for i := range separators {
		sent[fmt.Sprintf("t%d", i)] = true
	}
	for k, n := range byDriver {
		if n != 1 || !sent[k] {
			t.Errorf("%q is %d devices; sent: %v", k, n, sent[k])
		}
	}
	var doc map[string]any
	if err := yaml.Unmarshal(file, &doc); err != nil || len(doc) != 2 || doc["mqtt"] == nil || doc["devices"] == nil {
		t.Errorf("top level %v (%v)", topKeys(doc), err)
	}
	for i, line := range strings.Split(string(file), "\n") {
		if strings.ContainsAny(line, "\r\v\f\u0085\u2028\u2029") {
			t.Errorf("line %d breaks in another reader: %q", i+1, line)
		}
	}
}

func topKeys(m map[string]any) []string { return slices.Sorted(maps.Keys(m)) }

// FuzzHomeFile: whatever bridge/devices and a Tasmota device's discovery
// hold, discover's file either fails edge check or imports exactly the
// devices of the payload: one per Zigbee device that is not the
// coordinator and not left out, on its friendly name, those of the Tasmota
// device on its topic, and nothing else (no block, no other device).
func FuzzHomeFile(f *testing.F) {
	kettle, err := os.ReadFile("testdata/tasmota/kettle_config.json")
	if err != nil {
		f.Fatal(err)
	}
	sensors, err := os.ReadFile("testdata/tasmota/kettle_sensors.json")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(string(bridge(f)), string(kettle), string(sensors))
	f.Add(`[{"ieee_address":"0x1","type":"Router","friendly_name":"a\u2028security: {bulk: 1000}","definition":{"vendor":"v\u2029models:","model":"m\nx: 1","description":"#","exposes":[{"type":"switch","features":[{"property":"state"}]}]}}]`,
		`{"dn":"a\u2028b: c","fn":["the lights","x\ny: 1"],"md":"m","t":"t","ft":"%prefix%/%topic%/","tp":["cmnd","stat","tele"],"rl":[1,2],"lt_st":5}`, `{"sn":{"A":{"Temperature":1}}}`)
	f.Add(`[{"friendly_name":"the lights","definition":{"exposes":[{"type":"switch","features":[{"property":"state"}]}]}},{"friendly_name":"The_Lights","definition":{"exposes":[{"type":"light","features":[{"property":"state"}]}]}}]`, "", "")
	f.Fuzz(func(t *testing.T, payload, config, sensors string) {
		found := mqtt.Found{Bridge: []byte(payload), Tasmota: map[string]*mqtt.TasmotaFound{}}
		if config != "" {
			found.Tasmota["AABBCC"] = &mqtt.TasmotaFound{Config: []byte(config), Sensors: []byte(sensors)}
		}
		file, sum, err := mqtt.HomeFile(found, home.MQTT{URL: "mqtt://b"}, names)
		if err != nil {
			return
		}
		h, err := home.ParseNames("f.yaml", file, index.ReadsAs)
		if err != nil {
			return
		}
		var sent []struct {
			Type         string `json:"type"`
			FriendlyName string `json:"friendly_name"`
		}
		if err := json.Unmarshal([]byte(payload), &sent); err != nil {
			t.Fatalf("a payload that is not a list made a file: %v", err)
		}
		var tas struct {
			T  string `json:"t"`
			RL []int  `json:"rl"`
		}
		_ = json.Unmarshal([]byte(config), &tas)
		names := map[string]bool{}
		devices := 0
		for _, d := range sent {
			if d.Type != "Coordinator" {
				names[d.FriendlyName] = true
				devices++
			}
		}
		if h.Security != (home.Security{}) || h.Models != (home.Models{}) || h.Retention != (home.Retention{}) ||
			len(h.Rooms)+len(h.Floors)+len(h.Groups)+len(h.Scenes)+len(h.Satellites) > 0 || h.MQTT.URL != "mqtt://b" {
			t.Fatalf("the file holds more than devices:\n%s", file)
		}
		z2m := 0
		for _, d := range h.Devices {
			if err := drivers.CheckConfig(&d); err != nil {
				t.Fatalf("%v:\n%s", err, file)
			}
			if d.Driver.Kind == mqtt.KindTasmota {
				if topic, _ := d.Driver.Config["topic"].(string); topic != tas.T || config == "" {
					t.Fatalf("device %s (%v) is not one sent:\n%s", d.ID, d.Driver, file)
				}
				continue
			}
			name, _ := d.Driver.Config["name"].(string)
			if d.Driver.Kind != mqtt.KindZigbee2MQTT || !names[name] {
				t.Fatalf("device %s (%v) is not one sent:\n%s", d.ID, d.Driver, file)
			}
			delete(names, name)
			z2m++
		}
		if len(h.Devices) != sum.Devices || len(h.Devices)-z2m > len(tas.RL)+1 {
			t.Fatalf("%d devices, summary %+v, of %d sent:\n%s", len(h.Devices), sum, devices, file)
		}
	})
}
