package store_test

import (
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"path/filepath"
	"testing"

	bolt "go.etcd.io/bbolt"

	"edge/store"
	"edge/store/storetest"
)

// appendLog appends raw entries to the audit log, one transaction each.
func appendLog(t *testing.T, db *store.DB, values ...string) {
	t.Helper()
	for _, v := range values {
		err := db.Update(func(tx *store.Tx) error {
			seq, _, err := tx.LogTail()
			if err != nil {
				return err
			}
			return tx.AppendLog(seq+1, []byte(v))
		})
		if err != nil {
			t.Fatal(err)
		}
	}
}

// lastLog returns the number and value of the log's last entry.
func lastLog(t *testing.T, db *store.DB) (seq uint64, value string) {
	t.Helper()
	err := db.View(func(tx *store.Tx) error {
		var v []byte
		var err error
		seq, v, err = tx.LogTail()
		value = string(v)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return seq, value
}

func TestLog(t *testing.T) {
	db := storetest.Open(t)
	if seq, v := lastLog(t, db); seq != 0 || v != "" {
		t.Errorf("the tail of an empty log = %d, %q", seq, v)
	}
	const n = 300
	for i := 1; i <= n; i++ {
		appendLog(t, db, fmt.Sprintf("entry %d", i))
	}
	err := db.View(func(tx *store.Tx) error {
		var seen []uint64
		err := tx.LogScan(1, func(seq uint64, v []byte) error {
			if want := fmt.Sprintf("entry %d", seq); string(v) != want {
				t.Errorf("entry %d = %q, want %q", seq, v, want)
			}
			seen = append(seen, seq)
			return nil
		})
		if err != nil || len(seen) != n || seen[0] != 1 || seen[n-1] != n {
			t.Errorf("LogScan saw %d entries, %v", len(seen), err)
		}
		stop := errors.New("stop")
		count := 0
		err = tx.LogScan(250, func(seq uint64, _ []byte) error {
			count++
			if seq == 255 {
				return stop
			}
			return nil
		})
		if !errors.Is(err, stop) || count != 6 {
			t.Errorf("LogScan from 250 stopping at 255: %v after %d calls", err, count)
		}
		head, sum, err := tx.LogHead()
		if head != n || sum != sha256.Sum256([]byte("entry 300")) || err != nil {
			t.Errorf("head = %d, %x, %v; want %d and the hash of the last entry", head, sum, err, n)
		}
		entries, size, err := tx.LogSize()
		if want := int64(9*len("entry 1") + 90*len("entry 10") + 201*len("entry 100")); entries != n || size != want || err != nil {
			t.Errorf("LogSize = %d, %d, %v; want %d, %d", entries, size, err, n, want)
		}
		if v := tx.LogEntry(42); string(v) != "entry 42" {
			t.Errorf("LogEntry(42) = %q", v)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}

	err = db.Update(func(tx *store.Tx) error {
		if err := tx.AppendLog(n, []byte("again")); err == nil {
			t.Error("an entry numbered as one before was appended")
		}
		removed, err := tx.DeleteLogThrough(100)
		if removed != 100 || err != nil {
			t.Errorf("DeleteLogThrough(100) = %d, %v", removed, err)
		}
		first, v, err := tx.LogFirst()
		if first != 101 || string(v) != "entry 101" || err != nil {
			t.Errorf("LogFirst after the prune = %d, %q, %v", first, v, err)
		}
		entries, size, _ := tx.LogSize()
		if entries != 200 || size != 200*int64(len("entry 100")) {
			t.Errorf("LogSize after the prune = %d, %d", entries, size)
		}
		for _, seq := range []uint64{7, 3} {
			if err := tx.SetLogOpen(seq, []byte{byte(seq)}); err != nil {
				return err
			}
		}
		return tx.SetLogOpen(7, nil)
	})
	if err != nil {
		t.Fatal(err)
	}
	var open []string
	db.View(func(tx *store.Tx) error {
		return tx.LogOpen(func(seq uint64, v []byte) error {
			open = append(open, fmt.Sprintf("%d:%x", seq, v))
			return nil
		})
	})
	if fmt.Sprint(open) != "[3:03]" {
		t.Errorf("open records = %v, want [3:03]", open)
	}
}

// TestLogTailAfterCut: entries cut from the end leave their numbers taken,
// so that the gap stays visible.
func TestLogTailAfterCut(t *testing.T) {
	path := filepath.Join(t.TempDir(), "edge.db")
	db, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	appendLog(t, db, "one", "two", "three")
	db.Close()
	rewrite(t, path, func(tx *bolt.Tx) error {
		return tx.Bucket([]byte("audit")).Delete(binary.BigEndian.AppendUint64(nil, 3))
	})
	db, err = store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if seq, v := lastLog(t, db); seq != 3 || v != "two" {
		t.Errorf("tail after a cut = %d, %q; want 3, two", seq, v)
	}
	appendLog(t, db, "four")
	if seq, v := lastLog(t, db); seq != 4 || v != "four" {
		t.Errorf("appended after a cut as %d, %q; want 4", seq, v)
	}
}
