package home

import (
	"strings"
	"testing"
)

func TestSatellites(t *testing.T) {
	good := `rooms:
  - {id: bedroom, name: Bedroom}
  - {id: kitchen, name: Kitchen}
satellites:
  - {id: 9f3c2a7e1b, room: bedroom}
  - {id: assist_satellite.kitchen, room: kitchen}
  - {id: 192.168.1.20, room: kitchen}
  - {id: 4711, room: bedroom}
`
	h, err := Parse("s.yaml", []byte(good))
	if err != nil {
		t.Fatal(err)
	}
	for id, want := range map[string]string{"9f3c2a7e1b": "bedroom", "assist_satellite.kitchen": "kitchen",
		"192.168.1.20": "kitchen", "4711": "bedroom", "nope": "", "": ""} {
		if got := h.SatelliteRoom(id); got != want {
			t.Errorf("SatelliteRoom(%q) = %q, want %q", id, got, want)
		}
	}

	bad := `rooms:
  - {id: bedroom, name: Bedroom}
satellites:
  - {id: a1, room: bedrom}
  - {id: a1, room: bedroom}
  - {room: bedroom}
  - {id: a2}
  - {id: "has space", room: bedroom}
  - {id: a3, room: bedroom, name: x}
`
	_, err = Parse("s.yaml", []byte(bad))
	if err == nil {
		t.Fatal("a bad satellites block was accepted")
	}
	for _, want := range []string{
		`s.yaml:4: satellite "a1": room "bedrom" does not exist`,
		`s.yaml:5: satellite "a1": listed twice (also satellite #1)`,
		`s.yaml:6: satellite #3: missing field "id"`,
		`s.yaml:7: satellite "a2": missing field "room"`,
		`s.yaml:8: satellite "has space": id contains U+0020`,
		`s.yaml:9:`,
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("missing %q in:\n%v", want, err)
		}
	}
}
