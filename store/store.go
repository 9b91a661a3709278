// Package store owns the one bbolt database that holds all state of edge:
// the imported home (floors, rooms, devices, groups, scenes), the current
// state of each device, the conversation sessions, and the append-only
// audit log. Nothing else opens the database file.
//
// Layout (one bucket each, keys are ids unless said otherwise):
//
//	meta      "schema" = SchemaVersion, "home" = the home's name (present once a home is imported),
//	          "models" and "security" = JSON of the home's blocks (the security block holds the
//	          PIN only as its salted hash), "audit_head" = the last audit entry's sequence
//	          number (8 bytes big-endian) and the SHA-256 of its value, written with each entry
//	floors    JSON of home.Floor
//	rooms     JSON of home.Room
//	devices   JSON of home.Device (State is the initial state as imported)
//	groups    JSON of home.Group
//	scenes    JSON of home.Scene
//	state     JSON object of the device's current state
//	sessions  8-byte big-endian Unix nanoseconds of the last update, then the opaque session bytes
//	audit     key: 8-byte big-endian sequence number from 1; value: the entry
//	index     the search data the Indexer given to Import derived from the home, rewritten by every Import
//	embeddings  vectors cached by key (the embedder's model and a hash of the text); kept by Import
//
// Every method runs in one bbolt transaction and copies what it returns out
// of it. State values read back are JSON values: numbers are float64.
package store

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	bolt "go.etcd.io/bbolt"
	berrors "go.etcd.io/bbolt/errors"

	"edge/home"
)

// SchemaVersion is the version of the layout this package reads and writes.
const SchemaVersion = "1"

var (
	bucketMeta     = []byte("meta")
	bucketFloors   = []byte("floors")
	bucketRooms    = []byte("rooms")
	bucketDevices  = []byte("devices")
	bucketGroups   = []byte("groups")
	bucketScenes   = []byte("scenes")
	bucketState    = []byte("state")
	bucketSessions = []byte("sessions")
	bucketAudit    = []byte("audit")
	bucketIndex    = []byte("index")
	bucketEmbed    = []byte("embeddings")

	keySchema = []byte("schema")
	keyHome   = []byte("home")
	keyModels = []byte("models")
	keySecure = []byte("security")
	keyMQTT   = []byte("mqtt")
	keyHead   = []byte("audit_head")

	allBuckets = [][]byte{bucketMeta, bucketFloors, bucketRooms, bucketDevices, bucketGroups,
		bucketScenes, bucketState, bucketSessions, bucketAudit, bucketIndex, bucketEmbed}
	// homeBuckets are emptied by Import.
	homeBuckets = [][]byte{bucketFloors, bucketRooms, bucketDevices, bucketGroups, bucketScenes,
		bucketState, bucketSessions, bucketIndex}
)

// DB is an open edge database. Its methods are safe for concurrent use.
type DB struct {
	bolt *bolt.DB
}

// Open opens the database at path, creating it (mode 0600) when missing.
// It waits at most a second for the file lock and then fails with ErrInUse.
// It fails with ErrSchema for a database of an unknown schema version.
func Open(path string) (*DB, error) {
	b, err := bolt.Open(path, 0o600, &bolt.Options{Timeout: time.Second})
	switch {
	case errors.Is(err, berrors.ErrTimeout):
		return nil, fmt.Errorf("database %s is %w", path, ErrInUse)
	case err != nil:
		return nil, fmt.Errorf("cannot open database %s: %w", path, err)
	}
	if err := b.Update(initSchema); err != nil {
		b.Close()
		return nil, fmt.Errorf("database %s: %w", path, err)
	}
	return &DB{bolt: b}, nil
}

// initSchema creates the buckets of a new database, or checks the schema
// version of an existing one.
func initSchema(tx *bolt.Tx) error {
	meta := tx.Bucket(bucketMeta)
	if meta == nil {
		empty := true
		if err := tx.ForEach(func([]byte, *bolt.Bucket) error {
			empty = false
			return nil
		}); err != nil {
			return err
		}
		if !empty {
			return fmt.Errorf("not an edge database (%w)", ErrSchema)
		}
	} else if v := meta.Get(keySchema); string(v) != SchemaVersion {
		return fmt.Errorf("%w %q (this edge knows version %s); use a newer edge or another database", ErrSchema, v, SchemaVersion)
	}
	for _, name := range allBuckets {
		if _, err := tx.CreateBucketIfNotExists(name); err != nil {
			return err
		}
	}
	if meta == nil {
		return tx.Bucket(bucketMeta).Put(keySchema, []byte(SchemaVersion))
	}
	return nil
}

