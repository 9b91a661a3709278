// Package store owns the one bbolt database that holds all state of edge:
// the imported home (floors, rooms, devices, groups, scenes), the current
// state of each device, the conversation sessions, and the append-only
// audit log. Nothing else opens the database file.
//
// Layout (one bucket each, keys are ids unless said otherwise):
//
//	meta      "schema" = SchemaVersion, "home" = the home's name (present once a home is imported),
//	          "models", "security" and "retention" = JSON of the home's blocks (the security
//	          block holds the PIN only as its salted hash), and the audit log's records
//	          (log.go): "audit_head", "audit_size", "audit_open/SEQ"; "pin_state" = JSON of
//	          the home's record of wrong PINs (risk.PINState)
//	floors    JSON of home.Floor
//	rooms     JSON of home.Room
//	devices   JSON of home.Device (State is the initial state as imported)
//	groups    JSON of home.Group
//	scenes    JSON of home.Scene
//	state     JSON object of the device's current state
//	sessions  8-byte big-endian Unix nanoseconds of the last update, then the opaque session bytes
//	audit     key: 8-byte big-endian sequence number from 1; value: the entry (log.go)
//	index     the search data the Indexer given to Import derived from the home, rewritten by every Import
//	embeddings  vectors cached by key (the embedder's model and a hash of the text); kept by Import
//	scheduled   the timers and delayed commands set, opaque bytes by id (scheduled.go); kept by Import
//
// Every method runs in one bbolt transaction and copies what it returns out
// of it; View and Update give a Tx for work that must be committed
// together. State values read back are JSON values: numbers are float64.
//
// A damaged file is an error, never a crash: Open checks the file's
// structure before bbolt maps it (walk.go), every transaction turns a
// fault or a panic on the mapped file into a *DamageError, and decoders
// cope with any bytes.
package store

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"encoding/json/jsontext"
	jsonv2 "encoding/json/v2"
	"errors"
	"fmt"
	"runtime"
	"runtime/debug"
	"sync"
	"time"

	bolt "go.etcd.io/bbolt"
	berrors "go.etcd.io/bbolt/errors"

	"edge/home"
)

// SchemaVersion is the version of the layout this package reads and writes.
// Version 1 (audit entries that hold their hash, no size or open records)
// is upgraded when opened.
const SchemaVersion = "2"

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
	keySats   = []byte("satellites")
	keyHead   = []byte("audit_head")
	keyKeep   = []byte("retention")
	keyPIN    = []byte("pin_state")

	allBuckets = [][]byte{bucketMeta, bucketFloors, bucketRooms, bucketDevices, bucketGroups,
		bucketScenes, bucketState, bucketSessions, bucketAudit, bucketIndex, bucketEmbed, bucketScheduled}
	// coreBuckets are in every database of this schema; a database without
	// one of them is damaged.
	coreBuckets = [][]byte{bucketMeta, bucketFloors, bucketRooms, bucketDevices, bucketGroups,
		bucketScenes, bucketState, bucketSessions, bucketAudit}
	// homeBuckets are emptied by Import.
	homeBuckets = [][]byte{bucketFloors, bucketRooms, bucketDevices, bucketGroups, bucketScenes,
		bucketState, bucketIndex}
)

// DB is an open edge database. Its methods are safe for concurrent use.
type DB struct {
	bolt *bolt.DB
	path string
}

// Open opens the database at path, creating it (mode 0600) when missing.
// It waits at most a second for the file lock and then fails with ErrInUse.
// It fails with ErrSchema for a database of an unknown schema version.
//
// Before bbolt maps the file, Open checks its structure (walk.go): a
// damaged file is a *DamageError (wrapping ErrDamaged) that says where the
// damage is, how much of the audit log can still be read, and what to do,
// never a crash.
func Open(path string) (db *DB, err error) { return open(path, &bolt.Options{Timeout: lockWait}) }

