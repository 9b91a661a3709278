package store

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"runtime/debug"
)

// The audit log is an ordered map from sequence numbers to entries (the
// audit bucket) and three kinds of record in the meta bucket:
//
//	audit_head      the last entry appended: its number (8 bytes big-endian) and the SHA-256 of its value
//	audit_size      how many entries the log holds and the bytes of their values (8 + 8 bytes)
//	audit_open/SEQ  an open record: written with entries whose outcome is not known yet, removed
//	                with their result (the write-ahead log of the audit package)
//
// The store knows nothing of what an entry says; package audit does.

var (
	keySize     = []byte("audit_size")
	keyOpenPref = []byte("audit_open/")
)

func seqKey(seq uint64) []byte {
	return binary.BigEndian.AppendUint64(nil, seq)
}

func auditKey(k []byte) (uint64, error) {
	if len(k) != 8 {
		return 0, fmt.Errorf("audit key %x: %w", k[:min(len(k), 16)], ErrCorrupt)
	}
	return binary.BigEndian.Uint64(k), nil
}

// LogTail returns the highest sequence number the log ever gave (0 when
// none) and the value of its last entry left (nil when none). When entries
// were removed from its end, the number is still the highest given (from
// the head record and the bucket's sequence), so that the gap stays
// visible.
func (tx *Tx) LogTail() (seq uint64, last []byte, err error) {
	b := tx.tx.Bucket(bucketAudit)
	if k, v := b.Cursor().Last(); k != nil {
		if seq, err = auditKey(k); err != nil {
			return 0, nil, err
		}
		last = v
	}
	seq = max(seq, b.Sequence())
	if h := tx.tx.Bucket(bucketMeta).Get(keyHead); len(h) == 8+sha256.Size {
		seq = max(seq, binary.BigEndian.Uint64(h))
	}
	return seq, last, nil
}

// LogHead returns what the head record says the last entry appended is:
// its number (0 when none was ever appended) and the SHA-256 of its
// value. Comparing it with the log shows entries removed from its end.
func (tx *Tx) LogHead() (seq uint64, sum [sha256.Size]byte, err error) {
	v := tx.tx.Bucket(bucketMeta).Get(keyHead)
	if v == nil {
		return 0, sum, nil
	}
	if len(v) != 8+sha256.Size {
		return 0, sum, fmt.Errorf("audit head: %w", ErrCorrupt)
	}
	copy(sum[:], v[8:])
	return binary.BigEndian.Uint64(v), sum, nil
}

// LogFirst returns the first entry left in the log (0 and nil when it is
// empty).
func (tx *Tx) LogFirst() (seq uint64, value []byte, err error) {
	k, v := tx.tx.Bucket(bucketAudit).Cursor().First()
	if k == nil {
		return 0, nil, nil
	}
	seq, err = auditKey(k)
	return seq, v, err
}

// LogEntry returns the entry numbered seq, nil when there is none.
func (tx *Tx) LogEntry(seq uint64) []byte {
	return tx.tx.Bucket(bucketAudit).Get(seqKey(seq))
}

// LogScan calls fn for the entries numbered from on, in order, and stops
// at the first error fn returns, returning it.
func (tx *Tx) LogScan(from uint64, fn func(seq uint64, value []byte) error) error {
	c := tx.tx.Bucket(bucketAudit).Cursor()
	for k, v := c.Seek(seqKey(from)); k != nil; k, v = c.Next() {
		seq, err := auditKey(k)
		if err != nil {
			return err
		}
		if err := fn(seq, v); err != nil {
			return err
		}
	}
	return nil
}

// LogSize returns how many entries the log holds and the bytes of their
// values. A database written by an edge that kept no count is counted
// once.
func (tx *Tx) LogSize() (entries, size int64, err error) {
	if v := tx.tx.Bucket(bucketMeta).Get(keySize); len(v) == 16 {
		return int64(binary.BigEndian.Uint64(v)), int64(binary.BigEndian.Uint64(v[8:])), nil
	}
	err = tx.tx.Bucket(bucketAudit).ForEach(func(_, v []byte) error {
		entries++
		size += int64(len(v))
		return nil
	})
	return entries, size, err
}

