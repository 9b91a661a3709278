package audit_test

import (
	"encoding/binary"
	"encoding/json"
	"errors"
	"path/filepath"
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"

	"edge/audit"
	"edge/home"
	"edge/store"
)

func dev(id string, caps ...string) *home.Device {
	return &home.Device{ID: id, Name: id, Capabilities: caps}
}

func TestCheck(t *testing.T) {
	light := dev("light.kitchen", "onoff", "brightness")
	lock := dev("lock.front", "lock")
	sensor := dev("sensor.temp", "temperature")
	var p audit.Plan
	p.AllowCall(audit.Call{Device: "light.kitchen", Command: "set", Args: map[string]any{"brightness": 50.0}})
	p.AllowCall(audit.Call{Device: "light.kitchen", Command: "color", Args: map[string]any{"color": "red"}})
	p.Allow = append(p.Allow, audit.Constraint{Device: "light.kitchen", Command: "on"})
	p.AddReads("sensor.temp")
	tests := []struct {
		name   string
		call   audit.Call
		dev    *home.Device
		reason audit.Reason
	}{
		{"the call asked for", audit.Call{Device: "light.kitchen", Command: "set", Args: map[string]any{"brightness": 50.0}}, light, audit.OK},
		{"an int is the same number", audit.Call{Device: "light.kitchen", Command: "set", Args: map[string]any{"brightness": 50}}, light, audit.OK},
		{"explicit allow constraint without a step", audit.Call{Device: "light.kitchen", Command: "on"}, light, audit.OK},
		{"another value", audit.Call{Device: "light.kitchen", Command: "set", Args: map[string]any{"brightness": 100.0}}, light, audit.ArgOutOfBound},
		{"an argument not asked for", audit.Call{Device: "light.kitchen", Command: "set", Args: map[string]any{"brightness": 50.0, "color_temp": 3000.0}}, light, audit.ArgNotAllowed},
		{"a number where text was asked", audit.Call{Device: "light.kitchen", Command: "set", Args: map[string]any{"brightness": "50"}}, light, audit.ArgOutOfBound},
		{"a command not asked for", audit.Call{Device: "light.kitchen", Command: "off"}, light, audit.NotInPlan},
		{"a device not in the plan", audit.Call{Device: "lock.front", Command: "unlock"}, lock, audit.NotInPlan},
		{"a device without the command", audit.Call{Device: "sensor.temp", Command: "on"}, sensor, audit.NoSuchCommand},
		{"no such device", audit.Call{Device: "light.ghost", Command: "on"}, nil, audit.NoSuchDevice},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var cmds []string
			if tt.dev != nil {
				cmds = tt.dev.Commands()
			}
			d := p.Check(tt.call, cmds)
			if d.Reason != tt.reason || d.Allow != (tt.reason == audit.OK) {
				t.Errorf("Check(%s) = %+v, want %s", tt.call, d, tt.reason)
			}
		})
	}
	if d := p.CheckRead("sensor.temp"); !d.Allow {
		t.Errorf("a read the plan needs was refused: %+v", d)
	}
	if d := p.CheckRead("lock.front"); d.Allow || d.Reason != audit.NotInPlan {
		t.Errorf("a read outside the plan was allowed: %+v", d)
	}
}

func openAt(t *testing.T, path string) *store.DB {
	t.Helper()
	db, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	return db
}

// fill writes n entries and closes the database.
func fill(t *testing.T, path string, n int) {
	db := openAt(t, path)
	defer db.Close()
	log := audit.NewLog(db)
	at := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	for i := range n {
		c := audit.Call{Device: "light.a", Command: "on", Source: "grammar"}
		if _, err := log.Append(audit.Entry{Time: at.Add(time.Duration(i) * time.Second), Session: "s", Channel: "cli", Call: &c, Decision: audit.Decision{Allow: true, Reason: audit.OK}, Outcome: "done"}); err != nil {
			t.Fatal(err)
		}
	}
}

func key(seq uint64) []byte {
	k := make([]byte, 8)
	binary.BigEndian.PutUint64(k, seq)
	return k
}

// tamper edits the audit bucket of a closed database directly.
func tamper(t *testing.T, path string, fn func(b *bolt.Bucket) error) {
	t.Helper()
	bdb, err := bolt.Open(path, 0o600, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer bdb.Close()
	if err := bdb.Update(func(tx *bolt.Tx) error { return fn(tx.Bucket([]byte("audit"))) }); err != nil {
		t.Fatal(err)
	}
}

func TestVerify(t *testing.T) {
	tests := []struct {
		name    string
		tamper  func(b *bolt.Bucket) error
		wantSeq uint64
	}{
		{"intact", nil, 0},
		{"edited", func(b *bolt.Bucket) error {
			var e audit.Entry
			if err := json.Unmarshal(b.Get(key(3)), &e); err != nil {
				return err
			}
			e.Call.Command = "off"
			v, _ := json.Marshal(e)
			return b.Put(key(3), v)
		}, 3},
		{"removed", func(b *bolt.Bucket) error { return b.Delete(key(2)) }, 2},
		{"removed last", func(b *bolt.Bucket) error { return b.Delete(key(5)) }, 0},
		{"reordered", func(b *bolt.Bucket) error {
			two, four := append([]byte(nil), b.Get(key(2))...), append([]byte(nil), b.Get(key(4))...)
			if err := b.Put(key(2), four); err != nil {
				return err
			}
			return b.Put(key(4), two)
		}, 2},
		{"garbage", func(b *bolt.Bucket) error { return b.Put(key(4), []byte("{")) }, 4},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "edge.db")
			fill(t, path, 5)
			if tt.tamper != nil {
				tamper(t, path, tt.tamper)
			}
			db := openAt(t, path)
			defer db.Close()
			n, err := audit.NewLog(db).Verify()
			var ve *audit.VerifyError
			switch {
			case tt.wantSeq == 0 && err != nil:
				t.Errorf("Verify: %v", err)
			case tt.wantSeq == 0 && n < 4:
				t.Errorf("Verify counted %d entries", n)
			case tt.wantSeq != 0 && !errors.As(err, &ve):
				t.Errorf("Verify = %d, %v; want a break at %d", n, err, tt.wantSeq)
			case tt.wantSeq != 0 && ve.Seq != tt.wantSeq:
				t.Errorf("Verify broke at %d (%v), want %d", ve.Seq, err, tt.wantSeq)
			}
		})
	}
}