// Close closes the database. Closing it twice is harmless.
func (db *DB) Close() error {
	return db.bolt.Close()
}

// An Indexer derives search data from a home (package index's Write builds
// the keyword index). Import runs it inside its own transaction, after the
// home's entities are written, with put writing into the index bucket
// (emptied first), so that a home and the data derived from it are always
// imported together: when the Indexer fails, nothing is imported. h must
// not be modified, nor a key or value after it was put.
type Indexer func(h *home.Home, put func(key, value []byte) error) error

// Import replaces the whole home with h in one transaction: the floors,
// rooms, devices, groups and scenes, each device's state (its initial
// State, or an empty one), the search data index derives from h (none when
// index is nil), and no sessions. The audit log and the embedding cache are
// kept. On failure the database is left as it was.
func (db *DB) Import(h *home.Home, index Indexer) error {
	if h == nil {
		return errors.New("import: no home given")
	}
	return db.bolt.Update(func(tx *bolt.Tx) error {
		for _, name := range homeBuckets {
			if err := tx.DeleteBucket(name); err != nil {
				return err
			}
			if _, err := tx.CreateBucket(name); err != nil {
				return err
			}
		}
		if err := tx.Bucket(bucketMeta).Put(keyHome, []byte(h.Name)); err != nil {
			return err
		}
		if err := putJSON(tx.Bucket(bucketMeta), "models", string(keyModels), h.Models); err != nil {
			return err
		}
		if err := putJSON(tx.Bucket(bucketMeta), "security", string(keySecure), h.Security); err != nil {
			return err
		}
		if err := putJSON(tx.Bucket(bucketMeta), "mqtt", string(keyMQTT), h.MQTT); err != nil {
			return err
		}
		for i := range h.Floors {
			if err := putEntity(tx, bucketFloors, "floor", h.Floors[i].ID, &h.Floors[i]); err != nil {
				return err
			}
		}
		for i := range h.Rooms {
			if err := putEntity(tx, bucketRooms, "room", h.Rooms[i].ID, &h.Rooms[i]); err != nil {
				return err
			}
		}
		for i := range h.Devices {
			d := &h.Devices[i]
			if err := putEntity(tx, bucketDevices, "device", d.ID, d); err != nil {
				return err
			}
			state := d.State
			if state == nil {
				state = map[string]any{}
			}
			if err := putJSON(tx.Bucket(bucketState), "state of device", d.ID, state); err != nil {
				return err
			}
		}
		for i := range h.Groups {
			if err := putEntity(tx, bucketGroups, "group", h.Groups[i].ID, &h.Groups[i]); err != nil {
				return err
			}
		}
		for i := range h.Scenes {
			if err := putEntity(tx, bucketScenes, "scene", h.Scenes[i].ID, &h.Scenes[i]); err != nil {
				return err
			}
		}
		if index == nil {
			return nil
		}
		b := tx.Bucket(bucketIndex)
		if err := index(h, func(k, v []byte) error { return b.Put(k, v) }); err != nil {
			return fmt.Errorf("import: index: %w", err)
		}
		return nil
	})
}

// putEntity stores one entity, refusing an id given twice.
func putEntity(tx *bolt.Tx, bucket []byte, kind, id string, v any) error {
	b := tx.Bucket(bucket)
	if b.Get([]byte(id)) != nil {
		return fmt.Errorf("import: %s id %q given twice", kind, id)
	}
	return putJSON(b, kind, id, v)
}

func putJSON(b *bolt.Bucket, what, id string, v any) error {
	data, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("import: %s %q: %w", what, id, err)
	}
	if err := b.Put([]byte(id), data); err != nil {
		return fmt.Errorf("import: %s %q: %w", what, shorten(id), err)
	}
	return nil
}

// shorten cuts an id for an error message.
func shorten(id string) string {
	if len(id) > 64 {
		return id[:64] + "..."
	}
	return id
}