func (tx *Tx) addSize(entries, size int64) error {
	n, s, err := tx.LogSize()
	if err != nil {
		return err
	}
	v := binary.BigEndian.AppendUint64(nil, uint64(max(n+entries, 0)))
	v = binary.BigEndian.AppendUint64(v, uint64(max(s+size, 0)))
	return tx.tx.Bucket(bucketMeta).Put(keySize, v)
}

// AppendLog stores value as entry seq, which must be above every number
// the log gave (LogTail), and records it in the head record.
func (tx *Tx) AppendLog(seq uint64, value []byte) error {
	last, _, err := tx.LogTail()
	if err != nil {
		return err
	}
	if seq <= last {
		return fmt.Errorf("audit entry %d: the log is already at %d", seq, last)
	}
	if err := tx.addSize(1, int64(len(value))); err != nil {
		return err
	}
	b := tx.tx.Bucket(bucketAudit)
	// Entries are only ever added at the end: full pages waste no room.
	b.FillPercent = 1
	if err := b.SetSequence(seq); err != nil {
		return err
	}
	if err := b.Put(seqKey(seq), value); err != nil {
		return err
	}
	sum := sha256.Sum256(value)
	return tx.tx.Bucket(bucketMeta).Put(keyHead, append(seqKey(seq), sum[:]...))
}

// DeleteLogThrough removes the entries numbered up to seq and returns how
// many it removed.
func (tx *Tx) DeleteLogThrough(seq uint64) (int64, error) {
	b := tx.tx.Bucket(bucketAudit)
	var keys [][]byte
	var size int64
	c := b.Cursor()
	for k, v := c.First(); k != nil; k, v = c.Next() {
		n, err := auditKey(k)
		if err != nil {
			return 0, err
		}
		if n > seq {
			break
		}
		keys = append(keys, bytes.Clone(k))
		size += int64(len(v))
	}
	if err := tx.addSize(-int64(len(keys)), -size); err != nil {
		return 0, err
	}
	for _, k := range keys {
		if err := b.Delete(k); err != nil {
			return 0, err
		}
	}
	return int64(len(keys)), nil
}

// LogOpen calls fn for every open record, in order of seq.
func (tx *Tx) LogOpen(fn func(seq uint64, value []byte) error) error {
	c := tx.tx.Bucket(bucketMeta).Cursor()
	for k, v := c.Seek(keyOpenPref); k != nil && bytes.HasPrefix(k, keyOpenPref); k, v = c.Next() {
		seq, err := auditKey(k[len(keyOpenPref):])
		if err != nil {
			return err
		}
		if err := fn(seq, v); err != nil {
			return err
		}
	}
	return nil
}

// SetLogOpen writes the open record seq, or removes it when value is nil.
func (tx *Tx) SetLogOpen(seq uint64, value []byte) error {
	k := append(bytes.Clone(keyOpenPref), seqKey(seq)...)
	if value == nil {
		return tx.tx.Bucket(bucketMeta).Delete(k)
	}
	return tx.tx.Bucket(bucketMeta).Put(k, value)
}

// SalvageLog reads the audit log of a damaged database file, without
// opening it as a database: fn gets the entries in order up to the first
// damaged page, and the damage comes back as a *DamageError (nil when the
// log's pages are whole). It is for saying how much of the log survives.
func SalvageLog(path string, fn func(seq uint64, value []byte) error) error {
	return mapFile(path, func(data []byte) error {
		defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
		err := walkBucket(data, string(bucketAudit), func(k, v []byte) error {
			seq, err := auditKey(k)
			if err != nil {
				return err
			}
			return fn(seq, bytes.Clone(v))
		})
		var d *damage
		if errors.As(err, &d) {
			return &DamageError{Path: path, Bucket: d.bucket, Page: d.page, Why: d.why}
		}
		return err
	})
}
