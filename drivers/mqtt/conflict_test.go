package mqtt_test

import (
	"encoding/json"
	"strings"
	"testing"

	"edge/drivers/mqtt"
	"edge/home"
)

// TestZigbee2MQTTNameConflict: two devices that Zigbee2MQTT lists with one
// friendly name (so one topic) are both left out and shown together; the
// others are written.
func TestZigbee2MQTTNameConflict(t *testing.T) {
	payload, err := json.Marshal([]any{
		z2mDevice("0x00124b0000000001", "garage", "Aqara", "SSM-U01", "Garage opener relay", switchExposes),
		z2mDevice("0x00124b0000000002", "garage", "Tuya", "TS011F", "Plug", switchExposes),
		z2mDevice("0x00124b0000000003", "hall", "IKEA", "LED1836G9", "Bulb", lightExposes),
	})
	if err != nil {
		t.Fatal(err)
	}
	file, sum, err := mqtt.HomeFile(mqtt.Found{Bridge: payload}, home.MQTT{URL: "mqtt://b"}, names)
	if err != nil {
		t.Fatal(err)
	}
	h := imported(t, file)
	if len(h.Devices) != 1 || h.Devices[0].Driver.Config["name"] != "hall" {
		t.Errorf("devices:\n%s", devices(h))
	}
	if len(sum.Conflicts) != 1 || !strings.Contains(sum.Conflicts[0], `Zigbee2MQTT name "garage" is announced by 2 devices`) ||
		!strings.Contains(sum.Conflicts[0], "0x00124b0000000001") || !strings.Contains(sum.Conflicts[0], "0x00124b0000000002") {
		t.Errorf("conflicts: %q", sum.Conflicts)
	}
	if !strings.Contains(string(file), "- Tuya TS011F (0x00124b0000000002)") {
		t.Errorf("the file does not show both:\n%s", file)
	}
}
