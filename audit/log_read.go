package audit

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"time"
)

// Reading the log: its entries in order, the unfinished calls, a page
// of them, and the verification of the chain.

// Unfinished returns the started entries whose results were never written
// (the process died), oldest first.
func (l *Log) Unfinished() ([]Entry, error) {
	var out []Entry
	err := l.view(func(tx Tx) error {
		return tx.LogOpen(func(key uint64, v []byte) error {
			for i := 0; i+8 <= len(v); i += 8 {
				seq := binary.BigEndian.Uint64(v[i:])
				b := tx.LogEntry(seq)
				if b == nil {
					continue
				}
				e, err := Decode(b)
				if err != nil {
					return fmt.Errorf("audit entry %d: %w", seq, err)
				}
				out = append(out, e)
			}
			return nil
		})
	})
	return out, err
}

// batch is how many entries a read takes per transaction.
const batch = 256

// scan calls fn for every stored entry from seq from on, in order, in
// batches of transactions, fn running outside them.
func (l *Log) scan(from uint64, fn func(seq uint64, value []byte) error) error {
	type kv struct {
		seq   uint64
		value []byte
	}
	errFull := errors.New("batch full")
	for {
		var got []kv
		err := l.view(func(tx Tx) error {
			return tx.LogScan(from, func(seq uint64, v []byte) error {
				if len(got) == batch {
					return errFull
				}
				got = append(got, kv{seq, bytes.Clone(v)})
				return nil
			})
		})
		if err != nil && !errors.Is(err, errFull) {
			return err
		}
		for _, e := range got {
			if err := fn(e.seq, e.value); err != nil {
				return err
			}
		}
		if len(got) < batch {
			return nil
		}
		from = got[len(got)-1].seq + 1
	}
}

// Each calls fn for every entry in order, and stops at the first error fn
// returns. fn runs outside any transaction. An entry that is not in its
// canonical form is an error naming it (a *VerifyError).
func (l *Log) Each(fn func(Entry) error) error {
	return l.each(1, fn)
}

func (l *Log) each(from uint64, fn func(Entry) error) error {
	return l.scan(from, func(seq uint64, v []byte) error {
		e, err := Decode(v)
		if err != nil {
			return &VerifyError{Seq: seq, Why: err.Error()}
		}
		return fn(e)
	})
}

// Decisions calls fn for the entries of the log as a reader wants them, in
// order: the outcome of a started call is its result's (done, failed, or
// interrupted when no result was written), and results entries are left
// out.
func (l *Log) Decisions(fn func(Entry) error) error {
	results := map[uint64]string{}
	err := l.Each(func(e Entry) error {
		for _, r := range e.Results {
			results[r.Seq] = r.Outcome
		}
		return nil
	})
	if err != nil {
		return err
	}
	return l.Each(func(e Entry) error {
		if e.Outcome == Results {
			return nil
		}
		if e.Outcome == Started {
			e.Outcome = Interrupted
			if o, ok := results[e.Seq]; ok {
				e.Outcome = o
			}
		}
		return fn(e)
	})
}

// VerifyError names the first entry where the chain breaks.
type VerifyError struct {
	Seq uint64
	Why string
}

func (e *VerifyError) Error() string {
	return fmt.Sprintf("audit log broken at entry %d: %s", e.Seq, e.Why)
}

// Chain checks entries as they come, in order: each is in its canonical
// form, numbered in sequence, follows the one before and has the hash of
// its content; the first one left after a prune follows the checkpoint
// that says so. Verify uses it on the whole log; it also checks what is
// left of a damaged one.
type Chain struct {
	// N is the number of entries checked; First and Last their numbers.
	N           int
	First, Last uint64
	prev        string
	last        []byte
	firstPrev   string
	// checkpoints by the entry they removed last: the hash it had.
	checkpoints map[uint64]string
}

// Add checks the next entry, stored as value under seq.
func (c *Chain) Add(seq uint64, value []byte) error {
	e, err := Decode(value)
	if err != nil {
		return &VerifyError{Seq: seq, Why: err.Error()}
	}
	switch {
	case c.N > 0 && seq != c.Last+1:
		return &VerifyError{Seq: c.Last + 1, Why: fmt.Sprintf("missing (next is %d)", seq)}
	case e.Seq != seq:
		return &VerifyError{Seq: seq, Why: fmt.Sprintf("stored under %d but numbered %d", seq, e.Seq)}
	case c.N > 0 && e.Prev != c.prev:
		return &VerifyError{Seq: c.Last, Why: fmt.Sprintf("edited (entry %d does not follow it)", seq)}
	case e.Checkpoint != nil && e.Checkpoint.Through >= seq:
		return &VerifyError{Seq: seq, Why: "a checkpoint of entries after it"}
	}
	if c.N == 0 {
		c.First, c.firstPrev = seq, e.Prev
	}
	if e.Checkpoint != nil {
		if c.checkpoints == nil {
			c.checkpoints = map[uint64]string{}
		}
		c.checkpoints[e.Checkpoint.Through] = e.Checkpoint.Hash
	}
	c.N++
	c.Last, c.prev, c.last = seq, e.Hash, value
	return nil
}

