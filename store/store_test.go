package store_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"

	"edge/home"
	"edge/store"
	"edge/store/storetest"
)

// goodHome loads the test home of package home.
func goodHome(t *testing.T) *home.Home {
	t.Helper()
	h, err := home.Load("../home/testdata/good.yaml")
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// smallHome is a home of one device, for re-imports.
func smallHome() *home.Home {
	return &home.Home{
		Name:    "Small",
		Rooms:   []home.Room{{ID: "hall", Name: "Hall"}},
		Devices: []home.Device{{ID: "light.hall", Name: "Hall light", Room: "hall", Capabilities: []string{"onoff"}}},
	}
}

// normalize is what the store gives back for h: numbers as float64 (JSON),
// each kind of entity in id order.
func normalize(t *testing.T, h *home.Home) *home.Home {
	t.Helper()
	data, err := json.Marshal(h)
	if err != nil {
		t.Fatal(err)
	}
	var out home.Home
	if err := json.Unmarshal(data, &out); err != nil {
		t.Fatal(err)
	}
	sort.Slice(out.Floors, func(i, j int) bool { return out.Floors[i].ID < out.Floors[j].ID })
	sort.Slice(out.Rooms, func(i, j int) bool { return out.Rooms[i].ID < out.Rooms[j].ID })
	sort.Slice(out.Devices, func(i, j int) bool { return out.Devices[i].ID < out.Devices[j].ID })
	sort.Slice(out.Groups, func(i, j int) bool { return out.Groups[i].ID < out.Groups[j].ID })
	sort.Slice(out.Scenes, func(i, j int) bool { return out.Scenes[i].ID < out.Scenes[j].ID })
	return &out
}

// wantStates is the state Import writes for each device of h.
func wantStates(t *testing.T, h *home.Home) map[string]map[string]any {
	out := map[string]map[string]any{}
	for _, d := range normalize(t, h).Devices {
		if d.State == nil {
			d.State = map[string]any{}
		}
		out[d.ID] = d.State
	}
	return out
}

func mustHome(t *testing.T, db *store.DB, want *home.Home) {
	t.Helper()
	got, err := db.Home()
	if err != nil {
		t.Fatalf("Home: %v", err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Home:\n got %+v\nwant %+v", got, want)
	}
}

func mustStates(t *testing.T, db *store.DB, want map[string]map[string]any) {
	t.Helper()
	got, err := db.States()
	if err != nil {
		t.Fatalf("States: %v", err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("States:\n got %v\nwant %v", got, want)
	}
}

func TestImportAndReadBack(t *testing.T) {
	db := storetest.Open(t)
	if _, err := db.Home(); !errors.Is(err, store.ErrNoHome) {
		t.Fatalf("Home of a new database: %v, want ErrNoHome", err)
	}
	h := goodHome(t)
	if err := db.Import(h, nil); err != nil {
		t.Fatal(err)
	}
	want := normalize(t, h)
	mustHome(t, db, want)
	if want.Devices[0].ID != "climate.bedroom" || want.Devices[0].State["target_temperature"] != 21.5 {
		t.Fatalf("normalize: unexpected first device %+v", want.Devices[0])
	}
	mustStates(t, db, wantStates(t, h))

	state, err := db.State("light.living_main")
	if err != nil {
		t.Fatal(err)
	}
	if want := map[string]any{"on": false, "brightness": 80.0, "color_temp": 2700.0}; !reflect.DeepEqual(state, want) {
		t.Errorf("State = %#v, want %#v", state, want)
	}
	if state, err := db.State("light.bedroom"); err != nil || state == nil || len(state) != 0 {
		t.Errorf("State of a device without initial state = %#v, %v; want an empty map", state, err)
	}
	if _, err := db.State("light.nowhere"); !errors.Is(err, store.ErrNotFound) || err.Error() != `device "light.nowhere": not found` {
		t.Errorf("State of an unknown device: %v", err)
	}

	// The store keeps copies: changing what was imported or read changes
	// nothing stored.
	h.Devices[0].State["brightness"] = 1
	state["on"] = true
	if state, _ := db.State("light.living_main"); state["brightness"] != 80.0 || state["on"] != false {
		t.Errorf("stored state changed with the caller's map: %v", state)
	}
}

func TestImportEmptyHome(t *testing.T) {
	db := storetest.Open(t)
	if err := db.Import(&home.Home{}, nil); err != nil {
		t.Fatal(err)
	}
	mustHome(t, db, &home.Home{})
	if err := db.Import(nil, nil); err == nil {
		t.Error("Import(nil) succeeded")
	}
}

func TestReimportReplacesAndKeepsAudit(t *testing.T) {
	db := storetest.Open(t)
	if err := db.Import(goodHome(t), nil); err != nil {
		t.Fatal(err)
	}
	appendLog(t, db, "first", "second")
	if err := db.PutSession("s1", []byte("x"), time.Now()); err != nil {
		t.Fatal(err)
	}
	if err := db.UpdateState("light.kitchen", func(map[string]any) (map[string]any, error) {
		return map[string]any{"on": false}, nil
	}); err != nil {
		t.Fatal(err)
	}

	small := smallHome()
	if err := db.Import(small, nil); err != nil {
		t.Fatal(err)
	}
	mustHome(t, db, normalize(t, small))
	mustStates(t, db, map[string]map[string]any{"light.hall": {}})
	// sessions go on across an import (a home taken while serving): what
	// they hold of the old home is checked when it is used.
	if data, _, err := db.Session("s1"); string(data) != "x" || err != nil {
		t.Errorf("session after re-import: %q, %v; want it kept", data, err)
	}
	if _, err := db.State("light.kitchen"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("state of a device of the old home: %v, want ErrNotFound", err)
	}
	if seq, v := lastLog(t, db); seq != 2 || v != "second" {
		t.Errorf("the log's tail after re-import = %d, %q; want 2, second", seq, v)
	}
	appendLog(t, db, "third")
	if seq, _ := lastLog(t, db); seq != 3 {
		t.Errorf("appended after re-import as %d, want 3", seq)
	}
}

func TestFailedImportKeepsOldHome(t *testing.T) {
	tests := []struct {
		name    string
		home    func() *home.Home
		wantErr string
	}{
		{"id too long for a key", func() *home.Home {
			h := smallHome()
			h.Devices = append(h.Devices, home.Device{ID: strings.Repeat("x", bolt.MaxKeySize+1), Name: "Long"})
			return h
		}, `import: device "` + strings.Repeat("x", 64) + `...": key too large`},
		{"empty id", func() *home.Home {
			h := smallHome()
			h.Scenes = []home.Scene{{Name: "No id"}}
			return h
		}, `import: scene "": key required`},
		{"state that is not JSON", func() *home.Home {
			h := smallHome()
			h.Devices[0].State = map[string]any{"brightness": math.NaN()}
			return h
		}, `import: device "light.hall": json: unsupported value: NaN`},
		{"id given twice", func() *home.Home {
			h := smallHome()
			h.Rooms = append(h.Rooms, home.Room{ID: "hall", Name: "Hall again"})
			return h
		}, `import: room id "hall" given twice`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			db := storetest.Open(t)
			good := goodHome(t)
			if err := db.Import(good, nil); err != nil {
				t.Fatal(err)
			}
			if err := db.PutSession("s1", []byte("kept"), time.Now()); err != nil {
				t.Fatal(err)
			}
			err := db.Import(tt.home(), nil)
			if err == nil || err.Error() != tt.wantErr {
				t.Fatalf("Import = %v, want %s", err, tt.wantErr)
			}
			mustHome(t, db, normalize(t, good))
			mustStates(t, db, wantStates(t, good))
			if data, _, _ := db.Session("s1"); string(data) != "kept" {
				t.Errorf("session after a failed import: %q", data)
			}
		})
	}
}

func TestUpdateState(t *testing.T) {
	db := storetest.Open(t)
	if err := db.Import(goodHome(t), nil); err != nil {
		t.Fatal(err)
	}
	err := db.UpdateState("light.living_main", func(s map[string]any) (map[string]any, error) {
		if s["brightness"] != 80.0 {
			return nil, fmt.Errorf("fn got %v", s)
		}
		s["on"] = true
		s["brightness"] = 45
		return s, nil
	})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]any{"on": true, "brightness": 45.0, "color_temp": 2700.0}
	if got, _ := db.State("light.living_main"); !reflect.DeepEqual(got, want) {
		t.Errorf("after update: %v, want %v", got, want)
	}

	boom := errors.New("driver failed")
	err = db.UpdateState("light.living_main", func(s map[string]any) (map[string]any, error) {
		s["on"] = false
		return s, boom
	})
	if !errors.Is(err, boom) {
		t.Errorf("failing update returned %v, want %v", err, boom)
	}
	if got, _ := db.State("light.living_main"); !reflect.DeepEqual(got, want) {
		t.Errorf("after a failing update: %v, want %v", got, want)
	}

	called := false
	err = db.UpdateState("light.nowhere", func(s map[string]any) (map[string]any, error) {
		called = true
		return s, nil
	})
	if !errors.Is(err, store.ErrNotFound) || called {
		t.Errorf("update of an unknown device: %v (fn called: %v), want ErrNotFound", err, called)
	}

	if err := db.UpdateState("lock.front_door", func(map[string]any) (map[string]any, error) { return nil, nil }); err != nil {
		t.Fatal(err)
	}
	if got, err := db.State("lock.front_door"); err != nil || got == nil || len(got) != 0 {
		t.Errorf("state set to nil reads back as %#v, %v; want an empty map", got, err)
	}
}

func TestSessions(t *testing.T) {
	db := storetest.Open(t)
	data, updated, err := db.Session("nobody")
	if data != nil || !updated.IsZero() || err != nil {
		t.Errorf("absent session = %q, %v, %v", data, updated, err)
	}
	t0 := time.Date(2025, 3, 1, 12, 0, 0, 123456789, time.UTC)
	for i, id := range []string{"a", "b", "c"} {
		if err := db.PutSession(id, []byte("data "+id), t0.Add(time.Duration(i)*time.Minute)); err != nil {
			t.Fatal(err)
		}
	}
	data, updated, err = db.Session("b")
	if string(data) != "data b" || !updated.Equal(t0.Add(time.Minute)) || err != nil {
		t.Errorf("Session(b) = %q, %v, %v", data, updated, err)
	}
	data[0] = 'X'
	if again, _, _ := db.Session("b"); string(again) != "data b" {
		t.Errorf("changing returned bytes changed the session: %q", again)
	}
	if err := db.PutSession("a", []byte("newer"), t0.Add(10*time.Minute)); err != nil {
		t.Fatal(err)
	}
	if data, updated, _ := db.Session("a"); string(data) != "newer" || !updated.Equal(t0.Add(10*time.Minute)) {
		t.Errorf("overwritten session = %q, %v", data, updated)
	}
	if err := db.PutSession("empty", nil, t0); err != nil {
		t.Fatal(err)
	}
	if data, _, err := db.Session("empty"); data == nil || len(data) != 0 || err != nil {
		t.Errorf("empty session = %#v, %v; want empty non-nil bytes", data, err)
	}

	// Left: a at +10m, b at +1m, c at +2m, empty at +0.
	n, err := db.ExpireSessions(t0.Add(2 * time.Minute))
	if n != 2 || err != nil {
		t.Errorf("ExpireSessions = %d, %v; want 2", n, err)
	}
	for id, kept := range map[string]bool{"a": true, "b": false, "c": true, "empty": false} {
		if data, _, _ := db.Session(id); (data != nil) != kept {
			t.Errorf("after expiry, session %s: %q, want kept %v", id, data, kept)
		}
	}
	if n, err := db.ExpireSessions(t0.Add(time.Hour)); n != 2 || err != nil {
		t.Errorf("ExpireSessions = %d, %v; want 2", n, err)
	}
}

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