func open(path string, opts *bolt.Options) (db *DB, err error) {
	if err := mapFile(path, func(data []byte) error { return checkData(path, data) }); err != nil {
		return nil, err
	}
	db = &DB{path: path}
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	defer catch(&err, path)
	b, err := bolt.Open(path, 0o600, opts)
	switch {
	case errors.Is(err, berrors.ErrTimeout):
		return nil, fmt.Errorf("database %s is %w", path, ErrInUse)
	case errors.Is(err, berrors.ErrChecksum), errors.Is(err, berrors.ErrVersionMismatch):
		return nil, &DamageError{Path: path, Why: err.Error()}
	case err != nil:
		return nil, fmt.Errorf("cannot open database %s: %w", path, err)
	}
	db.bolt = b
	// Most opens find the schema in place: no commit (no write to the card).
	ready := db.view(func(tx *bolt.Tx) error {
		if m := tx.Bucket(bucketMeta); m == nil || string(m.Get(keySchema)) != SchemaVersion {
			return ErrSchema
		}
		for _, name := range allBuckets {
			if tx.Bucket(name) == nil {
				return ErrSchema
			}
		}
		return nil
	})
	if ready == nil {
		return db, nil
	}
	if err := db.update(initSchema); err != nil {
		b.Close()
		var de *DamageError
		if errors.As(err, &de) {
			de.Path = path
			return nil, de
		}

		return nil, fmt.Errorf("database %s: %w", path, err)
	}
	return db, nil
}

// lockWait is how long Open waits for another process to let go of the
// database.
const lockWait = time.Second

// checkData checks the structure of the database file's bytes, and when
// it is damaged reads its audit log up to the damage for the report.
func checkData(path string, data []byte) error {
	err := walkFile(data)
	var d *damage
	switch {
	case errors.Is(err, errNotDatabase):
		return fmt.Errorf("cannot open database %s: %w", path, berrors.ErrInvalid)
	case !errors.As(err, &d):
		return err
	}
	de := &DamageError{Path: path, Bucket: d.bucket, Page: d.page, Why: d.why, LogChecked: true}
	walkBucket(data, string(bucketAudit), func(k, _ []byte) error {
		if len(k) == 8 {
			de.AuditEnd = binary.BigEndian.Uint64(k)
		}
		return nil
	})
	return de
}

// view and update run bbolt transactions with a damaged file's faults and
// panics turned into errors (a *DamageError).
func (db *DB) view(fn func(*bolt.Tx) error) (err error) {
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	defer catch(&err, db.path)
	return db.bolt.View(fn)
}

func (db *DB) update(fn func(*bolt.Tx) error) (err error) {
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	defer catch(&err, db.path)
	return db.bolt.Update(fn)
}

// catch turns a panic (a fault reading the mapped file, or bbolt's own
// on a damaged page) into a *DamageError. It must be deferred directly.
func catch(err *error, path string) {
	if r := recover(); r != nil {
		*err = &DamageError{Path: path, Why: fmt.Sprintf("reading it failed (%v)", r)}
	}
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
	} else if v := string(meta.Get(keySchema)); v != SchemaVersion && v != "1" {
		return fmt.Errorf("%w %q (this edge knows version %s); use a newer edge or another database", ErrSchema, v, SchemaVersion)
	}
	if meta != nil {
		for _, name := range coreBuckets {
			if tx.Bucket(name) == nil {
				return &DamageError{Bucket: string(name), Why: "the bucket is missing"}
			}
		}
	}
	for _, name := range allBuckets {
		if _, err := tx.CreateBucketIfNotExists(name); err != nil {
			return err
		}
	}
	return tx.Bucket(bucketMeta).Put(keySchema, []byte(SchemaVersion))
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

// Path returns the path of the database file.
func (db *DB) Path() string {
	return db.path
}

// Check runs bbolt's consistency check and returns its first error. It
// runs in a write transaction, which bbolt requires when other writes may
// happen meanwhile.
func (db *DB) Check() error {
	return db.update(func(tx *bolt.Tx) error {
		var first error
		for err := range tx.Check() {
			if first == nil {
				first = err
			}
		}
		return first
	})
}