// Home reads the imported home back, each kind of entity in id order. It
// returns ErrNoHome when no home was imported.
func (db *DB) Home() (*home.Home, error) {
	h := &home.Home{}
	err := db.bolt.View(func(tx *bolt.Tx) error {
		name := tx.Bucket(bucketMeta).Get(keyHome)
		if name == nil {
			return ErrNoHome
		}
		h.Name = string(name)
		if m := tx.Bucket(bucketMeta).Get(keyModels); m != nil {
			if err := json.Unmarshal(m, &h.Models); err != nil {
				return fmt.Errorf("%w: models: %v", ErrCorrupt, err)
			}
		}
		if m := tx.Bucket(bucketMeta).Get(keySecure); m != nil {
			if err := json.Unmarshal(m, &h.Security); err != nil {
				return fmt.Errorf("%w: security: %v", ErrCorrupt, err)
			}
		}
		if m := tx.Bucket(bucketMeta).Get(keyMQTT); m != nil {
			if err := json.Unmarshal(m, &h.MQTT); err != nil {
				return fmt.Errorf("%w: mqtt: %v", ErrCorrupt, err)
			}
		}
		if err := readAll(tx, bucketFloors, &h.Floors); err != nil {
			return err
		}
		if err := readAll(tx, bucketRooms, &h.Rooms); err != nil {
			return err
		}
		if err := readAll(tx, bucketDevices, &h.Devices); err != nil {
			return err
		}
		if err := readAll(tx, bucketGroups, &h.Groups); err != nil {
			return err
		}
		return readAll(tx, bucketScenes, &h.Scenes)
	})
	if err != nil {
		return nil, err
	}
	return h, nil
}

// readAll decodes every value of a bucket, in key order, onto out.
func readAll[T any](tx *bolt.Tx, bucket []byte, out *[]T) error {
	return tx.Bucket(bucket).ForEach(func(k, v []byte) error {
		var x T
		if err := json.Unmarshal(v, &x); err != nil {
			return fmt.Errorf("%s %q: %w: %v", bucket, k, ErrCorrupt, err)
		}
		*out = append(*out, x)
		return nil
	})
}

