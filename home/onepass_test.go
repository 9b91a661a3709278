package home

import (
	"context"
	"errors"
	"os"
	"strings"
	"testing"
)

// TestEveryProblemInOnePass: names said alike are reported with the other
// problems of the file (an unknown capability, a room that does not exist,
// a duplicate id, a bad driver block), not only once those are fixed; a
// name that is missing or refused for its characters is reported once.
func TestEveryProblemInOnePass(t *testing.T) {
	const text = `rooms:
  - {id: hall, name: Hall}
devices:
  - {id: light.a, name: Hall light, room: hall, capabilities: [onoff]}
  - {id: light.b, name: hall_light, room: hall, capabilities: [onof]}
  - {id: light.c, name: Lamp, room: hal, capabilities: [onoff]}
  - {id: light.c, name: "", room: hall, capabilities: [onoff]}
  - {id: light.e, room: hall, capabilities: [onoff]}
  - {id: relay.f, name: Fan, room: hall, capabilities: [onoff], driver: {kind: gpio}}
`
	check := func(d *Device) error {
		if d.DriverKind() == "gpio" {
			return errors.New(`device "` + d.ID + `": driver gpio: pin is missing`)
		}
		return nil
	}
	_, err := ParseChecked(context.Background(), "home.yaml", []byte(text), readFold, check)
	want := []string{
		`home.yaml:5: device "light.b": name "hall_light" is said like the name "Hall light" of device "light.a" at line 4`,
		`home.yaml:5: device "light.b": unknown capability "onof"`,
		`home.yaml:6: device "light.c": room "hal" does not exist`,
		`home.yaml:7: device "light.c": id "light.c" is already used`,
		`home.yaml:7: device "light.c": name is empty`,
		`home.yaml:8: device "light.e": missing field "name"`,
		`home.yaml:9: device "relay.f": driver gpio: pin is missing`,
	}
	var list ErrorList
	if !errors.As(err, &list) {
		t.Fatalf("ParseChecked: %v", err)
	}
	got := strings.Split(err.Error(), "\n")
	if len(got) != len(want) {
		t.Fatalf("%d problems, want %d:\n%v", len(got), len(want), err)
	}
	for i := range want {
		if !strings.HasPrefix(got[i], want[i]) {
			t.Errorf("problem %d:\n got %s\nwant %s...", i+1, got[i], want[i])
		}
	}
}

// TestSyntaxErrorLine: a YAML syntax error is reported at the line where
// the file goes wrong, not where the block around it began (the devices
// list, a device's mapping), at every kind of error the parser gives.
func TestSyntaxErrorLine(t *testing.T) {
	data, err := os.ReadFile("../testdata/homes/demo.yaml")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(data), "\n")
	if !strings.Contains(lines[63], "valve.garden") {
		t.Fatalf("line 64 of the demo home is %q", lines[63])
	}
	for _, tt := range []struct{ line, problem string }{
		{"  - {id: valve.garden name: Garden sprinkler, room: garden,", "did not find expected ',' or '}'"},
		{"   - {id: valve.garden, name: Garden sprinkler, room: garden,", "did not find expected '-' indicator"},
		{"  - id: valve.garden, name: [Garden sprinkler, room: garden,", "mapping values are not allowed in this context"},
		{"\t- {id: valve.garden, name: Garden sprinkler, room: garden,", "found character that cannot start any token"},
	} {
		bad := append([]string(nil), lines...)
		bad[63] = tt.line
		_, err := Parse("home.yaml", []byte(strings.Join(bad, "\n")))
		if want := "home.yaml:64: syntax error: " + tt.problem; err == nil || err.Error() != want {
			t.Errorf("%q:\n got %v\nwant %s", tt.line, err, want)
		}
	}
}
