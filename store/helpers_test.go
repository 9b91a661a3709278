package store_test

import (
	"testing"

	"edge/store"
)

// appendAudit appends value to the audit log and returns its sequence
// number.
func appendAudit(db *store.DB, value []byte) (uint64, error) {
	return db.AppendAuditFunc(func(uint64, []byte) ([]byte, error) { return value, nil })
}

// lastAudit is the last entry of the audit log, or 0 and nil when it is
// empty.
func lastAudit(t *testing.T, db *store.DB) (seq uint64, value []byte) {
	t.Helper()
	err := db.ForEachAudit(func(s uint64, v []byte) error {
		seq, value = s, v
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return seq, value
}
