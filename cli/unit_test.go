package cli

import (
	"bufio"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// unit reads a systemd unit file: each key's values, in order, by
// "Section.Key".
func unit(t *testing.T, path string) map[string][]string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[string][]string{}
	section := ""
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		switch {
		case line == "" || strings.HasPrefix(line, "#") || strings.HasPrefix(line, ";"):
		case strings.HasPrefix(line, "[") && strings.HasSuffix(line, "]"):
			section = line[1 : len(line)-1]
		default:
			k, v, ok := strings.Cut(line, "=")
			if !ok || section == "" || strings.HasSuffix(line, `\`) {
				t.Fatalf("%s:%d: not a key=value line of a section: %q", path, n, line)
			}
			out[section+"."+k] = append(out[section+"."+k], v)
		}
	}
	return out
}

// TestServiceUnit: build/edge.service starts `edge serve` with flags the
// binary has (from its --help, so that the unit cannot drift from it), on
// the state directory's database, as the edge user, hardened, with the
// GPIO chips and serial ports let through.
func TestServiceUnit(t *testing.T) {
	u := unit(t, "../build/edge.service")
	exec := u["Service.ExecStart"]
	if len(exec) != 1 {
		t.Fatalf("ExecStart: %q", exec)
	}
	args := strings.Fields(exec[0])
	if len(args) < 2 || args[0] != "/usr/local/bin/edge" || args[1] != "serve" {
		t.Fatalf("ExecStart %q: want /usr/local/bin/edge serve ...", exec[0])
	}
	code, help, _ := run(t, "", "serve", "--help")
	if code != 0 {
		t.Fatalf("edge serve --help: exit %d", code)
	}
	flagLine := regexp.MustCompile(`(?m)^  -([a-z-]+)`)
	var known []string
	for _, m := range flagLine.FindAllStringSubmatch(help, -1) {
		known = append(known, m[1])
	}
	if !slices.Contains(known, "db") {
		t.Fatalf("no flags read from edge serve --help:\n%s", help)
	}
	flags := map[string]string{}
	for i := 2; i < len(args); i++ {
		name, ok := strings.CutPrefix(args[i], "--")
		if !ok || !slices.Contains(known, name) {
			t.Errorf("ExecStart: %q is not a flag of edge serve (%v)", args[i], known)
			continue
		}
		if i+1 < len(args) && !strings.HasPrefix(args[i+1], "-") {
			flags[name] = args[i+1]
			i++
		}
	}
	if flags["db"] != "/var/lib/edge/edge.db" {
		t.Errorf("ExecStart: --db %q, want /var/lib/edge/edge.db", flags["db"])
	}
	// the unit's flags are accepted by edge serve as it parses them.
	if code, _, errs := run(t, "", append(args[1:], "--http", "off", "--wyoming", "off")...); code != 2 || !strings.Contains(errs, "nothing to serve") {
		t.Errorf("edge %v: exit %d, %s", args[1:], code, errs)
	}

	want := map[string][]string{
		"Service.Type":                    {"simple"},
		"Service.User":                    {"edge"},
		"Service.StateDirectory":          {"edge"},
		"Service.Restart":                 {"on-failure"},
		"Service.SupplementaryGroups":     {"gpio dialout"},
		"Service.NoNewPrivileges":         {"yes"},
		"Service.ProtectSystem":           {"strict"},
		"Service.ProtectHome":             {"yes"},
		"Service.PrivateTmp":              {"yes"},
		"Service.RestrictAddressFamilies": {"AF_INET AF_INET6 AF_UNIX"},
		"Service.DevicePolicy":            {"closed"},
		"Service.DeviceAllow":             {"char-gpiochip rw", "char-ttyUSB rw", "char-ttyACM rw", "char-ttyAMA rw", "char-ttyS rw"},
		"Install.WantedBy":                {"multi-user.target"},
	}
	for k, v := range want {
		if !slices.Equal(u[k], v) {
			t.Errorf("%s = %q, want %q", k, u[k], v)
		}
	}
	if _, ok := u["Service.PrivateDevices"]; ok {
		t.Error("PrivateDevices= hides /dev/gpiochip* and the serial ports")
	}
	// longer than edge's own shutdown deadline (serve.ShutdownTimeout, 30 s).
	if v := u["Service.TimeoutStopSec"]; len(v) != 1 || atoiPrefix(v[0]) <= 30 {
		t.Errorf("TimeoutStopSec %q: edge may take 30 s to stop", v)
	}
}
