package store

import (
	"encoding/binary"
	"fmt"
	"time"

	bolt "go.etcd.io/bbolt"
)

// Tx is one transaction of the database, for work that must be committed
// together (a turn's audit entries and its session). Byte slices it
// returns are valid until the transaction ends or writes again.
type Tx struct {
	tx *bolt.Tx
}

// View runs fn in a read transaction.
func (db *DB) View(fn func(*Tx) error) error {
	return db.view(func(tx *bolt.Tx) error { return fn(&Tx{tx: tx}) })
}

// Update runs fn in a write transaction, committed when fn returns nil;
// when it returns an error nothing is written and Update returns it. fn
// must not use the DB.
func (db *DB) Update(fn func(*Tx) error) error {
	return db.update(func(tx *bolt.Tx) error { return fn(&Tx{tx: tx}) })
}

// PutSession stores the bytes of a session, updated at now.
func (tx *Tx) PutSession(id string, data []byte, now time.Time) error {
	v := make([]byte, 8, 8+len(data))
	binary.BigEndian.PutUint64(v, uint64(now.UnixNano()))
	v = append(v, data...)
	if err := tx.tx.Bucket(bucketSessions).Put([]byte(id), v); err != nil {
		return fmt.Errorf("session %q: %w", shorten(id), err)
	}
	return nil
}

// UpdateStates is UpdateState for many devices in one transaction: fn gets
// the index of each id and its stored state, and returns the state to
// store. The error of each id is in its place of the result (nil: stored):
// ErrNotFound for an unknown device, fn's error (its state is then left as
// it was), or for all of them the error of the transaction.
func (db *DB) UpdateStates(ids []string, fn func(i int, state map[string]any) (map[string]any, error)) []error {
	errs := make([]error, len(ids))
	err := db.update(func(tx *bolt.Tx) error {
		b := tx.Bucket(bucketState)
		for i, id := range ids {
			state, err := getState(tx, id)
			if err == nil {
				state, err = fn(i, state)
			}
			if err != nil {
				errs[i] = err
				continue
			}
			if state == nil {
				state = map[string]any{}
			}
			data, err := encodeState(state)
			if err != nil {
				errs[i] = fmt.Errorf("state of device %q: %w", id, err)
				continue
			}
			if err := b.Put([]byte(id), data); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		for i := range errs {
			errs[i] = err
		}
	}
	return errs
}

// Size returns the bytes of the database's pages in use: the file is this
// long at least (it grows ahead in steps), and pages freed inside it are
// used again.
func (db *DB) Size() (n int64, err error) {
	err = db.view(func(tx *bolt.Tx) error {
		n = tx.Size()
		return nil
	})
	return n, err
}

// PINState returns the bytes of the home's record of wrong PINs (nil when
// there is none).
func (tx *Tx) PINState() []byte {
	return tx.tx.Bucket(bucketMeta).Get(keyPIN)
}

// PutPINState stores the bytes of the home's record of wrong PINs. It is
// kept in the metadata, so that neither the sweep of sessions nor an
// import forgets it.
func (tx *Tx) PutPINState(data []byte) error {
	if err := tx.tx.Bucket(bucketMeta).Put(keyPIN, data); err != nil {
		return fmt.Errorf("the PIN's record: %w", err)
	}
	return nil
}
