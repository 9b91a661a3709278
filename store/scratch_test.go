package store

import (
	"path/filepath"
	"testing"

	"edge/home"
)

// A scratch database does not sync its commits, and holds what was put in
// it as any database does, also for Open after it is closed.
func TestOpenScratch(t *testing.T) {
	path := filepath.Join(t.TempDir(), "scratch.db")
	db, err := OpenScratch(path)
	if err != nil {
		t.Fatal(err)
	}
	if !db.bolt.NoSync {
		t.Error("a scratch database syncs its commits")
	}
	h := &home.Home{Name: "Scratch", Devices: []home.Device{{ID: "light.a", Name: "Lamp", Capabilities: []string{"onoff"}}}}
	if err := db.Import(h, nil); err != nil {
		t.Fatal(err)
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	again, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer again.Close()
	if again.bolt.NoSync {
		t.Error("Open does not sync")
	}
	got, err := again.Home()
	if err != nil || got.Name != "Scratch" || len(got.Devices) != 1 {
		t.Errorf("home %+v, %v", got, err)
	}
}
