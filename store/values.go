package store

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"time"

	bolt "go.etcd.io/bbolt"
)

// IndexData calls fn with every key and value the Indexer of the last
// Import wrote, in key order, and stops at the first error fn returns. key
// and value are copies that fn may keep. It returns ErrNotFound when the
// last Import wrote none.
func (db *DB) IndexData(fn func(key, value []byte) error) error {
	type kv struct{ k, v []byte }
	var all []kv
	err := db.view(func(tx *bolt.Tx) error {
		return tx.Bucket(bucketIndex).ForEach(func(k, v []byte) error {
			all = append(all, kv{bytes.Clone(k), bytes.Clone(v)})
			return nil
		})
	})
	if err != nil {
		return err
	}
	if len(all) == 0 {
		return fmt.Errorf("index: %w", ErrNotFound)
	}
	for _, e := range all {
		if err := fn(e.k, e.v); err != nil {
			return err
		}
	}
	return nil
}

// Embeddings returns the cached values of those keys that are in the
// embedding cache, as copies.
func (db *DB) Embeddings(keys []string) (map[string][]byte, error) {
	out := map[string][]byte{}
	err := db.view(func(tx *bolt.Tx) error {
		b := tx.Bucket(bucketEmbed)
		for _, k := range keys {
			if v := b.Get([]byte(k)); v != nil {
				out[k] = bytes.Clone(v)
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// PutEmbeddings adds entries to the embedding cache in one transaction.
// Import keeps the cache: its keys name the model and the text embedded.
func (db *DB) PutEmbeddings(entries map[string][]byte) error {
	return db.update(func(tx *bolt.Tx) error {
		b := tx.Bucket(bucketEmbed)
		for k, v := range entries {
			if err := b.Put([]byte(k), v); err != nil {
				return fmt.Errorf("embedding %q: %w", shorten(k), err)
			}
		}
		return nil
	})
}

// State returns the current state of a device; ErrNotFound when the home
// has no such device.
func (db *DB) State(id string) (map[string]any, error) {
	var state map[string]any
	err := db.view(func(tx *bolt.Tx) error {
		var err error
		state, err = getState(tx, id)
		return err
	})
	return state, err
}

func getState(tx *bolt.Tx, id string) (map[string]any, error) {
	v := tx.Bucket(bucketState).Get([]byte(id))
	if v == nil {
		return nil, fmt.Errorf("device %q: %w", id, ErrNotFound)
	}
	return decodeState(id, v)
}

// UpdateState reads a device's state, passes it to fn and stores what fn
// returns (nil stores an empty state), all in one transaction. When fn
// fails nothing is written and its error is returned. It returns
// ErrNotFound for an unknown device. fn must not use the DB.
func (db *DB) UpdateState(id string, fn func(state map[string]any) (map[string]any, error)) error {
	return db.update(func(tx *bolt.Tx) error {
		state, err := getState(tx, id)
		if err != nil {
			return err
		}
		state, err = fn(state)
		if err != nil {
			return err
		}
		if state == nil {
			state = map[string]any{}
		}
		data, err := encodeState(state)
		if err != nil {
			return fmt.Errorf("state of device %q: %w", id, err)
		}
		return tx.Bucket(bucketState).Put([]byte(id), data)
	})
}

// States returns the current state of every device, by device id.
func (db *DB) States() (map[string]map[string]any, error) {
	out := map[string]map[string]any{}
	err := db.view(func(tx *bolt.Tx) error {
		return tx.Bucket(bucketState).ForEach(func(k, v []byte) error {
			state, err := decodeState(string(k), v)
			out[string(k)] = state
			return err
		})
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// Session returns the bytes of a session and when they were last put.
// An absent session gives nil data, the zero time and no error.
func (db *DB) Session(id string) (data []byte, updated time.Time, err error) {
	err = db.view(func(tx *bolt.Tx) error {
		v := tx.Bucket(bucketSessions).Get([]byte(id))
		if v == nil {
			return nil
		}
		if len(v) < 8 {
			return fmt.Errorf("session %q: %w", id, ErrCorrupt)
		}
		updated = time.Unix(0, int64(binary.BigEndian.Uint64(v[:8])))
		data = bytes.Clone(v[8:])
		return nil
	})
	if err != nil {
		return nil, time.Time{}, err
	}
	return data, updated, nil
}

// PutSession stores the bytes of a session, updated at now.
func (db *DB) PutSession(id string, data []byte, now time.Time) error {
	return db.Update(func(tx *Tx) error { return tx.PutSession(id, data, now) })
}

// ExpireSessions removes the sessions last updated before the given time
// and returns how many it removed.
func (db *DB) ExpireSessions(before time.Time) (int, error) {
	n := 0
	err := db.update(func(tx *bolt.Tx) error {
		b := tx.Bucket(bucketSessions)
		var expired [][]byte
		if err := b.ForEach(func(k, v []byte) error {
			if len(v) < 8 || time.Unix(0, int64(binary.BigEndian.Uint64(v[:8]))).Before(before) {
				expired = append(expired, bytes.Clone(k))
			}
			return nil
		}); err != nil {
			return err
		}
		for _, k := range expired {
			if err := b.Delete(k); err != nil {
				return err
			}
		}
		n = len(expired)
		return nil
	})
	if err != nil {
		return 0, err
	}
	return n, nil
}
