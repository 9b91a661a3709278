package audit

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"time"
)

// Entry is one record of the audit log: a decision on a call (or on many
// of one turn, as a Summary), the results of calls that were started, or
// a checkpoint of a prune. It is stored as its canonical JSON (json.Marshal
// of the decoded entry, the time in UTC to the millisecond, no hash), so
// that any byte edit is caught; its Hash is the SHA-256 of those bytes,
// which include Prev, the hash of the entry before: editing, removing or
// reordering entries breaks the chain. (Entries written by an earlier edge
// hold their hash, taken over the entry with Hash empty; it is checked.)
type Entry struct {
	Seq      uint64    `json:"seq"`
	Time     time.Time `json:"time"`
	Session  string    `json:"session"`
	Channel  string    `json:"channel"`
	Text     string    `json:"text,omitempty"`
	Call     *Call     `json:"call,omitempty"`
	Attempt  int       `json:"attempt,omitempty"` // the number of an attempt at repairing the call's arguments, from 1
	Decision Decision  `json:"decision,omitzero"`
	Risk     string    `json:"risk,omitempty"`
	Outcome  string    `json:"outcome"`
	// Summary stands for the calls or reads of a turn logged as one entry.
	Summary *Summary `json:"summary,omitempty"`
	// Results are the outcomes of started calls (Outcome Results).
	Results []Result `json:"results,omitempty"`
	// Checkpoint says what a prune removed (Outcome Pruned).
	Checkpoint *Checkpoint `json:"checkpoint,omitempty"`
	// Timer is the id of the timer or delayed command the entry is about:
	// set (with Due, when it is to run), run, missed or cancelled.
	Timer string    `json:"timer,omitempty"`
	Due   time.Time `json:"due,omitzero"`
	Prev  string    `json:"prev"`
	Hash  string    `json:"hash,omitempty"`
}

// Outcomes of the entries the log writes itself, and of the results of
// started calls.
const (
	// Started is an allowed call about to run: its entry is committed
	// before the driver runs, its result in a Results entry after.
	Started = "started"
	// Results is an entry that gives the results of started calls.
	Results = "results"
	// Interrupted is the result of a started call whose process died
	// before its result was written (see Unfinished).
	Interrupted = "interrupted"
	// Pruned is a checkpoint entry (see Prune).
	Pruned = "pruned"
)

// Summary stands for many calls or reads of one turn in one entry: how
// many, and the SHA-256 (hex) of the JSON array of them (Digest), so that
// a list said to be them can be checked.
type Summary struct {
	Count  int    `json:"count"`
	Digest string `json:"digest"`
}

// Summarize is the Summary of calls.
func Summarize(calls []Call) *Summary {
	b, _ := json.Marshal(calls)
	sum := sha256.Sum256(b)
	return &Summary{Count: len(calls), Digest: hex.EncodeToString(sum[:])}
}

// Result is the outcome of a started call: done or failed (with the
// driver's error), or interrupted (with the device's state as read again
// afterwards, or why it could not be read).
type Result struct {
	Seq     uint64         `json:"seq"`
	Outcome string         `json:"outcome"`
	Error   string         `json:"error,omitempty"`
	State   map[string]any `json:"state,omitempty"`
}

// Checkpoint records a prune: the entries up to Through were removed, and
// Hash was the hash of that last one (the Prev of the entry after it), so
// that the chain is checked from the first entry left.
type Checkpoint struct {
	Through uint64 `json:"through"`
	Hash    string `json:"hash"`
	Removed int64  `json:"removed"`
	// Why is what asked for the prune: age, size, or command.
	Why string `json:"why"`
}

// oldDigest is the hash an earlier edge stored in an entry: over its JSON
// with Hash empty, the last field.
func (e Entry) oldDigest() (string, error) {
	e.Hash = ""
	b, err := json.Marshal(e)
	if err != nil {
		return "", err
	}
	b = append(b[:len(b)-1], `,"hash":""}`...)
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:]), nil
}

// Tx is a transaction of the store that keeps the log (store.Tx is one).
// Byte slices it returns are valid until the transaction ends or writes.
type Tx interface {
	// LogTail returns the highest sequence number ever given (0: none)
	// and the last entry left (nil: none).
	LogTail() (seq uint64, last []byte, err error)
	// LogHead returns the number and SHA-256 of the last entry appended.
	LogHead() (seq uint64, sum [sha256.Size]byte, err error)
	// LogFirst returns the first entry left (0 and nil: none).
	LogFirst() (seq uint64, value []byte, err error)
	// LogEntry returns entry seq, nil when there is none.
	LogEntry(seq uint64) []byte
	// LogScan calls fn for the entries from seq from on, in order,
	// stopping at fn's first error.
	LogScan(from uint64, fn func(seq uint64, value []byte) error) error
	// LogSize returns how many entries there are and their bytes.
	LogSize() (entries, size int64, err error)
	// LogOpen calls fn for every open record, in order.
	LogOpen(fn func(seq uint64, value []byte) error) error
	// AppendLog stores entry seq, above every number given, as the head.
	AppendLog(seq uint64, value []byte) error
	// DeleteLogThrough removes the entries up to seq.
	DeleteLogThrough(seq uint64) (int64, error)
	// SetLogOpen writes open record seq; nil removes it.
	SetLogOpen(seq uint64, value []byte) error
}

// Log is the hash-chained audit log of a store. Writes take the caller's
// transaction, so that a turn commits its entries with its session;
// reads run their own.
type Log struct {
	view func(func(Tx) error) error
}

