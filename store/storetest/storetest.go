// Package storetest opens throwaway edge databases for tests.
package storetest

import (
	"path/filepath"
	"testing"

	"edge/store"
)

// Open opens a new database in t.TempDir(). When the test ends it runs the
// consistency check (failing the test on an error) and closes the database.
func Open(t testing.TB) *store.DB {
	t.Helper()
	db, err := store.Open(filepath.Join(t.TempDir(), "edge.db"))
	if err != nil {
		t.Fatalf("storetest: %v", err)
	}
	t.Cleanup(func() {
		if err := db.Check(); err != nil {
			t.Errorf("storetest: consistency check of %s: %v", db.Path(), err)
		}
		if err := db.Close(); err != nil {
			t.Errorf("storetest: close %s: %v", db.Path(), err)
		}
	})
	return db
}
