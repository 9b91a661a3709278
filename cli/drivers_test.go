package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"edge/drivers"
	"edge/turn"
)

// TestDrivers: every kind built in is reported once, with a state, and the
// exit code says whether one failed.
func TestDrivers(t *testing.T) {
	code, out, errs := run(t, "", "drivers", "--json")
	var report []drivers.Status
	if err := json.Unmarshal([]byte(out), &report); err != nil {
		t.Fatalf("not JSON: %q: %v", out, err)
	}
	var kinds []string
	failed := false
	for _, s := range report {
		kinds = append(kinds, s.Kind)
		switch s.State {
		case drivers.Failed:
			failed = true
			if s.Reason == "" {
				t.Errorf("%s failed without a reason", s.Kind)
			}
		case drivers.Skipped:
			if s.Reason == "" {
				t.Errorf("%s skipped without a reason", s.Kind)
			}
		case drivers.Loaded:
		default:
			t.Errorf("%s: state %q", s.Kind, s.State)
		}
		if s.Kind == "sim" && s.State != drivers.Loaded {
			t.Errorf("sim is %s: %s", s.State, s.Reason)
		}
	}
	if got := strings.Join(kinds, " "); got != "edge gpio line modbus sim tasmota zigbee2mqtt" {
		t.Errorf("kinds %q, want edge gpio line modbus sim tasmota zigbee2mqtt", got)
	}
	if failed != (code == 1) || (!failed && code != 0) {
		t.Errorf("exit %d with failed=%v: %s", code, failed, errs)
	}

	code, out, _ = run(t, "", "drivers")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 8 || !strings.HasPrefix(lines[0], "KIND") || !strings.HasPrefix(lines[5], "sim ") ||
		!strings.Contains(lines[5], "loaded") || (code != 0) != failed {
		t.Errorf("edge drivers: exit %d\n%s", code, out)
	}
	if code, _, errs := run(t, "", "drivers", "extra"); code != 2 || !strings.Contains(errs, "usage: edge drivers [--json]") {
		t.Errorf("edge drivers extra: exit %d %q", code, errs)
	}
}

const hardwareHome = `rooms:
  - {id: garden, name: Garden}
devices:
  - id: switch.pump
    name: Pump
    room: garden
    capabilities: [onoff]
    driver: {kind: modbus, port: /dev/edge-test-no-such-port, unit: 1, coil: 0, timeout_ms: 100, retries: 0}
  - id: sensor.greenhouse
    name: Greenhouse sensor
    room: garden
    capabilities: [temperature]
    driver: {kind: line, port: /dev/edge-test-no-such-port, attributes: {temperature: 'T=(-?[0-9.]+)'}}
  - id: cover.gate
    name: Gate
    room: garden
    capabilities: [position]
    driver: {kind: gpio, pin: GPIO22, pulse_ms: 400, max_age_ms: 2000}
`

func writeHome(t *testing.T, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "home.yaml")
	if err := os.WriteFile(path, []byte(text), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestHardwareHome: a home with hardware drivers imports without touching
// hardware, and a device whose port is missing fails, named, never guessed.
func TestHardwareHome(t *testing.T) {
	path := writeHome(t, hardwareHome)
	db := filepath.Join(t.TempDir(), "edge.db")
	if code, out, errs := run(t, "", "import", "--db", db, path); code != 0 || !strings.Contains(out, "3 devices") {
		t.Fatalf("import: exit %d %s %s", code, out, errs)
	}
	code, out, errs := run(t, "turn on the pump\nwhat is the temperature in the garden\n", "ask", "--db", db, "--json", "-")
	if code != 0 {
		t.Fatalf("ask: exit %d %s", code, errs)
	}
	rs := results(t, out)
	if len(rs) != 2 {
		t.Fatalf("%d results: %s", len(rs), out)
	}
	if r := rs[0]; r.Outcome != turn.Failed || len(r.Actions) != 1 || r.Actions[0].Status != turn.StatusFailed ||
		!strings.Contains(r.Actions[0].Error, "switch.pump: on: modbus: open /dev/edge-test-no-such-port") ||
		r.Say != "Could not turn on Pump: I cannot reach it; check the hub or bridge it is on." {
		t.Errorf("turn on the pump: %+v", r)
	}
	if r := rs[1]; r.Outcome != turn.Failed || r.Say != "Could not read Greenhouse sensor: I cannot reach it; check the hub or bridge it is on." ||
		!strings.Contains(errs, "sensor.greenhouse: read: line: open /dev/edge-test-no-such-port") {
		t.Errorf("what is the temperature: %+v", r)
	}
}

// TestBadDriverBlockImportsNothing: import refuses a bad driver block,
// naming the file, the device and the field.
func TestBadDriverBlockImportsNothing(t *testing.T) {
	bad := strings.Replace(hardwareHome, "unit: 1, coil: 0", "unit: 300, coil: 0", 1)
	bad = strings.Replace(bad, "pin: GPIO22, pulse_ms: 400", "pin: GPIO22, pulse_ms: 400, pull: up", 1)
	path := writeHome(t, bad)
	db := filepath.Join(t.TempDir(), "edge.db")
	code, _, errs := run(t, "", "import", "--db", db, path)
	if code != 2 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{
		path + " has 2 problem(s); nothing was imported",
		path + `:4: device "switch.pump": driver modbus: unit: 300 is out of range 1–247`,
		path + `:14: device "cover.gate": driver gpio: unknown field pull (known here: active_low, pin, pulse_ms)`,
	} {
		if !strings.Contains(errs, want) {
			t.Errorf("stderr lacks %q:\n%s", want, errs)
		}
	}
	if _, err := os.Stat(db); err == nil {
		t.Errorf("the database was created for a refused home")
	}
}
