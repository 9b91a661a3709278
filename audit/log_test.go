package audit_test

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"

	"edge/audit"
	"edge/store"
	"edge/store/storetest"
)

var t0 = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)

// entryAt is a decision entry on a call at a time.
func entryAt(at time.Time, device string, args map[string]any) audit.Entry {
	return audit.Entry{Time: at, Session: "s", Channel: "cli", Text: "words",
		Call: &audit.Call{Device: device, Command: "set", Args: args, Source: "grammar"}, Decision: audit.Allowed, Risk: "low", Outcome: "done"}
}

func appendEntries(t *testing.T, db *store.DB, entries ...audit.Entry) []audit.Entry {
	t.Helper()
	var out []audit.Entry
	err := db.Update(func(tx *store.Tx) error {
		var err error
		out, err = audit.NewLog(db.View).Append(tx, entries...)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestCanonicalEntries: every byte edit of a stored entry is caught, also
// those that decode to the same entry; entries written with any kind of
// value verify, and what verifies lists.
func TestCanonicalEntries(t *testing.T) {
	edits := []struct {
		name string
		edit func(v []byte) []byte
		why  string
	}{
		{"whitespace added", func(v []byte) []byte { return bytes.Replace(v, []byte(`,"time"`), []byte(`, "time"`), 1) }, "canonical"},
		{"an unknown field", func(v []byte) []byte { return bytes.Replace(v, []byte(`{"seq"`), []byte(`{"note":"x","seq"`), 1) }, "canonical"},
		{"a duplicate key", func(v []byte) []byte {
			return bytes.Replace(v, []byte(`"outcome":"done"`), []byte(`"outcome":"done","outcome":"done"`), 1)
		}, "canonical"},
		{"a second object appended", func(v []byte) []byte { return append(bytes.Clone(v), []byte(`{"seq":2}`)...) }, "not a valid entry"},
		{"a key in other case", func(v []byte) []byte { return bytes.Replace(v, []byte(`"risk"`), []byte(`"Risk"`), 1) }, "canonical"},
		{"a number written otherwise", func(v []byte) []byte {
			return bytes.Replace(v, []byte(`"brightness":40`), []byte(`"brightness":40.0`), 1)
		}, "canonical"},
		{"an escape written otherwise", func(v []byte) []byte { return bytes.Replace(v, []byte(`words`), []byte(`w\u006frds`), 1) }, "canonical"},
		{"a newline at the end", func(v []byte) []byte { return append(bytes.Clone(v), '\n') }, "canonical"},
	}
	for _, tt := range edits {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "edge.db")
			db := openAt(t, path)
			appendEntries(t, db, entryAt(t0, "light.a", map[string]any{"brightness": 30.0}), entryAt(t0, "light.a", map[string]any{"brightness": 40.0}), entryAt(t0, "light.b", nil))
			db.Close()
			tamper(t, path, func(b *bolt.Bucket) error {
				v := tt.edit(b.Get(key(2)))
				if bytes.Equal(v, b.Get(key(2))) {
					return errors.New("the edit changed nothing")
				}
				return b.Put(key(2), v)
			})
			db = openAt(t, path)
			defer db.Close()
			log := audit.NewLog(db.View)
			_, err := log.Verify()
			var ve *audit.VerifyError
			if !errors.As(err, &ve) || ve.Seq != 2 || !strings.Contains(ve.Why, tt.why) {
				t.Fatalf("Verify = %v; want entry 2 caught (%s)", err, tt.why)
			}
			if err := log.Each(func(audit.Entry) error { return nil }); !errors.As(err, &ve) || ve.Seq != 2 {
				t.Errorf("Each over the edited entry: %v", err)
			}
		})
	}

	// Whatever the types of the values, what is written verifies, and
	// what verifies is listed.
	db := storetest.Open(t)
	appendEntries(t, db,
		entryAt(t0, "light.a", map[string]any{"brightness": 30, "big": uint64(1) << 60, "list": []string{"a"}, "m": map[string]int{"x": 1}, "f": float32(0.1)}),
		audit.Entry{Time: t0.In(time.FixedZone("CST", 8*3600)), Session: "s", Channel: "cli", Text: "<b> & \xff 中文", Outcome: audit.Results,
			Results: []audit.Result{{Seq: 1, Outcome: audit.Interrupted, State: map[string]any{"on": true, "n": 3}}}},
	)
	log := audit.NewLog(db.View)
	if n, err := log.Verify(); n != 2 || err != nil {
		t.Fatalf("Verify = %d, %v", n, err)
	}
	got, next, more, err := log.Page(0, 10, nil)
	if len(got) != 2 || next != 2 || more || err != nil {
		t.Errorf("Page = %d entries, next %d, more %v, %v", len(got), next, more, err)
	}
	b, _ := json.Marshal(got[0].Call.Args)
	if string(b) != `{"big":1152921504606847000,"brightness":30,"f":0.1,"list":["a"],"m":{"x":1}}` {
		t.Errorf("args as stored: %s", b)
	}
}

