package store_test

import (
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	bolt "go.etcd.io/bbolt"

	"edge/home"
	"edge/store"
	"edge/store/storetest"
)

// HomeWithoutState reads the home back as Home does, without the devices'
// initial states; the states stay the store's.
func TestHomeWithoutState(t *testing.T) {
	db := storetest.Open(t)
	h := goodHome(t)
	if err := db.Import(h, nil); err != nil {
		t.Fatal(err)
	}
	want, err := db.Home()
	if err != nil {
		t.Fatal(err)
	}
	got, err := db.HomeWithoutState()
	if err != nil {
		t.Fatal(err)
	}
	states, configs := 0, 0
	for i := range want.Devices {
		states += len(want.Devices[i].State)
		configs += len(want.Devices[i].Driver.Config)
		want.Devices[i].State = nil
	}
	if states == 0 || configs == 0 {
		t.Fatal("no device has a state or a driver's settings: nothing to test")
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("HomeWithoutState:\n got %+v\nwant %+v", got, want)
	}
	mustStates(t, db, wantStates(t, h))
}

// A big home is read back as imported, its devices decoded on every
// processor in id order; a device that no longer decodes is an error that
// names it, whichever processor met it.
func TestBigHomeReadBack(t *testing.T) {
	h := &home.Home{Name: "Big", Rooms: []home.Room{{ID: "hall", Name: "Hall"}}}
	for i := range 3000 {
		h.Devices = append(h.Devices, home.Device{ID: fmt.Sprintf("light.l%04d", i), Name: fmt.Sprintf("Lamp %d", i), Room: "hall",
			Type: "light", Capabilities: []string{"onoff"}, State: map[string]any{"on": i%2 == 0}})
	}
	db, path := storetest.OpenFile(t)
	if err := db.Import(h, nil); err != nil {
		t.Fatal(err)
	}
	got, err := db.Home()
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Devices) != len(h.Devices) {
		t.Fatalf("%d devices read back, want %d", len(got.Devices), len(h.Devices))
	}
	for i, d := range got.Devices {
		if d.ID != h.Devices[i].ID || d.Name != h.Devices[i].Name || d.State["on"] != (i%2 == 0) {
			t.Fatalf("device %d read back as %+v, want %+v", i, d, h.Devices[i])
		}
	}
	db.Close()
	rewrite(t, path, func(tx *bolt.Tx) error {
		return tx.Bucket([]byte("devices")).Put([]byte("light.l2500"), []byte("{not json"))
	})
	db, err = store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	for _, read := range []func() (*home.Home, error){db.Home, db.HomeWithoutState} {
		if _, err := read(); !errors.Is(err, store.ErrCorrupt) || !strings.Contains(err.Error(), "light.l2500") {
			t.Errorf("reading a home with a damaged device: %v", err)
		}
	}
}
