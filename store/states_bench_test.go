package store_test

import (
	"fmt"
	"testing"

	"edge/home"
	"edge/store/storetest"
)

// BenchmarkUpdateStates: one transaction switching 2,000 dimmable lights,
// each state read, changed and written back (the fsync of the commit
// included).
func BenchmarkUpdateStates(b *testing.B) {
	const n = 2000
	h := &home.Home{Name: "Many lights", Rooms: []home.Room{{ID: "hall", Name: "Hall"}}}
	ids := make([]string, n)
	for i := range ids {
		ids[i] = fmt.Sprintf("light.l%d", i)
		h.Devices = append(h.Devices, home.Device{ID: ids[i], Name: fmt.Sprintf("Lamp %d", i), Room: "hall", Type: "light",
			Capabilities: []string{"onoff", "brightness"}, State: map[string]any{"on": true, "brightness": 50.0}})
	}
	db := storetest.Open(b)
	if err := db.Import(h, nil); err != nil {
		b.Fatal(err)
	}
	on := false
	b.ReportAllocs()
	for b.Loop() {
		errs := db.UpdateStates(ids, func(_ int, state map[string]any) (map[string]any, error) {
			state["on"] = on
			return state, nil
		})
		for _, err := range errs {
			if err != nil {
				b.Fatal(err)
			}
		}
		on = !on
	}
	state, err := db.State(ids[n-1])
	if err != nil || state["on"] != !on || state["brightness"] != 50.0 {
		b.Fatalf("last light's state %v, %v", state, err)
	}
}
