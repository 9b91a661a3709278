package store

import "fmt"

// bucketScheduled holds the timers and delayed commands set: opaque bytes
// (the turn package's record) by id. It is written in the transaction of
// the audit entry that sets, runs, misses or cancels each, so that a
// record and its entries are never apart.
var bucketScheduled = []byte("scheduled")

// PutScheduled stores the bytes of a scheduled action under its id.
func (tx *Tx) PutScheduled(id string, data []byte) error {
	if err := tx.tx.Bucket(bucketScheduled).Put([]byte(id), data); err != nil {
		return fmt.Errorf("scheduled action %q: %w", shorten(id), err)
	}
	return nil
}

// DeleteScheduled removes a scheduled action; found is false when there
// was none of that id (it ran, or was cancelled, already).
func (tx *Tx) DeleteScheduled(id string) (found bool, err error) {
	b := tx.tx.Bucket(bucketScheduled)
	if b.Get([]byte(id)) == nil {
		return false, nil
	}
	if err := b.Delete([]byte(id)); err != nil {
		return false, fmt.Errorf("scheduled action %q: %w", shorten(id), err)
	}
	return true, nil
}

// Scheduled calls fn with each scheduled action, in the order of their
// ids' bytes; data is valid only during the call.
func (tx *Tx) Scheduled(fn func(id string, data []byte) error) error {
	return tx.tx.Bucket(bucketScheduled).ForEach(func(k, v []byte) error { return fn(string(k), v) })
}
