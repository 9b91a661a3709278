package homegen

import (
	"testing"

	"edge/home"
)

// TestGenerate checks that generated homes of every size the benchmarks
// use are valid home files once written, with the devices and rooms asked
// for, each id once, and a room's first eight devices as the load test
// expects them.
func TestGenerate(t *testing.T) {
	for _, c := range []struct{ devices, rooms int }{{10, 2}, {100, 10}, {1000, 100}, {10000, 1000}} {
		h := Generate(c.devices, c.rooms)
		b, err := YAML(h)
		if err != nil {
			t.Fatal(err)
		}
		got, err := home.Parse("gen.yaml", b)
		if err != nil {
			t.Fatalf("%d devices, %d rooms: %v", c.devices, c.rooms, err)
		}
		if len(got.Devices) != c.devices || len(got.Rooms) != c.rooms {
			t.Errorf("%d devices in %d rooms, want %d in %d", len(got.Devices), len(got.Rooms), c.devices, c.rooms)
		}
		ids, names := map[string]bool{}, map[string]bool{}
		for _, d := range got.Devices {
			if ids[d.ID] {
				t.Errorf("device id %q twice", d.ID)
			}
			ids[d.ID] = true
		}
		for _, r := range got.Rooms {
			for _, n := range append([]string{r.Name}, r.Aliases...) {
				if names[n] {
					t.Errorf("room name %q twice", n)
				}
				names[n] = true
			}
		}
	}
	h := Generate(800, 100)
	want := []string{"light.living_desk", "light.living_floor", "light.living_ceiling", "cover.living_curtain",
		"cover.living_gate", "lock.living_door", "valve.living_gas", "sensor.living_climate"}
	for j, id := range want {
		if d := h.Devices[j*100]; d.ID != id {
			t.Errorf("device %d of the first room is %q, want %q", j, d.ID, id)
		}
	}
	if r := Room(127, 1000); r.ID != "garage_5" || r.Name != "Garage 5" || r.Aliases[0] != "车库5" || r.Floor != "ground" {
		t.Errorf("room 127 of 1000: %+v", r)
	}
}
