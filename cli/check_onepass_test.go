package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCheckOnePass: edge check lists in one run the names said alike, the
// driver problems and the other problems of a file, each at its line.
func TestCheckOnePass(t *testing.T) {
	path := filepath.Join(t.TempDir(), "home.yaml")
	const text = `rooms:
  - {id: hall, name: Hall}
devices:
  - {id: light.a, name: Hall lamp, room: hall, capabilities: [onoff]}
  - {id: light.b, name: hall lamp, room: hall, capabilities: [onoff]}
  - {id: light.c, name: Porch lamp, room: porch, capabilities: [onoff]}
  - {id: light.d, name: Desk lamp, room: hall, capabilities: [onof]}
  - {id: relay.e, name: Fan, room: hall, capabilities: [onoff], driver: {kind: gpoi}}
`
	if err := os.WriteFile(path, []byte(text), 0o600); err != nil {
		t.Fatal(err)
	}
	code, _, errs := run(t, "", "check", path)
	want := []string{
		"edge check: " + path + " has 4 problem(s):",
		path + `:5: device "light.b": name "hall lamp" is said like the name "Hall lamp" of device "light.a" at line 4`,
		path + `:6: device "light.c": room "porch" does not exist`,
		path + `:7: device "light.d": unknown capability "onof"`,
		path + `:8: device "relay.e": unknown driver kind "gpoi"`,
	}
	lines := strings.Split(strings.TrimSpace(errs), "\n")
	if code != 2 || len(lines) != len(want) {
		t.Fatalf("exit %d:\n%s", code, errs)
	}
	for i := range want {
		if !strings.HasPrefix(lines[i], want[i]) {
			t.Errorf("line %d:\n got %s\nwant %s...", i+1, lines[i], want[i])
		}
	}
}
