package mqtt_test

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"edge/drivers"
	"edge/drivers/mqtt"
	"edge/home"
)

func TestHomeFileOfBridgeDevices(t *testing.T) {
	payload, err := os.ReadFile("testdata/bridge_devices.json")
	if err != nil {
		t.Fatal(err)
	}
	file, sum, err := mqtt.HomeFile(payload, home.MQTT{URL: "mqtt://10.0.0.5:1883", Username: "edge", PasswordFile: "/etc/edge/mqtt.pw", BaseTopic: "zigbee2mqtt"})
	if err != nil {
		t.Fatal(err)
	}
	h, err := home.Parse("discovered.yaml", file)
	if err != nil {
		t.Fatalf("the file does not import: %v\n%s", err, file)
	}
	for i := range h.Devices {
		if err := drivers.CheckConfig(&h.Devices[i]); err != nil {
			t.Errorf("%v\n%s", err, file)
		}
	}
	var got []string
	for _, d := range h.Devices {
		got = append(got, fmt.Sprintf("%s %q %s %v %v", d.ID, d.Name, d.Type, d.Capabilities, d.Driver.Config))
	}
	want := []string{
		`light.kitchen_ceiling "kitchen ceiling" light [onoff brightness color_temp color] map[name:kitchen/ceiling]`,
		`switch.coffee_machine_plug "Coffee machine plug" switch [onoff power] map[name:Coffee machine plug]`,
		`sensor.hall_sensor "hall sensor" sensor [temperature humidity battery] map[max_age_ms:3600000 name:hall_sensor]`,
		`sensor.front_door "Front door" sensor [battery contact] map[max_age_ms:3600000 name:Front door]`,
		`sensor.hue_motion_sensor "Hue motion sensor" sensor [temperature illuminance battery occupancy] map[max_age_ms:3600000 name:0x001788010c3d4e5f]`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("devices:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if h.MQTT.URL != "mqtt://10.0.0.5:1883" || h.MQTT.Username != "edge" || h.MQTT.PasswordFile != "/etc/edge/mqtt.pw" {
		t.Errorf("mqtt block = %+v", h.MQTT)
	}
	if sum.Devices != 5 || len(sum.Skipped) != 3 {
		t.Errorf("summary = %+v", sum)
	}
	for _, w := range []string{
		"  # Philips 9290022166: Hue white and color ambiance E26/E27 (0x001788010b2e11aa)\n",
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

func TestHomeFileOfOddDevices(t *testing.T) {
	long := strings.Repeat("very long name ", 10)
	payload := fmt.Sprintf(`[
	  {"ieee_address": "0x01", "type": "Router", "friendly_name": %q, "definition": {"model": "m", "vendor": "v", "description": "d", "exposes": [{"type": "switch", "features": [{"type": "binary", "property": "state"}]}]}},
	  {"ieee_address": "0x02", "type": "Router", "friendly_name": "lamp", "definition": {"model": "m", "vendor": "v", "description": "d", "exposes": [{"type": "light", "features": [{"type": "binary", "property": "state"}]}]}},
	  {"ieee_address": "0x03", "type": "Router", "friendly_name": "Lamp", "definition": {"model": "m", "vendor": "v\nx", "description": "d", "exposes": [{"type": "light", "features": [{"type": "binary", "property": "state"}]}]}},
	  {"ieee_address": "0x04", "type": "Router", "friendly_name": "两路开关", "definition": {"model": "m", "vendor": "v", "description": "d", "exposes": [{"type": "switch", "endpoint": "l1", "features": [{"type": "binary", "property": "state_l1", "endpoint": "l1"}]}, {"type": "switch", "features": [{"type": "binary", "property": "state"}]}]}},
	  {"ieee_address": "0x05", "type": "Router", "friendly_name": "bad+name", "definition": {"model": "m", "vendor": "v", "description": "d", "exposes": []}}
	]`, long)
	file, sum, err := mqtt.HomeFile([]byte(payload), home.MQTT{URL: "mqtt://b", BaseTopic: "z2m"})
	if err != nil {
		t.Fatal(err)
	}
	h, err := home.Parse("odd.yaml", file)
	if err != nil {
		t.Fatalf("%v\n%s", err, file)
	}
	var ids []string
	for _, d := range h.Devices {
		ids = append(ids, d.ID)
	}
	if got := strings.Join(ids, " "); got != "switch.very_long_name_very_long_name_very_long_name_very_lon light.lamp light.lamp_2 switch.04" {
		t.Errorf("ids = %s\n%s", got, file)
	}
	if h.MQTT.BaseTopic != "z2m" || sum.Devices != 4 || len(sum.Skipped) != 1 {
		t.Errorf("base topic %q, summary %+v", h.MQTT.BaseTopic, sum)
	}
	if _, _, err := mqtt.HomeFile([]byte(`{"not": "a list"}`), home.MQTT{URL: "mqtt://b"}); err == nil {
		t.Error("a payload that is not a list was taken")
	}
}
