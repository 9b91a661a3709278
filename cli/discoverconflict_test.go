package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"edge/drivers/mqtt/mqtttest"
)

// tasmotaConfig is a Tasmota relay's discovery config.
func tasmotaConfig(mac, name, topic, ip string) []byte {
	return fmt.Appendf(nil, `{"ip":%q,"dn":%q,"fn":[%q,null],"mac":%q,"md":"Sonoff Basic","sw":"13.4.0","t":%q,"ft":"%%prefix%%/%%topic%%/","tp":["cmnd","stat","tele"],"rl":[1,0],"lk":0,"lt_st":0,"ty":0}`,
		ip, name, name, mac, topic)
}

// TestDiscoverConflict: a forged Tasmota announcement with a lower MAC
// claims the garage opener's topic. Neither is written to the home file;
// both are shown together, on standard error and at the end of the file;
// the other devices are written as ever.
func TestDiscoverConflict(t *testing.T) {
	b := mqtttest.Start(t, mqtttest.Options{})
	pub := mqtttest.Connect(t, b, "announcer")
	for _, d := range []struct{ mac, name, topic, ip string }{
		{"DC4F22AABB01", "Garage opener", "garage", "192.168.1.40"},
		{"000000000001", "Garage door", "garage", "192.168.1.66"},
		{"DC4F22AABB02", "Hall lamp", "hall", "192.168.1.41"},
	} {
		pub.Publish("tasmota/discovery/"+d.mac+"/config", tasmotaConfig(d.mac, d.name, d.topic, d.ip), true)
	}
	code, out, errs := run(t, "", "discover", "--mqtt", b.URL())
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if strings.Contains(out, "topic: garage") {
		t.Errorf("an announcement of a topic in conflict was written:\n%s", out)
	}
	if !strings.Contains(out, "topic: hall") {
		t.Errorf("the hall lamp is missing:\n%s", out)
	}
	for _, w := range []string{`Tasmota topic "garage" is announced by 2 devices`, "DC4F22AABB01", "000000000001"} {
		if !strings.Contains(out, w) || !strings.Contains(errs, w) {
			t.Errorf("the conflict does not show %q:\n%s\n%s", w, out, errs)
		}
	}
	if !strings.Contains(errs, "1 device(s), 0 renamed, 0 left out, 1 conflict(s)") {
		t.Errorf("summary: %s", errs)
	}
	path := filepath.Join(t.TempDir(), "home.yaml")
	if err := os.WriteFile(path, []byte(out), 0o600); err != nil {
		t.Fatal(err)
	}
	if code, _, errs := run(t, "", "check", path); code != 0 {
		t.Errorf("the file does not check: %s\n%s", errs, out)
	}
}