// Start checks where the entries began: at the first entry ever, or just
// after what a checkpoint among them says was pruned.
func (c *Chain) Start() error {
	switch {
	case c.N == 0:
		return nil
	case c.First == 1 && c.firstPrev == "":
		return nil
	case c.First == 1:
		return &VerifyError{Seq: 1, Why: "the first entry follows another"}
	}
	h, ok := c.checkpoints[c.First-1]
	switch {
	case !ok:
		return &VerifyError{Seq: c.First - 1, Why: fmt.Sprintf("missing: the log starts at %d and no checkpoint says entries 1–%d were pruned", c.First, c.First-1)}
	case h != c.firstPrev:
		return &VerifyError{Seq: c.First, Why: "does not follow the entries the checkpoint says were pruned"}
	}
	return nil
}

// Verify checks the whole chain (Chain) and returns the number of entries,
// or a *VerifyError for the first entry edited, removed, reordered or not
// in its canonical form. The last entry is also checked against the head
// record the store writes with every entry, so that entries cut from the
// end are found too.
func (l *Log) Verify() (int, error) {
	var c Chain
	if err := l.scan(1, c.Add); err != nil {
		return c.N, err
	}
	if err := c.Start(); err != nil {
		return c.N, err
	}
	var head uint64
	var sum [sha256.Size]byte
	err := l.view(func(tx Tx) error {
		var err error
		head, sum, err = tx.LogHead()
		return err
	})
	switch {
	case err != nil:
		return c.N, &VerifyError{Seq: c.Last + 1, Why: "the head record is unreadable"}
	case head == 0 && c.N > 0:
		return c.N, &VerifyError{Seq: c.Last, Why: "no head record: the log's end cannot be checked (it was removed, or written by an older edge)"}
	case head > c.Last:
		return c.N, &VerifyError{Seq: c.Last + 1, Why: fmt.Sprintf("missing: the log ends at %d but %d entries were written", c.Last, head)}
	case head < c.Last:
		return c.N, &VerifyError{Seq: head + 1, Why: fmt.Sprintf("added after the last entry written (%d)", head)}
	case c.N > 0 && sha256.Sum256(c.last) != sum:
		return c.N, &VerifyError{Seq: head, Why: "edited (it is not the last entry written)"}
	}
	return c.N, nil
}

// Page returns up to limit entries after seq after that match keeps (nil
// keeps all), oldest first; next is the after of the following page and
// more says whether there are entries after it.
func (l *Log) Page(after uint64, limit int, keep func(Entry) bool) (entries []Entry, next uint64, more bool, err error) {
	errEnough := errors.New("enough")
	next = after
	err = l.each(after+1, func(e Entry) error {
		if len(entries) == limit {
			return errEnough
		}
		next = e.Seq
		if keep == nil || keep(e) {
			entries = append(entries, e)
		}
		return nil
	})
	if errors.Is(err, errEnough) {
		return entries, next, true, nil
	}
	return entries, next, false, err
}

// Filter selects entries of the log; an empty field selects all.
type Filter struct {
	Session string
	// Device matches the call's device.
	Device string
	// Source matches the call's source: grammar, llm, repair, scene.
	Source string
	// Reason matches the decision's reason (ok, not_in_plan, policy, ...).
	Reason Reason
	// Decision is "allow" for the calls allowed, "deny" for those refused.
	Decision string
	// Since keeps the entries at or after this time.
	Since time.Time
}

// Match reports whether the filter selects the entry. Entries without a
// decision (results, checkpoints) match only filters of session and time.
func (f Filter) Match(e Entry) bool {
	var c Call
	if e.Call != nil {
		c = *e.Call
	}
	decided := e.Decision.Reason != ""
	switch {
	case f.Session != "" && e.Session != f.Session,
		f.Device != "" && c.Device != f.Device,
		f.Source != "" && c.Source != f.Source,
		f.Reason != "" && e.Decision.Reason != f.Reason,
		f.Decision != "" && !decided,
		f.Decision == "allow" && !e.Decision.Allow,
		f.Decision == "deny" && e.Decision.Allow,
		!f.Since.IsZero() && e.Time.Before(f.Since):
		return false
	}
	return true
}
