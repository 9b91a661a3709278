// Package storetest opens throwaway edge databases for tests and checks
// them.
package storetest

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"

	"edge/store"
)

// Open opens a new database in t.TempDir(), as a scratch database (its
// commits are not synced to the disk: the file is thrown away with the
// test). When the test ends it closes the database and runs bbolt's
// consistency check on the file (Check).
func Open(t testing.TB) *store.DB {
	t.Helper()
	db, _ := OpenFile(t)
	return db
}

// OpenFile is Open, and the path of the database's file.
func OpenFile(t testing.TB) (*store.DB, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "edge.db")
	return openAt(t, path), path
}

// openAt opens the database at path as a scratch database, closed and
// checked when the test ends.
func openAt(t testing.TB, path string) *store.DB {
	t.Helper()
	db, err := store.OpenScratch(path)
	if err != nil {
		t.Fatalf("storetest: %v", err)
	}
	t.Cleanup(func() {
		if err := db.Close(); err != nil {
			t.Errorf("storetest: close %s: %v", path, err)
		}
		Check(t, path)
	})
	return db
}

// OpenCopy is Open on a copy of the closed database at src: a database
// made once (a home imported and indexed) serves many tests, each with a
// file of its own.
func OpenCopy(t testing.TB, src string) *store.DB {
	t.Helper()
	b, err := os.ReadFile(src)
	if err != nil {
		t.Fatalf("storetest: %v", err)
	}
	path := filepath.Join(t.TempDir(), "edge.db")
	if err := os.WriteFile(path, b, 0o600); err != nil {
		t.Fatalf("storetest: %v", err)
	}
	return openAt(t, path)
}

// Check runs bbolt's consistency check on the closed database at path and
// fails the test on its errors.
func Check(t testing.TB, path string) {
	t.Helper()
	b, err := bolt.Open(path, 0o600, &bolt.Options{ReadOnly: true, Timeout: time.Second})
	if err != nil {
		t.Errorf("storetest: consistency check of %s: %v", path, err)
		return
	}
	defer b.Close()
	err = b.View(func(tx *bolt.Tx) error {
		var errs []error
		for err := range tx.Check() {
			errs = append(errs, err)
		}
		return errors.Join(errs...)
	})
	if err != nil {
		t.Errorf("storetest: consistency check of %s: %v", path, err)
	}
}
