package audit

import (
	"bytes"
	"encoding/binary"
	"errors"
	"time"
)

// Defaults of the home's retention block: what the log keeps.
const (
	DefaultKeepDays = 365
	DefaultKeepMiB  = 64
)

// Retention is how much of the log is kept: entries younger than MaxAge,
// and at most MaxBytes of them.
type Retention struct {
	MaxAge   time.Duration
	MaxBytes int64
}

// RetentionOf is the retention of the home's block: days and MiB, 0 for
// the defaults.
func RetentionOf(days, mib int) Retention {
	if days <= 0 {
		days = DefaultKeepDays
	}
	if mib <= 0 {
		mib = DefaultKeepMiB
	}
	return Retention{MaxAge: time.Duration(days) * 24 * time.Hour, MaxBytes: int64(mib) << 20}
}

// slack is how far past the bounds the log may go before a prune is due,
// so that a prune removes many entries at once rather than a few at every
// turn: a day of age (an eighth of MaxAge when that is less).
func (r Retention) slack() time.Duration {
	return min(24*time.Hour, r.MaxAge/8)
}

// Prune reasons, in Checkpoint.Why.
const (
	PruneAge     = "age"
	PruneSize    = "size"
	PruneCommand = "command"
)

// PruneDue removes old entries when the log has gone past its retention:
// when its oldest entry is older than MaxAge (by a day or so), the entries
// older than MaxAge; when its entries are over MaxBytes, the oldest until
// they are under 7/8 of it. A checkpoint entry (Outcome Pruned) records
// the entries removed and the hash of the last of them, so that the
// chain is still checked from the first entry left. It returns how many
// entries it removed (0 when no prune was due).
func (l *Log) PruneDue(tx Tx, keep Retention, now time.Time) (int64, error) {
	_, size, err := tx.LogSize()
	if err != nil {
		return 0, err
	}
	_, first, err := tx.LogFirst()
	if err != nil || first == nil {
		return 0, err
	}
	cutoff := now.Add(-keep.MaxAge)
	aged := entryTime(first).Before(cutoff.Add(-keep.slack()))
	switch {
	case size > keep.MaxBytes:
		return l.prune(tx, cutoff, keep.MaxBytes*7/8, now, PruneSize)
	case aged:
		return l.prune(tx, cutoff, size, now, PruneAge)
	}
	return 0, nil
}

// Prune removes every entry older than keep.MaxAge, and the oldest
// entries while there are more than keep.MaxBytes of them, as PruneDue
// does when it is due, and returns how many it removed.
func (l *Log) Prune(tx Tx, keep Retention, now time.Time) (int64, error) {
	return l.prune(tx, now.Add(-keep.MaxAge), keep.MaxBytes, now, PruneCommand)
}

// prune removes entries from the front while they are older than cutoff
// or the log holds more than maxBytes, never an entry a call's open record
// still waits on, and appends the checkpoint.
func (l *Log) prune(tx Tx, cutoff time.Time, maxBytes int64, now time.Time, why string) (int64, error) {
	_, size, err := tx.LogSize()
	if err != nil {
		return 0, err
	}
	stop := ^uint64(0)
	err = tx.LogOpen(func(_ uint64, v []byte) error {
		for i := 0; i+8 <= len(v); i += 8 {
			stop = min(stop, binary.BigEndian.Uint64(v[i:]))
		}
		return nil
	})
	if err != nil {
		return 0, err
	}
	tail, last, err := tx.LogTail()
	if err != nil || last == nil {
		return 0, err
	}
	var through uint64
	var throughValue []byte
	errDone := errors.New("done")
	err = tx.LogScan(1, func(seq uint64, v []byte) error {
		if seq >= stop || (size <= maxBytes && !entryTime(v).Before(cutoff)) {
			return errDone
		}
		through, throughValue, size = seq, v, size-int64(len(v))
		return nil
	})
	if err != nil && !errors.Is(err, errDone) {
		return 0, err
	}
	if through == 0 {
		return 0, nil
	}
	hash, tailHash := hashOf(throughValue), hashOf(last)
	removed, err := tx.DeleteLogThrough(through)
	if err != nil {
		return 0, err
	}
	cp := Entry{Time: now, Outcome: Pruned, Checkpoint: &Checkpoint{Through: through, Hash: hash, Removed: removed, Why: why}}
	if _, err := appendAfter(tx, tail, tailHash, []Entry{cp}); err != nil {
		return 0, err
	}
	return removed, nil
}

// entryTime reads the time of a stored entry cheaply: canonical entries
// begin {"seq":N,"time":"...". An entry it cannot read is as old as can
// be, so that retention removes it first.
func entryTime(v []byte) time.Time {
	const key = `"time":"`
	i := bytes.Index(v, []byte(key))
	if i < 0 || i > 40 {
		return time.Time{}
	}
	v = v[i+len(key):]
	j := bytes.IndexByte(v, '"')
	if j < 0 {
		return time.Time{}
	}
	t, err := time.Parse(time.RFC3339Nano, string(v[:j]))
	if err != nil {
		return time.Time{}
	}
	return t
}