// NewLog returns the log of the store whose View runs read transactions
// (store.DB.View).
func NewLog[T Tx](view func(func(T) error) error) *Log {
	return &Log{view: func(fn func(Tx) error) error { return view(func(tx T) error { return fn(tx) }) }}
}

// encode returns the canonical bytes of e, and sets e.Hash to their hash:
// what Decode gives back encodes to the same bytes, whatever the types of
// the values of its arguments and states.
func encode(e *Entry) ([]byte, error) {
	if e.Call != nil {
		c := *e.Call
		c.Args = canonical(c.Args)
		e.Call = &c
	}
	if len(e.Results) > 0 {
		rs := make([]Result, len(e.Results))
		for i, r := range e.Results {
			r.State = canonical(r.State)
			rs[i] = r
		}
		e.Results = rs
	}
	e.Time = e.Time.UTC().Truncate(time.Millisecond)
	e.Hash = ""
	b, err := json.Marshal(e)
	if err != nil {
		return nil, err
	}
	sum := sha256.Sum256(b)
	e.Hash = hex.EncodeToString(sum[:])
	return b, nil
}

// canonical returns m with its values as JSON decodes them (numbers as
// float64, lists as []any, objects as map[string]any).
func canonical(m map[string]any) map[string]any {
	if m == nil {
		return nil
	}
	out := make(map[string]any, len(m))
	for k, v := range m {
		switch v.(type) {
		case string, bool, float64, nil:
			out[k] = v
		default:
			b, err := json.Marshal(v)
			var x any
			if err != nil || json.Unmarshal(b, &x) != nil {
				x = fmt.Sprint(v)
			}
			out[k] = x
		}
	}
	return out
}

// Decode reads a stored entry and sets its Hash. It fails unless value is
// exactly the canonical encoding of the entry it decodes to (and, for an
// entry an earlier edge wrote with its hash, unless that hash is right).
func Decode(value []byte) (Entry, error) {
	var e Entry
	if err := json.Unmarshal(value, &e); err != nil {
		return Entry{}, errors.New("not a valid entry")
	}
	if b, err := json.Marshal(e); err != nil || !bytes.Equal(b, value) {
		return Entry{}, errors.New("not in its canonical form (edited)")
	}
	if e.Hash != "" {
		if h, err := e.oldDigest(); err != nil || h != e.Hash {
			return Entry{}, errors.New("edited (hash mismatch)")
		}
		return e, nil
	}
	sum := sha256.Sum256(value)
	e.Hash = hex.EncodeToString(sum[:])
	return e, nil
}

// hashOf returns the hash of a stored entry. An entry that does not decode
// (damaged) is hashed as it is stored, so that the chain goes on from
// exactly those bytes and verify still reports them.
func hashOf(value []byte) string {
	if e, err := Decode(value); err == nil {
		return e.Hash
	}
	sum := sha256.Sum256(value)
	return hex.EncodeToString(sum[:])
}

// Append chains entries onto the log in tx and returns them as written:
// Seq, Prev and Hash are set here.
func (l *Log) Append(tx Tx, entries ...Entry) ([]Entry, error) {
	seq, last, err := tx.LogTail()
	if err != nil {
		return nil, err
	}
	prev := ""
	if last != nil {
		prev = hashOf(last)
	}
	return appendAfter(tx, seq, prev, entries)
}

func appendAfter(tx Tx, seq uint64, prev string, entries []Entry) ([]Entry, error) {
	out := make([]Entry, len(entries))
	for i, e := range entries {
		seq++
		e.Seq, e.Prev = seq, prev
		b, err := encode(&e)
		if err != nil {
			return nil, fmt.Errorf("audit entry %d: %w", seq, err)
		}
		if err := tx.AppendLog(seq, b); err != nil {
			return nil, err
		}
		out[i], prev = e, e.Hash
	}
	return out, nil
}

// Begin appends the entries of calls about to run, with Outcome Started,
// and an open record naming them; Finish closes it with their results. A
// process that dies in between leaves the record, so that the next start
// finds the calls (Unfinished) and marks them interrupted: a call can
// change a device only after its entry is committed.
func (l *Log) Begin(tx Tx, entries ...Entry) ([]Entry, error) {
	for i := range entries {
		entries[i].Outcome = Started
	}
	out, err := l.Append(tx, entries...)
	if err != nil || len(out) == 0 {
		return out, err
	}
	rec := make([]byte, 0, 8*len(out))
	for _, e := range out {
		rec = binary.BigEndian.AppendUint64(rec, e.Seq)
	}
	return out, tx.SetLogOpen(out[0].Seq, rec)
}

// Finish appends e (Outcome Results) with the results of started calls and
// closes the open records of those calls.
func (l *Log) Finish(tx Tx, e Entry) (Entry, error) {
	e.Outcome = Results
	done := map[uint64]bool{}
	for _, r := range e.Results {
		done[r.Seq] = true
	}
	type rec struct {
		key  uint64
		left []byte
	}
	var recs []rec
	err := tx.LogOpen(func(key uint64, v []byte) error {
		var left []byte
		for i := 0; i+8 <= len(v); i += 8 {
			if !done[binary.BigEndian.Uint64(v[i:])] {
				left = append(left, v[i:i+8]...)
			}
		}
		if len(left) < len(v) {
			recs = append(recs, rec{key, left})
		}
		return nil
	})
	if err != nil {
		return Entry{}, err
	}
	for _, r := range recs {
		if err := tx.SetLogOpen(r.key, r.left); err != nil {
			return Entry{}, err
		}
	}
	out, err := l.Append(tx, e)
	if err != nil {
		return Entry{}, err
	}
	return out[0], nil
}
