package store_test

import (
	"encoding/json"
	"errors"
	"math"
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
