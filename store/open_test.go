package store_test

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"

	"edge/home"
	"edge/store"
	"edge/store/storetest"
)

func TestReopen(t *testing.T) {
	path := filepath.Join(t.TempDir(), "edge.db")
	db, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	h := goodHome(t)
	t0 := time.Date(2025, 1, 2, 3, 4, 5, 6, time.UTC)
	steps := []error{
		db.Import(h, nil),
		db.UpdateState("cover.living_curtain", func(s map[string]any) (map[string]any, error) {
			s["position"] = 50
			return s, nil
		}),
		db.PutSession("s1", []byte("turns"), t0),
	}
	appendLog(t, db, "one")
	steps = append(steps, db.Close(), db.Close())
	if err := errors.Join(steps...); err != nil {
		t.Fatal(err)
	}
	if info, err := os.Stat(path); err != nil || info.Mode().Perm() != 0o600 {
		t.Errorf("database file mode: %v, %v; want 0600", info.Mode(), err)
	}

	db, err = store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	mustHome(t, db, normalize(t, h))
	want := wantStates(t, h)
	want["cover.living_curtain"]["position"] = 50.0
	mustStates(t, db, want)
	if data, updated, _ := db.Session("s1"); string(data) != "turns" || !updated.Equal(t0) {
		t.Errorf("session after reopen = %q, %v", data, updated)
	}
	if seq, v := lastLog(t, db); seq != 1 || v != "one" {
		t.Errorf("audit after reopen = %d, %q", seq, v)
	}
	db.Close()
	storetest.Check(t, path)
}

// rewrite changes a closed edge database with bbolt directly.
func rewrite(t *testing.T, path string, fn func(tx *bolt.Tx) error) {
	t.Helper()
	b, err := bolt.Open(path, 0o600, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := b.Update(fn); err != nil {
		t.Fatal(err)
	}
	if err := b.Close(); err != nil {
		t.Fatal(err)
	}
}

func TestOpenRefusesUnknownSchema(t *testing.T) {
	dir := t.TempDir()
	newer := filepath.Join(dir, "newer.db")
	db, err := store.Open(newer)
	if err != nil {
		t.Fatal(err)
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	rewrite(t, newer, func(tx *bolt.Tx) error { return tx.Bucket([]byte("meta")).Put([]byte("schema"), []byte("3")) })

	foreign := filepath.Join(dir, "foreign.db")
	rewrite(t, foreign, func(tx *bolt.Tx) error {
		_, err := tx.CreateBucket([]byte("widgets"))
		return err
	})

	garbage := filepath.Join(dir, "garbage.db")
	if err := os.WriteFile(garbage, bytes.Repeat([]byte("not a database "), 1000), 0o600); err != nil {
		t.Fatal(err)
	}

	tests := []struct {
		path, want string
		is         error
	}{
		{newer, "database " + newer + `: unknown schema version "3" (this edge knows version 2); use a newer edge or another database`, store.ErrSchema},
		{foreign, "database " + foreign + ": not an edge database (unknown schema version)", store.ErrSchema},
		{garbage, "cannot open database " + garbage + ": invalid database", nil},
	}
	for _, tt := range tests {
		db, err := store.Open(tt.path)
		if err == nil {
			db.Close()
			t.Errorf("Open(%s) succeeded", tt.path)
			continue
		}
		if err.Error() != tt.want || tt.is != nil && !errors.Is(err, tt.is) {
			t.Errorf("Open(%s):\n got %v\nwant %s", filepath.Base(tt.path), err, tt.want)
		}
	}
}

func TestOpenInUse(t *testing.T) {
	db, path := storetest.OpenFile(t)
	start := time.Now()
	other, err := store.Open(path)
	if err == nil {
		other.Close()
		t.Fatal("opened a database that is already open")
	}
	if want := "database " + path + " is in use by another edge process"; err.Error() != want || !errors.Is(err, store.ErrInUse) {
		t.Errorf("got %v, want %s", err, want)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("waited %v for the lock", d)
	}
	// The first handle still works.
	if err := db.Import(smallHome(), nil); err != nil {
		t.Error(err)
	}
}

func TestModelsRoundTrip(t *testing.T) {
	db := storetest.Open(t)
	h := &home.Home{Name: "m", Models: home.Models{Host: "127.0.0.1:11434", Chat: "qwen2.5:0.5b", Embed: "all-minilm", TimeoutMS: 2000},
		Devices: []home.Device{{ID: "light.a", Name: "A", Capabilities: []string{"onoff"}}}}
	if err := db.Import(h, nil); err != nil {
		t.Fatal(err)
	}
	got, err := db.Home()
	if err != nil {
		t.Fatal(err)
	}
	if got.Models != h.Models {
		t.Errorf("models read back as %+v, want %+v", got.Models, h.Models)
	}
}

// TestOpenUpgradesSchema1: a database of the first layout opens, as the
// current one, its audit log kept.
func TestOpenUpgradesSchema1(t *testing.T) {
	path := filepath.Join(t.TempDir(), "old.db")
	db, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	appendLog(t, db, "one")
	db.Close()
	rewrite(t, path, func(tx *bolt.Tx) error { return tx.Bucket([]byte("meta")).Put([]byte("schema"), []byte("1")) })
	db, err = store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	if seq, v := lastLog(t, db); seq != 1 || v != "one" {
		t.Errorf("the log after the upgrade: %d %q", seq, v)
	}
	db.Close()
	rewrite(t, path, func(tx *bolt.Tx) error {
		if v := tx.Bucket([]byte("meta")).Get([]byte("schema")); string(v) != store.SchemaVersion {
			t.Errorf("schema after the upgrade: %q", v)
		}
		return nil
	})
}