// IndexData calls fn with every key and value the Indexer of the last
// Import wrote, in key order, and stops at the first error fn returns. key
// and value are copies that fn may keep. It returns ErrNotFound when the
// last Import wrote none.
func (db *DB) IndexData(fn func(key, value []byte) error) error {
	type kv struct{ k, v []byte }
	var all []kv
	err := db.bolt.View(func(tx *bolt.Tx) error {
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
	err := db.bolt.View(func(tx *bolt.Tx) error {
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
	return db.bolt.Update(func(tx *bolt.Tx) error {
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
	err := db.bolt.View(func(tx *bolt.Tx) error {
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

func decodeState(id string, v []byte) (map[string]any, error) {
	state := map[string]any{}
	if err := json.Unmarshal(v, &state); err != nil {
		return nil, fmt.Errorf("state of device %q: %w: %v", id, ErrCorrupt, err)
	}
	return state, nil
}

// UpdateState reads a device's state, passes it to fn and stores what fn
// returns (nil stores an empty state), all in one transaction. When fn
// fails nothing is written and its error is returned. It returns
// ErrNotFound for an unknown device. fn must not use the DB.
func (db *DB) UpdateState(id string, fn func(state map[string]any) (map[string]any, error)) error {
	return db.bolt.Update(func(tx *bolt.Tx) error {
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
		data, err := json.Marshal(state)
		if err != nil {
			return fmt.Errorf("state of device %q: %w", id, err)
		}
		return tx.Bucket(bucketState).Put([]byte(id), data)
	})
}

// States returns the current state of every device, by device id.
func (db *DB) States() (map[string]map[string]any, error) {
	out := map[string]map[string]any{}
	err := db.bolt.View(func(tx *bolt.Tx) error {
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
	err = db.bolt.View(func(tx *bolt.Tx) error {
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
	v := make([]byte, 8, 8+len(data))
	binary.BigEndian.PutUint64(v, uint64(now.UnixNano()))
	v = append(v, data...)
	return db.bolt.Update(func(tx *bolt.Tx) error {
		if err := tx.Bucket(bucketSessions).Put([]byte(id), v); err != nil {
			return fmt.Errorf("session %q: %w", shorten(id), err)
		}
		return nil
	})
}

// ExpireSessions removes the sessions last updated before the given time
// and returns how many it removed.
func (db *DB) ExpireSessions(before time.Time) (int, error) {
	n := 0
	err := db.bolt.Update(func(tx *bolt.Tx) error {
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

func seqKey(seq uint64) []byte {
	return binary.BigEndian.AppendUint64(nil, seq)
}

// AppendAuditFunc appends the entry fn computes from the last one (prevSeq
// 0 and prev nil when the log is empty), in one write transaction, so that
// entries can be hash chained; the head record (AuditHead) is updated in
// the same transaction. When fn fails nothing is appended. fn must not use
// the DB. When entries were removed from the end of the log, prevSeq is
// still the highest number ever appended (from the head record and the
// bucket's sequence) and prev the last entry left, so that the gap stays
// visible.
func (db *DB) AppendAuditFunc(fn func(prevSeq uint64, prev []byte) ([]byte, error)) (uint64, error) {
	var seq uint64
	err := db.bolt.Update(func(tx *bolt.Tx) error {
		b := tx.Bucket(bucketAudit)
		var prevSeq uint64
		var prev []byte
		if k, v := b.Cursor().Last(); k != nil {
			if len(k) != 8 {
				return fmt.Errorf("audit key %x: %w", k, ErrCorrupt)
			}
			prevSeq, prev = binary.BigEndian.Uint64(k), bytes.Clone(v)
		}
		prevSeq = max(prevSeq, b.Sequence())
		if h := tx.Bucket(bucketMeta).Get(keyHead); len(h) == 8+sha256.Size {
			prevSeq = max(prevSeq, binary.BigEndian.Uint64(h))
		}
		value, err := fn(prevSeq, prev)
		if err != nil {
			return err
		}
		seq = prevSeq + 1
		if err := b.SetSequence(seq); err != nil {
			return err
		}
		if err := b.Put(seqKey(seq), value); err != nil {
			return err
		}
		return putHead(tx, seq, value)
	})
	if err != nil {
		return 0, err
	}
	return seq, nil
}

// putHead records the last audit entry in the meta bucket.
func putHead(tx *bolt.Tx, seq uint64, value []byte) error {
	sum := sha256.Sum256(value)
	return tx.Bucket(bucketMeta).Put(keyHead, append(seqKey(seq), sum[:]...))
}

// AuditHead returns what the meta bucket says the last audit entry is: its
// sequence number and the SHA-256 of its value; seq is 0 when no entry was
// ever appended. Comparing it with the log shows entries removed from its
// end.
func (db *DB) AuditHead() (seq uint64, sum [sha256.Size]byte, err error) {
	err = db.bolt.View(func(tx *bolt.Tx) error {
		v := tx.Bucket(bucketMeta).Get(keyHead)
		if v == nil {
			return nil
		}
		if len(v) != 8+sha256.Size {
			return fmt.Errorf("audit head: %w", ErrCorrupt)
		}
		seq = binary.BigEndian.Uint64(v)
		copy(sum[:], v[8:])
		return nil
	})
	return seq, sum, err
}

// auditBatch is how many entries ForEachAudit reads per transaction.
const auditBatch = 256

// ForEachAudit calls fn for every audit entry in order, and stops at the
// first error fn returns, returning it. fn runs outside any transaction,
// so it may use the DB; entries appended meanwhile are visited too.
func (db *DB) ForEachAudit(fn func(seq uint64, value []byte) error) error {
	type entry struct {
		seq   uint64
		value []byte
	}
	next := uint64(1)
	for {
		var batch []entry
		err := db.bolt.View(func(tx *bolt.Tx) error {
			c := tx.Bucket(bucketAudit).Cursor()
			for k, v := c.Seek(seqKey(next)); k != nil && len(batch) < auditBatch; k, v = c.Next() {
				if len(k) != 8 {
					return fmt.Errorf("audit key %x: %w", k, ErrCorrupt)
				}
				batch = append(batch, entry{binary.BigEndian.Uint64(k), bytes.Clone(v)})
			}
			return nil
		})
		if err != nil || len(batch) == 0 {
			return err
		}
		for _, e := range batch {
			if err := fn(e.seq, e.value); err != nil {
				return err
			}
		}
		next = batch[len(batch)-1].seq + 1
	}
}
