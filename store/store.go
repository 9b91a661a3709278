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
	"encoding/binary"
	"errors"
	"fmt"
	"runtime/debug"
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
