package store

import (
	"errors"
	"fmt"
	"strings"
)

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

// ErrDamaged is wrapped by the errors of a database file whose bytes are
// damaged (a *DamageError when the damage is in its structure).
var ErrDamaged = errors.New("damaged")

// DamageError says that a database file is damaged, where, and what to do.
type DamageError struct {
	Path string
	// Bucket names the part of the database where the damage is ("" when
	// it is in the file's own pages).
	Bucket string
	// Page is the page of the file found damaged (0 when unknown).
	Page uint64
	// Why says what is wrong.
	Why string
	// LogChecked says whether the audit log was read up to the damage;
	// AuditEnd is then the number of the last entry read (0: none).
	LogChecked bool
	AuditEnd   uint64
}

func (e *DamageError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "database %s is damaged", e.Path)
	switch {
	case e.Bucket != "" && e.Page != 0:
		fmt.Fprintf(&b, " (in %s, page %d)", e.Bucket, e.Page)
	case e.Bucket != "":
		fmt.Fprintf(&b, " (in %s)", e.Bucket)
	case e.Page != 0:
		fmt.Fprintf(&b, " (page %d)", e.Page)
	}
	fmt.Fprintf(&b, ": %s. ", e.Why)
	switch {
	case !e.LogChecked:
		fmt.Fprintf(&b, "edge audit --db %s verify says how much of its audit log is intact. ", e.Path)
	case e.AuditEnd == 0:
		b.WriteString("None of its audit log can be read. ")
	default:
		fmt.Fprintf(&b, "Its audit log can be read up to entry %d. ", e.AuditEnd)
	}
	b.WriteString("Restore a backup (edge backup makes one), or import the home again into a new database (edge import --db NEW.db HOME_FILE)")
	return b.String()
}

func (e *DamageError) Unwrap() error { return ErrDamaged }
