package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// relayHome has devices whose type, capabilities and names disagree on
// what they are: a garage door on a relay typed switch, a gate typed so
// on a relay, a strike on a relay named in Chinese, a light that locks.
const relayHome = `name: Relays
devices:
  - {id: switch.garage, name: Garage door, type: switch, capabilities: [onoff]}
  - {id: switch.gate, name: Side entrance, type: gate, capabilities: [onoff]}
  - {id: switch.strike, name: 门禁, type: switch, capabilities: [onoff]}
  - {id: light.porch, name: Porch light, type: light, capabilities: [onoff, lock]}
  - {id: light.hall, name: Hall light, type: light, capabilities: [onoff]}
`

// TestCheckFloors: edge check shows the floor of each device above low,
// what it is, and warns, at the device's line, where its type,
// capabilities and names disagree; the file is still good (exit 0).
func TestCheckFloors(t *testing.T) {
	path := filepath.Join(t.TempDir(), "home.yaml")
	if err := os.WriteFile(path, []byte(relayHome), 0o600); err != nil {
		t.Fatal(err)
	}
	code, out, errs := run(t, "", "check", path)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	words := strings.Join(strings.Fields(out), " ")
	for _, want := range []string{
		"switch.garage high onoff.on high, onoff.off high, onoff.toggle high (garage_door)",
		"switch.gate high onoff.on high, onoff.off high, onoff.toggle high (garage_door)",
		"switch.strike critical onoff.on critical, onoff.off critical, onoff.toggle critical (lock)",
		"light.porch critical onoff.on critical, onoff.off critical, onoff.toggle critical, lock.unlock critical (lock)",
	} {
		if !strings.Contains(words, want) {
			t.Errorf("stdout lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "light.hall") {
		t.Errorf("a light at low risk is listed:\n%s", out)
	}
	lines := strings.Split(strings.TrimSpace(errs), "\n")
	wants := []string{
		path + `:3: warning: device "switch.garage": its name or an alias says a garage door or gate`,
		path + `:4: warning: device "switch.gate": type gate without the capability position (capabilities: onoff)`,
		path + `:5: warning: device "switch.strike": its name or an alias says a lock, strike or latch`,
		path + `:6: warning: device "light.porch": type light with the capability lock`,
	}
	if len(lines) != len(wants) {
		t.Fatalf("stderr:\n%s", errs)
	}
	for i, w := range wants {
		if !strings.HasPrefix(lines[i], w) {
			t.Errorf("warning %d: %q, want it to begin %q", i+1, lines[i], w)
		}
	}
}

// TestDevicesFloor: edge devices has the floor of each device, in its
// table and its JSON.
func TestDevicesFloor(t *testing.T) {
	path := filepath.Join(t.TempDir(), "home.yaml")
	if err := os.WriteFile(path, []byte(relayHome), 0o600); err != nil {
		t.Fatal(err)
	}
	code, out, errs := run(t, "", "devices", "--home", path)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	rows := strings.Split(strings.TrimSpace(out), "\n")
	if len(rows) != 6 || !strings.Contains(rows[0], "CAPABILITIES  FLOOR  ") {
		t.Fatalf("stdout:\n%s", out)
	}
	// by id: light.hall, light.porch, switch.garage, switch.gate, switch.strike
	for i, want := range []string{"low", "critical", "high", "high", "critical"} {
		if f := strings.Fields(rows[i+1]); f[len(f)-1] != want {
			t.Errorf("row %d: %q, want the floor %s", i+1, rows[i+1], want)
		}
	}
	code, out, errs = run(t, "", "devices", "--home", path, "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var got []struct{ ID, Floor string }
	if err := json.Unmarshal([]byte(out), &got); err != nil || len(got) != 5 || got[0].Floor != "low" || got[1].Floor != "critical" || got[2].Floor != "high" {
		t.Errorf("JSON: %v %s", err, out)
	}
}