// Import replaces the whole home with h in one transaction: the floors,
// rooms, devices, groups and scenes, each device's state (its initial
// State, or an empty one), the search data index derives from h (none when
// index is nil), and no sessions. The audit log and the embedding cache are
// kept. On failure the database is left as it was.
func (db *DB) Import(h *home.Home, index Indexer) error {
	if h == nil {
		return errors.New("import: no home given")
	}
	return db.update(func(tx *bolt.Tx) error {
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
		if err := putJSON(tx.Bucket(bucketMeta), "retention", string(keyKeep), h.Retention); err != nil {
			return err
		}
		if err := putJSON(tx.Bucket(bucketMeta), "mqtt", string(keyMQTT), h.MQTT); err != nil {
			return err
		}
		if err := putJSON(tx.Bucket(bucketMeta), "satellites", string(keySats), h.Satellites); err != nil {
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
func (db *DB) Home() (*home.Home, error) { return db.home(true) }

// HomeWithoutState is Home without the devices' initial states (their
// State is nil): what a server needs, which reads the states as they are
// now (DB.State), never the home file's. At 10,000 devices it reads the
// home in two thirds of the time and holds a third less.
func (db *DB) HomeWithoutState() (*home.Home, error) { return db.home(false) }

func (db *DB) home(states bool) (*home.Home, error) {
	h := &home.Home{}
	err := db.view(func(tx *bolt.Tx) error {
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
		if m := tx.Bucket(bucketMeta).Get(keyKeep); m != nil {
			if err := json.Unmarshal(m, &h.Retention); err != nil {
				return fmt.Errorf("%w: retention: %v", ErrCorrupt, err)
			}
		}
		if m := tx.Bucket(bucketMeta).Get(keyMQTT); m != nil {
			if err := json.Unmarshal(m, &h.MQTT); err != nil {
				return fmt.Errorf("%w: mqtt: %v", ErrCorrupt, err)
			}
		}
		if m := tx.Bucket(bucketMeta).Get(keySats); m != nil {
			if err := json.Unmarshal(m, &h.Satellites); err != nil {
				return fmt.Errorf("%w: satellites: %v", ErrCorrupt, err)
			}
		}
		if err := readAll(tx, bucketFloors, &h.Floors); err != nil {
			return err
		}
		if err := readAll(tx, bucketRooms, &h.Rooms); err != nil {
			return err
		}
		var opts []jsonv2.Options
		if !states {
			opts = append(opts, skipState)
		}
		if err := readAll(tx, bucketDevices, &h.Devices, opts...); err != nil {
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
	newInterner().home(h)
	return h, nil
}

// skipState skips a device's state when it decodes one.
var skipState = jsonv2.WithUnmarshalers(jsonv2.UnmarshalFromFunc(func(dec *jsontext.Decoder, _ *map[string]any) error {
	if dec.StackPointer() == "/state" {
		return dec.SkipValue()
	}
	return errors.ErrUnsupported // decoded as ever
}))

// readAll decodes every value of a bucket, in key order, onto out: a
// large bucket (the devices of a big home) on all the processors at once.
// opts add to encoding/json's own (v1) options.
func readAll[T any](tx *bolt.Tx, bucket []byte, out *[]T, opts ...jsonv2.Options) error {
	var keys, values [][]byte
	err := tx.Bucket(bucket).ForEach(func(k, v []byte) error {
		keys, values = append(keys, k), append(values, v)
		return nil
	})
	if err != nil || len(values) == 0 {
		return err
	}
	all := make([]T, len(values))
	decode := func(i int) error {
		var err error
		if len(opts) == 0 {
			err = json.Unmarshal(values[i], &all[i])
		} else {
			err = jsonv2.Unmarshal(values[i], &all[i], append([]jsonv2.Options{json.DefaultOptionsV1()}, opts...)...)
		}
		if err != nil {
			return fmt.Errorf("%s %q: %w: %v", bucket, keys[i], ErrCorrupt, err)
		}
		return nil
	}
	workers := min(runtime.GOMAXPROCS(0), len(values)/512)
	if workers <= 1 {
		for i := range values {
			if err := decode(i); err != nil {
				return err
			}
		}
		*out = all
		return nil
	}
	errs := make([]error, workers)
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			// the values are in the map of the file: a fault reading them
			// (the file cut short) is an error here too, not a crash.
			defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
			defer func() {
				if r := recover(); r != nil {
					errs[w] = fmt.Errorf("%s: %w: reading it failed (%v)", bucket, ErrCorrupt, r)
				}
			}()
			for i := w; i < len(values); i += workers {
				if err := decode(i); err != nil {
					errs[w] = err
					return
				}
			}
		})
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return err
	}
	*out = all
	return nil
}

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