// TestVerifyFront: entries removed from the front are caught unless a
// checkpoint of a prune says so.
func TestVerifyFront(t *testing.T) {
	path := filepath.Join(t.TempDir(), "edge.db")
	fill(t, path, 5)
	tamper(t, path, func(b *bolt.Bucket) error {
		if err := b.Delete(key(1)); err != nil {
			return err
		}
		return b.Delete(key(2))
	})
	db := openAt(t, path)
	defer db.Close()
	_, err := audit.NewLog(db.View).Verify()
	var ve *audit.VerifyError
	if !errors.As(err, &ve) || ve.Seq != 2 || !strings.Contains(ve.Why, "no checkpoint says entries 1–2 were pruned") {
		t.Errorf("Verify = %v", err)
	}
}

// TestPrune: retention removes the oldest entries, leaves a checkpoint
// that keeps the chain verifiable, and never an entry whose call is
// still open.
func TestPrune(t *testing.T) {
	db := storetest.Open(t)
	log := audit.NewLog(db.View)
	var entries []audit.Entry
	for i := range 100 {
		entries = append(entries, entryAt(t0.Add(time.Duration(i)*time.Hour), fmt.Sprintf("light.l%d", i), map[string]any{"brightness": float64(i)}))
	}
	appendEntries(t, db, entries...)
	size := func() (n, b int64) {
		db.View(func(tx *store.Tx) error {
			n, b, _ = tx.LogSize()
			return nil
		})
		return n, b
	}
	_, total := size()
	keep := audit.Retention{MaxAge: 1000 * time.Hour, MaxBytes: total}
	prune := func(now time.Time, keep audit.Retention, due bool) int64 {
		t.Helper()
		var removed int64
		err := db.Update(func(tx *store.Tx) error {
			var err error
			if due {
				removed, err = log.PruneDue(tx, keep, now)
			} else {
				removed, err = log.Prune(tx, keep, now)
			}
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := log.Verify(); err != nil {
			t.Fatalf("after the prune: %v", err)
		}
		return removed
	}
	now := t0.Add(100 * time.Hour)
	if n := prune(now, keep, true); n != 0 {
		t.Errorf("a prune within the bounds removed %d", n)
	}
	// Over its size: down to 7/8 of it.
	appendEntries(t, db, entryAt(now, "light.x", nil))
	if n := prune(now, keep, true); n < 10 || n > 15 {
		t.Errorf("the prune for size removed %d entries, want an eighth or so", n)
	}
	const checkpoint = 300 // bytes, about
	if _, b := size(); b > keep.MaxBytes*7/8+checkpoint {
		t.Errorf("after the prune for size: %d bytes, want at most %d and a checkpoint", b, keep.MaxBytes*7/8)
	}
	// Age: not due until the oldest is a day past the bound; then all older
	// than it go.
	keep = audit.Retention{MaxAge: 400 * time.Hour, MaxBytes: 1 << 30}
	if n := prune(t0.Add(430*time.Hour), keep, true); n != 0 {
		t.Errorf("a prune for age within a day of the bound removed %d", n)
	}
	n := prune(t0.Add(450*time.Hour), keep, true)
	var first audit.Entry
	log.Each(func(e audit.Entry) error {
		if first.Seq == 0 {
			first = e
		}
		return nil
	})
	if first.Call == nil || first.Call.Device != "light.l50" || n == 0 {
		t.Errorf("after the prune for age (%d removed) the log starts with %+v, want light.l50", n, first)
	}
	var checkpoints []string
	log.Each(func(e audit.Entry) error {
		if c := e.Checkpoint; c != nil {
			checkpoints = append(checkpoints, fmt.Sprintf("%s through %d", c.Why, c.Through))
		}
		return nil
	})
	if len(checkpoints) != 2 || !strings.HasPrefix(checkpoints[0], "size through ") || checkpoints[1] != "age through 50" {
		t.Errorf("checkpoints left: %v", checkpoints)
	}

	// An open call stops a prune: its entry and all after it stay.
	err := db.Update(func(tx *store.Tx) error {
		_, err := log.Begin(tx, entryAt(now, "light.open", nil))
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	prune(now.Add(10000*time.Hour), keep, false)
	open, err := log.Unfinished()
	if len(open) != 1 || err != nil {
		t.Fatalf("open calls after a prune: %d, %v", len(open), err)
	}
	log.Each(func(e audit.Entry) error {
		if e.Call != nil && e.Call.Device != "light.open" {
			t.Errorf("entry %d (%s) older than the bound is left", e.Seq, e.Call.Device)
		}
		return nil
	})
}

// TestPruneAll: a prune that removes every entry leaves only its
// checkpoint, and the log goes on from it.
func TestPruneAll(t *testing.T) {
	db := storetest.Open(t)
	log := audit.NewLog(db.View)
	appendEntries(t, db, entryAt(t0, "light.a", nil), entryAt(t0, "light.b", nil))
	err := db.Update(func(tx *store.Tx) error {
		_, err := log.Prune(tx, audit.Retention{MaxAge: time.Hour, MaxBytes: 1 << 20}, t0.Add(48*time.Hour))
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	appendEntries(t, db, entryAt(t0.Add(48*time.Hour), "light.c", nil))
	if n, err := log.Verify(); n != 2 || err != nil {
		t.Errorf("Verify = %d, %v; want the checkpoint and the new entry", n, err)
	}
}

// TestEarlierEntries: entries an earlier edge wrote, with their hash
// inside (taken over the entry with the hash empty), verify and chain on;
// one edited is caught.
func TestEarlierEntries(t *testing.T) {
	legacy := func(e audit.Entry) []byte {
		e.Hash = ""
		b, err := json.Marshal(e)
		if err != nil {
			t.Fatal(err)
		}
		sum := sha256.Sum256(append(b[:len(b)-1], `,"hash":""}`...))
		e.Hash = hex.EncodeToString(sum[:])
		if b, err = json.Marshal(e); err != nil {
			t.Fatal(err)
		}
		return b
	}
	path := filepath.Join(t.TempDir(), "edge.db")
	db := openAt(t, path)
	prev := ""
	err := db.Update(func(tx *store.Tx) error {
		for i := uint64(1); i <= 3; i++ {
			e := entryAt(t0.Add(time.Duration(i)*time.Second), "light.a", map[string]any{"brightness": float64(i)})
			e.Seq, e.Prev = i, prev
			v := legacy(e)
			if err := tx.AppendLog(i, v); err != nil {
				return err
			}
			d, err := audit.Decode(v)
			if err != nil {
				return err
			}
			prev = d.Hash
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	written := appendEntries(t, db, entryAt(t0.Add(time.Hour), "light.b", nil))
	if written[0].Prev != prev {
		t.Errorf("the new entry follows %q, want %q", written[0].Prev, prev)
	}
	if n, err := audit.NewLog(db.View).Verify(); n != 4 || err != nil {
		t.Fatalf("Verify = %d, %v", n, err)
	}
	db.Close()
	tamper(t, path, func(b *bolt.Bucket) error {
		var e audit.Entry
		if err := json.Unmarshal(b.Get(key(2)), &e); err != nil {
			return err
		}
		e.Call.Args["brightness"] = 99.0
		v, err := json.Marshal(e)
		if err != nil {
			return err
		}
		return b.Put(key(2), v)
	})
	db = openAt(t, path)
	defer db.Close()
	_, err = audit.NewLog(db.View).Verify()
	var ve *audit.VerifyError
	if !errors.As(err, &ve) || ve.Seq != 2 || ve.Why != "edited (hash mismatch)" {
		t.Errorf("Verify = %v; want entry 2 edited", err)
	}
}

// TestAppendAfterDamage: a damaged last entry does not stop the log: the
// next entry follows its bytes, and verify names it.
func TestAppendAfterDamage(t *testing.T) {
	path := filepath.Join(t.TempDir(), "edge.db")
	fill(t, path, 3)
	tamper(t, path, func(b *bolt.Bucket) error { return b.Put(key(3), append(bytes.Clone(b.Get(key(3))), ' ')) })
	db := openAt(t, path)
	defer db.Close()
	appendEntries(t, db, entryAt(t0, "light.a", nil))
	_, err := audit.NewLog(db.View).Verify()
	var ve *audit.VerifyError
	if !errors.As(err, &ve) || ve.Seq != 3 || !strings.Contains(ve.Why, "canonical") {
		t.Errorf("Verify = %v; want entry 3 named", err)
	}
}
