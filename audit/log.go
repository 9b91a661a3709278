package audit

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"time"

	"edge/store"
)

// Entry is one record of the audit log. Hash is SHA-256 over Prev and the
// canonical JSON of the entry with Hash empty, so editing, removing or
// reordering entries breaks the chain.
type Entry struct {
	Seq      uint64    `json:"seq"`
	Time     time.Time `json:"time"`
	Session  string    `json:"session"`
	Channel  string    `json:"channel"`
	Text     string    `json:"text,omitempty"`
	Call     *Call     `json:"call,omitempty"`
	Attempt  int       `json:"attempt,omitempty"` // the number of an attempt at repairing the call's arguments, from 1
	Decision Decision  `json:"decision"`
	Risk     string    `json:"risk,omitempty"`
	Outcome  string    `json:"outcome"`
	Prev     string    `json:"prev"`
	Hash     string    `json:"hash"`
}

func (e Entry) digest() (string, error) {
	e.Hash = ""
	b, err := json.Marshal(e)
	if err != nil {
		return "", err
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:]), nil
}

// Log is the hash-chained audit log in the store.
type Log struct {
	db *store.DB
}

// NewLog returns the audit log of a database.
func NewLog(db *store.DB) *Log { return &Log{db: db} }

// Append chains and writes an entry; Seq, Prev and Hash are set here.
func (l *Log) Append(e Entry) (Entry, error) {
	_, err := l.db.AppendAuditFunc(func(prevSeq uint64, prev []byte) ([]byte, error) {
		e.Seq, e.Prev = prevSeq+1, ""
		if prev != nil {
			var p Entry
			if err := json.Unmarshal(prev, &p); err != nil {
				return nil, fmt.Errorf("audit entry %d: %w", prevSeq, err)
			}
			e.Prev = p.Hash
		}
		h, err := e.digest()
		if err != nil {
			return nil, err
		}
		e.Hash = h
		return json.Marshal(e)
	})
	return e, err
}

// Each calls fn for every entry in order.
func (l *Log) Each(fn func(Entry) error) error {
	return l.db.ForEachAudit(func(seq uint64, v []byte) error {
		var e Entry
		if err := json.Unmarshal(v, &e); err != nil {
			return fmt.Errorf("audit entry %d: %w", seq, err)
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

// Verify checks the whole chain and returns the number of entries, or a
// *VerifyError for the first edited, removed or reordered entry. The last
// entry is also checked against the head record the store writes with
// every entry, so that entries cut from the end are found too.
func (l *Log) Verify() (int, error) {
	n, prev := 0, ""
	var want uint64 = 1
	var last []byte
	err := l.db.ForEachAudit(func(seq uint64, v []byte) error {
		var e Entry
		dec := json.NewDecoder(bytes.NewReader(v))
		if err := dec.Decode(&e); err != nil {
			return &VerifyError{Seq: seq, Why: "not a valid entry"}
		}
		switch h, err := e.digest(); {
		case seq != want:
			return &VerifyError{Seq: want, Why: fmt.Sprintf("missing (next is %d)", seq)}
		case e.Seq != seq:
			return &VerifyError{Seq: seq, Why: fmt.Sprintf("stored under %d but numbered %d", seq, e.Seq)}
		case e.Prev != prev:
			return &VerifyError{Seq: seq, Why: "does not follow the entry before it"}
		case err != nil || h != e.Hash:
			return &VerifyError{Seq: seq, Why: "edited (hash mismatch)"}
		}
		prev, want, last = e.Hash, want+1, v
		n++
		return nil
	})
	if err != nil {
		return n, err
	}
	head, sum, err := l.db.AuditHead()
	switch {
	case err != nil:
		return n, &VerifyError{Seq: want, Why: "the head record is unreadable"}
	case head == 0 && n > 0:
		return n, &VerifyError{Seq: want - 1, Why: "no head record: the log's end cannot be checked (it was removed, or written by an older edge)"}
	case head > uint64(n):
		return n, &VerifyError{Seq: want, Why: fmt.Sprintf("missing: the log ends at %d but %d entries were written", n, head)}
	case head < uint64(n):
		return n, &VerifyError{Seq: head + 1, Why: fmt.Sprintf("added after the last entry written (%d)", head)}
	case n > 0 && sha256.Sum256(last) != sum:
		return n, &VerifyError{Seq: head, Why: "edited (it is not the last entry written)"}
	}
	return n, nil
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

// Match reports whether the filter selects the entry.
func (f Filter) Match(e Entry) bool {
	var c Call
	if e.Call != nil {
		c = *e.Call
	}
	switch {
	case f.Session != "" && e.Session != f.Session,
		f.Device != "" && c.Device != f.Device,
		f.Source != "" && c.Source != f.Source,
		f.Reason != "" && e.Decision.Reason != f.Reason,
		f.Decision == "allow" && !e.Decision.Allow,
		f.Decision == "deny" && e.Decision.Allow,
		!f.Since.IsZero() && e.Time.Before(f.Since):
		return false
	}
	return true
}
