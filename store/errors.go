package store

import "errors"

// These errors are returned by the methods of DB, wrapped with details
// (the path, the id); test for them with errors.Is.
var (
	// ErrNoHome is returned by Home when no home was imported yet.
	ErrNoHome = errors.New("no home imported; import a home file first")

	// ErrNotFound is returned for a device id the home does not have.
	ErrNotFound = errors.New("not found")

	// ErrSchema is returned by Open for a database whose schema version
	// this edge does not know (written by a newer edge), or that is not an
	// edge database.
	ErrSchema = errors.New("unknown schema version")

	// ErrInUse is returned by Open when another process (or another Open
	// in this one) holds the database.
	ErrInUse = errors.New("in use by another edge process")

	// ErrCorrupt is returned for a record that cannot be decoded.
	ErrCorrupt = errors.New("corrupt record")
)
