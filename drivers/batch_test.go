package drivers_test

import (
	"context"
	"encoding/binary"
	"errors"
	"os"
	"testing"

	"edge/drivers"
	"edge/drivers/drivertest"
	"edge/home"
	"edge/store"
	"edge/store/storetest"
)

// The store lets the simulator apply a batch in one transaction.
var _ drivers.BatchStore = (*store.DB)(nil)

// txid is the number of the last transaction committed to a database file.
func txid(t *testing.T, path string) uint64 {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	pageSize := int(binary.NativeEndian.Uint32(b[16+8:]))
	return max(binary.NativeEndian.Uint64(b[16+48:]), binary.NativeEndian.Uint64(b[pageSize+16+48:]))
}

// TestDoBatch: a batch gives one result per op, in order; the simulator
// applies all its ops in one transaction of a real store, each op on its
// own (a second op on a device sees the first), while a driver that is
// not a Batcher gets its ops one at a time; bad arguments fail alone.
func TestDoBatch(t *testing.T) {
	db := storetest.Open(t)
	light := func(id string) home.Device {
		return home.Device{ID: id, Name: id, Capabilities: []string{"onoff", "brightness"}, State: map[string]any{"on": false, "brightness": 10.0}}
	}
	h := &home.Home{Name: "Batch", Devices: []home.Device{light("light.a"), light("light.b")}}
	if err := db.Import(h, nil); err != nil {
		t.Fatal(err)
	}
	a, b := &h.Devices[0], &h.Devices[1]
	fake := fakeDev("switch.f", nil, "onoff")
	stuck := fakeDev("switch.g", map[string]any{drivertest.ConfigFail: "relay stuck"}, "onoff")
	set := drivers.NewSet(drivers.Env{State: db})
	before := txid(t, db.Path())
	res := set.DoBatch(context.Background(), []drivers.Op{
		{Dev: a, Command: "set", Args: map[string]any{"brightness": 30.0}},
		{Dev: fake, Command: "on"},
		{Dev: b, Command: "set", Args: map[string]any{"brightness": 999.0}},
		{Dev: a, Command: "off"},
		{Dev: stuck, Command: "on"},
		{Dev: b, Command: "on"},
	})
	if n := txid(t, db.Path()) - before; n != 1 {
		t.Errorf("the simulator's ops took %d commits, want 1", n)
	}
	if len(res) != 6 {
		t.Fatalf("%d results for 6 ops", len(res))
	}
	var argErr *drivers.ArgError
	switch {
	case res[0].Err != nil || res[0].State["brightness"] != 30.0 || res[0].State["on"] != true:
		t.Errorf("set light.a: %+v", res[0])
	case res[1].Err != nil:
		t.Errorf("switch.f on: %+v", res[1])
	case !errors.As(res[2].Err, &argErr):
		t.Errorf("brightness 999: %+v, want an argument error", res[2])
	case res[3].Err != nil || res[3].State["on"] != false || res[3].State["brightness"] != 30.0:
		t.Errorf("light.a off after its set: %+v", res[3])
	case res[4].Err == nil || res[4].Err.Error() != "switch.g: on: relay stuck":
		t.Errorf("the stuck relay: %v", res[4].Err)
	case res[5].Err != nil || res[5].State["brightness"] != 10.0:
		t.Errorf("light.b on: %+v", res[5])
	}
	for id, want := range map[string]map[string]any{"light.a": {"on": false, "brightness": 30.0}, "light.b": {"on": true, "brightness": 10.0}} {
		if got, err := db.State(id); err != nil || got["on"] != want["on"] || got["brightness"] != want["brightness"] {
			t.Errorf("stored state of %s: %v %v, want %v", id, got, err, want)
		}
	}
}
