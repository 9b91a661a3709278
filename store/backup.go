package store

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"

	bolt "go.etcd.io/bbolt"

	"edge/home"
)

// PINReset stands in a copy's security block for the PIN's verifier,
// which never leaves the gateway: no PIN matches it (it is not a hash
// risk.CheckPIN reads), so that the critical actions of a home restored
// from a copy wait until its PIN is set again by an import of its home
// file. The record of wrong PINs is copied: their lockouts go on.
const PINReset = "reset$the PIN is set again by importing the home file"

// copyBatch bounds what one transaction of a copy writes, in bytes.
const copyBatch = 4 << 20

// Backup writes a consistent copy of the database to w, made of one read
// transaction while other transactions go on, and returns the bytes
// written. The copy holds every bucket, key and value, but the PIN's
// verifier, which PINReset replaces; it is a database of its own, written
// afresh key by key in a temporary file beside the database (removed
// after), so that no page of the original, freed or not, comes along.
func (db *DB) Backup(w io.Writer) (n int64, err error) {
	tmp, err := os.CreateTemp(filepath.Dir(db.path), filepath.Base(db.path)+".copy-*")
	if err != nil {
		return 0, fmt.Errorf("backup: %w", err)
	}
	name := tmp.Name()
	defer os.Remove(name)
	if err := tmp.Close(); err != nil {
		return 0, fmt.Errorf("backup: %w", err)
	}
	dst, err := bolt.Open(name, 0o600, &bolt.Options{Timeout: lockWait, NoSync: true})
	if err != nil {
		return 0, fmt.Errorf("backup: %w", err)
	}
	err = db.view(func(tx *bolt.Tx) error { return copyInto(dst, tx) })
	if cerr := dst.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return 0, err
	}
	f, err := os.Open(name)
	if err != nil {
		return 0, fmt.Errorf("backup: %w", err)
	}
	defer f.Close()
	return io.Copy(w, f)
}

// copyInto writes every bucket of src into dst, in transactions of at
// most copyBatch bytes, the security block without the PIN's verifier.
func copyInto(dst *bolt.DB, src *bolt.Tx) error {
	var (
		out  *bolt.Tx
		size int
	)
	defer func() {
		if out != nil {
			out.Rollback()
		}
	}()
	put := func(bucket []byte, seq uint64, k, v []byte) error {
		if out != nil && size >= copyBatch {
			if err := out.Commit(); err != nil {
				return err
			}
			out, size = nil, 0
		}
		if out == nil {
			var err error
			if out, err = dst.Begin(true); err != nil {
				return err
			}
		}
		b, err := out.CreateBucketIfNotExists(bucket)
		if err != nil {
			return err
		}
		if err := b.SetSequence(seq); err != nil {
			return err
		}
		size += len(k) + len(v)
		if k == nil {
			return nil
		}
		return b.Put(k, v)
	}
	err := src.ForEach(func(name []byte, b *bolt.Bucket) error {
		seq := b.Sequence()
		if err := put(name, seq, nil, nil); err != nil {
			return err
		}
		return b.ForEach(func(k, v []byte) error {
			if v == nil {
				return fmt.Errorf("backup: bucket %s holds a bucket", name)
			}
			if bytes.Equal(name, bucketMeta) && bytes.Equal(k, keySecure) {
				var err error
				if v, err = withoutVerifier(v); err != nil {
					return err
				}
			}
			return put(name, seq, bytes.Clone(k), bytes.Clone(v))
		})
	})
	if err != nil {
		return fmt.Errorf("backup: %w", err)
	}
	if out == nil {
		return nil
	}
	err = out.Commit()
	out = nil
	return err
}

// withoutVerifier is a stored security block with PINReset for the PIN's
// verifier, when it has one.
func withoutVerifier(v []byte) ([]byte, error) {
	var sec home.Security
	if err := json.Unmarshal(v, &sec); err != nil {
		return nil, fmt.Errorf("%w: security: %v", ErrCorrupt, err)
	}
	if sec.PINHash == "" {
		return v, nil
	}
	sec.PINHash = PINReset
	return json.Marshal(sec)
}

// PINToSet reports whether the home's PIN is to be set again: the
// database is a copy (Backup) restored, and no import has set it since.
func (db *DB) PINToSet() (bool, error) {
	var sec home.Security
	err := db.view(func(tx *bolt.Tx) error {
		v := tx.Bucket(bucketMeta).Get(keySecure)
		if v == nil {
			return nil
		}
		return json.Unmarshal(v, &sec)
	})
	return sec.PINHash == PINReset, err
}
