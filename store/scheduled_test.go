package store_test

import (
	"errors"
	"testing"

	"edge/store"
	"edge/store/storetest"
)

// scheduledIn lists the scheduled actions of a database: id → bytes.
func scheduledIn(t *testing.T, db *store.DB) map[string]string {
	t.Helper()
	got := map[string]string{}
	if err := db.View(func(tx *store.Tx) error {
		return tx.Scheduled(func(id string, data []byte) error {
			got[id] = string(data)
			return nil
		})
	}); err != nil {
		t.Fatal(err)
	}
	return got
}

func TestScheduled(t *testing.T) {
	db, path := storetest.OpenFile(t)
	ids := []string{"a1", "b2"}
	for i, data := range []string{`{"a":1}`, `{"b":2}`} {
		if err := db.Update(func(tx *store.Tx) error { return tx.PutScheduled(ids[i], []byte(data)) }); err != nil {
			t.Fatal(err)
		}
	}
	if got := scheduledIn(t, db); len(got) != 2 || got[ids[0]] != `{"a":1}` || got[ids[1]] != `{"b":2}` {
		t.Fatalf("Scheduled = %v", got)
	}

	// A failed transaction writes nothing: the record goes with its audit
	// entry or not at all.
	boom := errors.New("boom")
	if err := db.Update(func(tx *store.Tx) error {
		if _, err := tx.DeleteScheduled(ids[0]); err != nil {
			return err
		}
		return boom
	}); !errors.Is(err, boom) {
		t.Fatalf("Update = %v", err)
	}
	if got := scheduledIn(t, db); len(got) != 2 {
		t.Fatalf("a failed transaction deleted a record: %v", got)
	}

	// The records survive closing and opening the file, and an import.
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	db, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if err := db.Import(goodHome(t), nil); err != nil {
		t.Fatal(err)
	}
	var found, again bool
	if err := db.Update(func(tx *store.Tx) error {
		var err error
		if found, err = tx.DeleteScheduled(ids[0]); err != nil {
			return err
		}
		again, err = tx.DeleteScheduled(ids[0])
		return err
	}); err != nil {
		t.Fatal(err)
	}
	if !found || again {
		t.Errorf("DeleteScheduled: found %v, then %v; want true, then false", found, again)
	}
	if got := scheduledIn(t, db); len(got) != 1 || got[ids[1]] != `{"b":2}` {
		t.Errorf("Scheduled after a delete = %v", got)
	}
}
