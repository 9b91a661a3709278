package store_test

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"testing"
	"time"

	"edge/audit"
	"edge/home"
	"edge/store"
	"edge/turn"

	_ "edge/drivers/sim"
)

// realDB makes a database as edge leaves it: the demo home imported, turns
// that act, ask, confirm and refuse, and a prune.
func realDB(t *testing.T) string {
	t.Helper()
	h, err := home.Load("../testdata/homes/demo.yaml")
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "real.db")
	db, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if err := db.Import(h, nil); err != nil {
		t.Fatal(err)
	}
	at := time.Date(2026, 1, 1, 8, 0, 0, 0, time.UTC)
	e, err := turn.New(db, turn.Options{Clock: func() time.Time { return at }})
	if err != nil {
		t.Fatal(err)
	}
	for i := range 8 {
		for _, s := range []string{"turn on the kitchen light", "set the kitchen light to 30%", "is the front door locked?",
			"unlock the front door", "yes", "turn off all the lights", "打开客厅的灯", "set the kitchen light to 150%"} {
			e.Ask(context.Background(), turn.Request{Text: s, Session: fmt.Sprint("s", i%3)})
		}
		at = at.Add(24 * time.Hour)
	}
	err = db.Update(func(tx *store.Tx) error {
		_, err := audit.NewLog(db.View).Prune(tx, audit.Retention{MaxAge: 5 * 24 * time.Hour, MaxBytes: 1 << 30}, at)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return path
}

// inUse is how many bytes of a bbolt file its pages in use take (the rest
// is room the file was grown by).
func inUse(data []byte) int {
	pageSize := int(binary.NativeEndian.Uint32(data[16+8:]))
	meta := func(p int) (txid, pgid uint64) {
		m := data[p*pageSize+16:]
		return binary.NativeEndian.Uint64(m[48:]), binary.NativeEndian.Uint64(m[40:])
	}
	tx0, n0 := meta(0)
	tx1, n1 := meta(1)
	if tx1 > tx0 {
		n0 = n1
	}
	return min(len(data), int(n0)*pageSize)
}

// TestDamagedFiles flips random bytes in a copy of a real database, 1,000
// times (100 with -short), and uses each copy as edge would: open it, read
// the home, the states and the audit log, verify the log, run bbolt's
// consistency check, and (every tenth copy) answer a turn that acts. Any
// of these may fail, with an error; none may panic, fault or hang.
func TestDamagedFiles(t *testing.T) {
	rounds := 1000
	if testing.Short() {
		rounds = 100
	}
	data, err := os.ReadFile(realDB(t))
	if err != nil {
		t.Fatal(err)
	}
	used := inUse(data)
	dir := t.TempDir()
	rng := rand.New(rand.NewPCG(13, 1))
	opened, damaged := 0, 0
	for round := range rounds {
		b := bytes.Clone(data)
		var flips []string
		for range 1 + rng.IntN(8) {
			at := rng.IntN(used)
			b[at] ^= byte(1 + rng.IntN(255))
			flips = append(flips, fmt.Sprint(at))
		}
		path := filepath.Join(dir, fmt.Sprintf("damaged%d.db", round))
		if err := os.WriteFile(path, b, 0o600); err != nil {
			t.Fatal(err)
		}
		done := make(chan useResult, 1)
		go func() { done <- use(path, round%10 == 0) }()
		select {
		case r := <-done:
			if r.panicked != "" {
				t.Fatalf("round %d (bytes %s flipped): %s", round, strings.Join(flips, ", "), r.panicked)
			}
			if r.opened {
				opened++
			}
			if r.damaged {
				damaged++
			}
		case <-time.After(30 * time.Second):
			t.Fatalf("round %d (bytes %s flipped): still running after 30 s", round, strings.Join(flips, ", "))
		}
		os.Remove(path)
	}
	t.Logf("%d rounds: %d opened, %d reported damaged at open", rounds, opened, damaged)
	if damaged == 0 || opened == 0 {
		t.Errorf("the flips should damage some files past opening and leave others usable: %d opened, %d damaged", opened, damaged)
	}
}

type useResult struct {
	opened, damaged bool
	panicked        string
}

// use does with a database file what edge does, and reports a panic
// instead of dying of it; with act, it also answers a turn that acts.
func use(path string, act bool) (r useResult) {
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	defer func() {
		if p := recover(); p != nil {
			r.panicked = fmt.Sprintf("panic: %v\n%s", p, debug.Stack())
		}
	}()
	db, err := store.Open(path)
	if err != nil {
		var de *store.DamageError
		if errors.As(err, &de) {
			r.damaged = true
			if !strings.Contains(err.Error(), "Restore a backup") {
				r.panicked = "a damage error that says nothing to do: " + err.Error()
			}
			store.SalvageLog(path, func(uint64, []byte) error { return nil })
		}
		return r
	}
	r.opened = true
	defer db.Close()
	db.Home()
	db.States()
	log := audit.NewLog(db.View)
	log.Each(func(audit.Entry) error { return nil })
	log.Verify()
	log.Unfinished()
	log.Page(0, 50, nil)
	db.Check()
	if !act {
		return r
	}
	if e, err := turn.New(db, turn.Options{}); err == nil {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		e.Ask(ctx, turn.Request{Text: "turn on the kitchen light", Session: "s0"})
	}
	return r
}
