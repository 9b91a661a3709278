package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCheckGood: a good home file is exit 0 with one line of counts, and
// nothing is written anywhere (the directory of the file, the temporary
// directory).
func TestCheckGood(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "home.yaml")
	data, err := os.ReadFile(demoHome)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	code, out, errs := run(t, "", "check", path)
	want := path + " (Demo home) is good: 2 floors, 11 rooms, 42 devices, 1 group, 2 scenes\n" +
		"risk floors above low (a device's risk: may raise them, never lower them):\n" +
		"  switch.kettle       high      onoff.on high, onoff.toggle high       (heat)\n" +
		"  switch.oven         high      onoff.on high, onoff.toggle high       (heat)\n" +
		"  valve.gas           high      valve.open high, valve.close high      (valve)\n" +
		"  lock.front_door     critical  lock.unlock critical                   (lock)\n" +
		"  alarm.house         critical  alarm.arm high, alarm.disarm critical  (alarm)\n" +
		"  cover.garage_door   high      position.open high, position.set high  (garage_door)\n" +
		"  valve.garden        high      valve.open high                        (valve)\n" +
		"  switch.kids_heater  high      onoff.on high, onoff.toggle high       (heat)\n"
	if code != 0 || out != want || errs != "" {
		t.Errorf("exit %d\nstdout %q\nwant   %q\nstderr %q", code, out, want, errs)
	}
	for _, d := range []string{dir, tmp} {
		entries, _ := os.ReadDir(d)
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		if d == dir && strings.Join(names, " ") != "home.yaml" || d == tmp && len(names) != 0 {
			t.Errorf("edge check wrote in %s: %v", d, names)
		}
	}
}

// TestCheckProblems: every problem of a file, of its YAML and of its
// driver blocks, is one line "file:line: ..." on stderr, exit 2.
func TestCheckProblems(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.yaml")
	if err := os.WriteFile(bad, []byte(badHome), 0o600); err != nil {
		t.Fatal(err)
	}
	code, out, errs := run(t, "", "check", bad)
	if code != 2 || out != "" {
		t.Fatalf("exit %d, stdout %q", code, out)
	}
	lines := strings.Split(strings.TrimSpace(errs), "\n")
	if len(lines) != 4 || lines[0] != "edge check: "+bad+" has 3 problem(s):" {
		t.Fatalf("stderr:\n%s", errs)
	}
	for i, want := range []string{bad + `:4: device "light.a": room "kitchn" does not exist`, bad + `:5: device "light.a": id "light.a" is already used`, bad + `:5: device "light.a": unknown capability "onof"`} {
		if !strings.HasPrefix(lines[i+1], want) {
			t.Errorf("line %d: %q, want it to begin %q", i+2, lines[i+1], want)
		}
	}

	drv := filepath.Join(dir, "drivers.yaml")
	src := strings.Replace(hardwareHome, "unit: 1, coil: 0", "unit: 300, coil: 0", 1)
	src = strings.Replace(src, "pin: GPIO22, pulse_ms: 400", "pin: GPIO22, pulse_ms: 400, pull: up", 1)
	src = strings.Replace(src, "kind: line", "kind: lne", 1)
	if err := os.WriteFile(drv, []byte(src), 0o600); err != nil {
		t.Fatal(err)
	}
	code, _, errs = run(t, "", "check", drv)
	lines = strings.Split(strings.TrimSpace(errs), "\n")
	if code != 2 || len(lines) != 4 || lines[0] != "edge check: "+drv+" has 3 problem(s):" {
		t.Fatalf("exit %d:\n%s", code, errs)
	}
	srcLines := strings.Split(src, "\n")
	for _, l := range lines[1:] {
		rest, ok := strings.CutPrefix(l, drv+":")
		n := 0
		if ok {
			n = atoiPrefix(rest)
		}
		id := between(l, `device "`, `"`)
		if n < 1 || n > len(srcLines) || id == "" || !strings.Contains(srcLines[n-1], id) {
			t.Errorf("%q does not name the line of its device", l)
		}
	}
}

func atoiPrefix(s string) int {
	n := 0
	for _, r := range s {
		if r < '0' || r > '9' {
			break
		}
		n = n*10 + int(r-'0')
	}
	return n
}

func between(s, from, to string) string {
	_, after, ok := strings.Cut(s, from)
	if !ok {
		return ""
	}
	v, _, _ := strings.Cut(after, to)
	return v
}

func TestCheckUsage(t *testing.T) {
	for _, tt := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"check"}, 2, "need the HOME_FILE"},
		{[]string{"check", "a.yaml", "b.yaml"}, 2, "one HOME_FILE at a time"},
		{[]string{"check", filepath.Join(t.TempDir(), "none.yaml")}, 2, "cannot read home file"},
		{[]string{"check", "--help"}, 0, "usage: edge check HOME_FILE"},
	} {
		code, out, errs := run(t, "", tt.args...)
		if tt.code == 0 {
			errs = out
		}
		if code != tt.code || !strings.Contains(errs, tt.want) {
			t.Errorf("edge %v: exit %d, stderr %q; want %d and %q", tt.args, code, errs, tt.code, tt.want)
		}
	}
}

// TestCheckGatewayKey: a home with another gateway's devices on a broker
// and no gateway key is good, with a warning at its mqtt block saying
// what to do; with a key named, no warning.
func TestCheckGatewayKey(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "home.yaml")
	file := "rooms:\n  - {id: hall, name: Hall}\nmqtt:\n  url: mqtt://127.0.0.1:1883\n%sdevices:\n  - {id: light.shed, name: Shed light, room: hall, type: light, capabilities: [onoff], driver: {kind: edge, gateway: shed}}\n"
	for _, key := range []string{"", "  gateway_key_file: /etc/edge/gateway.key\n"} {
		if err := os.WriteFile(path, []byte(strings.Replace(file, "%s", key, 1)), 0o600); err != nil {
			t.Fatal(err)
		}
		code, _, errs := run(t, "", "check", path)
		warned := strings.HasPrefix(errs, path+":3: warning: the devices of other gateways fail until the gateways share a key") && strings.Contains(errs, "openssl rand -hex 32")
		if code != 0 || warned != (key == "") || key != "" && errs != "" {
			t.Errorf("key %q: exit %d, stderr %q", key, code, errs)
		}
	}
}
