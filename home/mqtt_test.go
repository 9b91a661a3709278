package home

import (
	"strings"
	"testing"
)

func TestMQTTBlock(t *testing.T) {
	src := "name: Garden Shed (No. 2)\nmqtt:\n  url: mqtts://broker.lan\n  username: edge\n  password_file: /etc/edge/mqtt.pw\n  ca_file: ca.pem\n  discovery: true\n" +
		"devices:\n  - {id: light.a, name: A, capabilities: [onoff], driver: {kind: zigbee2mqtt, name: a}}\n"
	h, err := Parse("h.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	m := h.MQTT
	if m.URL != "mqtts://broker.lan" || m.Username != "edge" || m.PasswordFile != "/etc/edge/mqtt.pw" || m.CAFile != "ca.pem" ||
		!m.Discovery || m.BaseTopic != DefaultBaseTopic || m.Gateway != "garden_shed_no_2" {
		t.Errorf("mqtt = %+v", m)
	}
	if m.Lines["password_file"] != 5 || m.Lines["ca_file"] != 6 {
		t.Errorf("lines = %v", m.Lines)
	}
	h, err = Parse("h.yaml", []byte("mqtt: {url: \"mqtt://10.0.0.2:1884\", base_topic: z2m/home, gateway: loft}\n"))
	if err != nil {
		t.Fatal(err)
	}
	if h.MQTT.BaseTopic != "z2m/home" || h.MQTT.Gateway != "loft" {
		t.Errorf("mqtt = %+v", h.MQTT)
	}
	if h, err = Parse("h.yaml", []byte("name: 我的家\nmqtt: {url: \"mqtt://b\"}\n")); err != nil || h.MQTT.Gateway != "edge" {
		t.Errorf("gateway of a name with no latin letters: %+v, %v", h, err)
	}
	if h, err = Parse("h.yaml", []byte("name: x\n")); err != nil || h.MQTT.URL != "" || h.MQTT.Gateway != "" {
		t.Errorf("no mqtt block: %+v, %v", h.MQTT, err)
	}
}

func TestMQTTBlockProblems(t *testing.T) {
	cases := []struct{ src, want string }{
		{"mqtt: {username: edge}\n", `h.yaml:1: mqtt: missing field "url"; give the broker as url: mqtt://HOST:1883`},
		{"mqtt: {url: \"tcp://b:1883\"}\n", `h.yaml:1: mqtt: url "tcp://b:1883" must start with mqtt:// or mqtts://`},
		{"mqtt: {url: \"mqtt://u:p@b\"}\n", `carries credentials; give username and password_file (a 0600 file) instead`},
		{"mqtt: {url: \"mqtt://b/x\"}\n", `has a path or a query`},
		{"mqtt: {url: \"mqtt://:1883\"}\n", `names no host`},
		{"mqtt: {url: \"mqtt://b\", ca_file: ca.pem}\n", `h.yaml:1: mqtt: ca_file is for mqtts:// only`},
		{"mqtt: {url: \"mqtt://b\", gateway: Big House}\n", `gateway "Big House" is not a valid gateway name; use 1 to 32 of a-z, 0-9, _ and -`},
		{"mqtt: {url: \"mqtt://b\", base_topic: /z2m}\n", `base_topic "/z2m" starts or ends with /`},
		{"mqtt: {url: \"mqtt://b\", discovery: yes please}\n", `discovery must be true or false`},
		{"mqtt: {url: \"mqtt://b\", port: 1883}\n", `unknown field "port" in mqtt`},
		{"devices:\n  - id: light.a\n    name: A\n    capabilities: [onoff]\n    driver: {kind: tasmota, topic: a}\n",
			`h.yaml:5: device "light.a": driver kind tasmota reaches its device through the home's broker; add an mqtt block`},
		{"mqtt: {url: \"mqtt://b\", gateway: loft}\ndevices:\n  - {id: light.a, name: A, capabilities: [onoff], driver: {kind: edge, gateway: loft}}\n",
			`h.yaml:3: device "light.a": driver edge: gateway "loft" is this gateway (mqtt.gateway)`},
	}
	for _, c := range cases {
		_, err := Parse("h.yaml", []byte(c.src))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v\nwant %s", c.src, err, c.want)
		}
	}
}
