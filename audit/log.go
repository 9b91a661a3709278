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
// *VerifyError for the first edited, removed or reordered entry.
func (l *Log) Verify() (int, error) {
	n, prev := 0, ""
	var want uint64 = 1
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
		prev, want = e.Hash, want+1
		n++
		return nil
	})
	return n, err
}
