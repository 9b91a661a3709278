package store_test

import (
	"errors"
	"fmt"
	"reflect"
	"testing"
	"time"

	"edge/store"
	"edge/store/storetest"
)

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
