package turn_test

import (
	"context"
	"encoding/binary"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"edge"
	"edge/audit"
	"edge/drivers"
	"edge/home"
	"edge/index"
	"edge/store"
	"edge/turn"
)

// peekKind is a driver that looks at the audit log while it runs: which of
// the log's started calls are still open (committed, no result yet).
const peekKind = "peek"

var peek struct {
	once sync.Once
	mu   sync.Mutex
	db   *store.DB
	seen []string
}

type peekDriver struct{}

func (peekDriver) Do(_ context.Context, dev *home.Device, command string, _ map[string]any) (map[string]any, error) {
	peek.mu.Lock()
	defer peek.mu.Unlock()
	open, err := audit.NewLog(peek.db.View).Unfinished()
	if err != nil {
		return nil, err
	}
	mine := "not in the log"
	for _, e := range open {
		if e.Call != nil && e.Call.Device == dev.ID && e.Call.Command == command {
			mine = "started"
		}
	}
	peek.seen = append(peek.seen, fmt.Sprintf("%s %s: %s, %d open", dev.ID, command, mine, len(open)))
	return map[string]any{"on": command == "on"}, nil
}

func (peekDriver) Read(context.Context, *home.Device) (map[string]any, error) {
	return map[string]any{"on": true}, nil
}

func lightsHome(t testing.TB, n int, driver string) *home.Home {
	t.Helper()
	var b strings.Builder
	b.WriteString("rooms:\n  - {id: hall, name: Hall}\ndevices:\n")
	for i := range n {
		fmt.Fprintf(&b, "  - {id: light.l%d, name: Lamp %d, room: hall, type: light, capabilities: [onoff, brightness], state: {on: false, brightness: 10}, driver: {kind: %s}}\n", i, i, driver)
	}
	h, err := home.Parse("lights.yaml", []byte(b.String()))
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// demoEngine is an engine on the demo home, in a database of its own.
func demoEngine(t testing.TB) *turn.Engine {
	t.Helper()
	h, err := home.Parse("demo.yaml", edge.DemoHome)
	if err != nil {
		t.Fatal(err)
	}
	e, _ := engineOn(t, filepath.Join(t.TempDir(), "edge.db"), h)
	return e
}

func engineOn(t testing.TB, path string, h *home.Home) (*turn.Engine, *store.DB) {
	t.Helper()
	db, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	if h != nil {
		if err := db.Import(h, index.Write); err != nil {
			t.Fatal(err)
		}
	}
	c := &clock{t: time.Date(2026, 6, 1, 8, 0, 0, 0, time.UTC)}
	e, err := turn.New(db, turn.Options{Clock: c.now})
	if err != nil {
		t.Fatal(err)
	}
	return e, db
}

// TestWriteAhead: when a driver runs, its call is already committed in the
// log, started and open; afterwards its result closes it.
func TestWriteAhead(t *testing.T) {
	peek.once.Do(func() {
		drivers.Register(peekKind, func(drivers.Env) (drivers.Driver, error) { return peekDriver{}, nil })
	})
	e, db := engineOn(t, filepath.Join(t.TempDir(), "edge.db"), lightsHome(t, 3, peekKind))
	peek.mu.Lock()
	peek.db, peek.seen = db, nil
	peek.mu.Unlock()
	if r := e.Ask(context.Background(), turn.Request{Text: "turn on all the lights", Session: "s"}); r.Outcome != turn.Done {
		t.Fatalf("%s: %s", summary(r), r.Say)
	}
	want := []string{"light.l0 on: started, 3 open", "light.l1 on: started, 3 open", "light.l2 on: started, 3 open"}
	if strings.Join(peek.seen, "\n") != strings.Join(want, "\n") {
		t.Errorf("what the driver saw:\n%s\nwant\n%s", strings.Join(peek.seen, "\n"), strings.Join(want, "\n"))
	}
	log := audit.NewLog(db.View)
	if open, err := log.Unfinished(); len(open) != 0 || err != nil {
		t.Errorf("open after the turn: %d, %v", len(open), err)
	}
	var got []string
	log.Decisions(func(en audit.Entry) error {
		got = append(got, en.Call.String()+" "+en.Outcome)
		return nil
	})
	if strings.Join(got, ", ") != "light.l0.on done, light.l1.on done, light.l2.on done" {
		t.Errorf("log: %v", got)
	}
	if n, err := log.Verify(); n != 4 || err != nil {
		t.Errorf("Verify = %d, %v; want 3 started entries and their results", n, err)
	}
}

// commits is the number of the last transaction committed to a database
// file: bbolt writes it into a meta page with every commit.
func commits(t *testing.T, path string) uint64 {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var hdr [64 + 16]byte
	if _, err := f.ReadAt(hdr[:], 0); err != nil {
		t.Fatal(err)
	}
	pageSize := int64(binary.NativeEndian.Uint32(hdr[16+8:]))
	txid := binary.NativeEndian.Uint64(hdr[16+48:])
	if _, err := f.ReadAt(hdr[:], pageSize); err != nil {
		t.Fatal(err)
	}
	return max(txid, binary.NativeEndian.Uint64(hdr[16+48:]))
}

// TestCommitsPerTurn: a turn that acts commits once before its calls run
// (their entries and the session), the simulator once for all of them,
// and once after (their results, the session); a turn that only asks,
// once. Whatever the number of devices.
func TestCommitsPerTurn(t *testing.T) {
	for _, n := range []int{1, 300} {
		path := filepath.Join(t.TempDir(), "edge.db")
		e, _ := engineOn(t, path, lightsHome(t, n, "sim"))
		turns := []struct {
			text, outcome string
			commits       uint64
		}{
			{"turn on all the lights", turn.Done, 3},
			{"set all the lights to 40%", turn.Done, 3},
			{"turn off all the lights", turn.Done, 3},
			{"are all the lights on?", turn.Answer, 1},
		}
		if n > 8 {
			turns[0].outcome, turns[0].commits = turn.Confirm, 1 // more than bulk: a yes first
			turns = append(turns[:1], append([]struct {
				text, outcome string
				commits       uint64
			}{{"yes", turn.Done, 3}}, turns[1:]...)...)
			turns[2].outcome, turns[2].commits = turn.Confirm, 1
			turns[3].outcome, turns[3].commits = turn.Confirm, 1
		}
		for _, tt := range turns {
			before := commits(t, path)
			r := e.Ask(context.Background(), turn.Request{Text: tt.text, Session: "s"})
			if got := commits(t, path) - before; r.Outcome != tt.outcome || got != tt.commits {
				t.Errorf("%d lights, %q: %s in %d commits, want %s in %d", n, tt.text, r.Outcome, got, tt.outcome, tt.commits)
			}
		}
	}
}

// TestCompactEntries: a turn's reads, a dry run's calls and the calls a
// question asks about are one entry each, with their count and digest.
func TestCompactEntries(t *testing.T) {
	e, db := engineOn(t, filepath.Join(t.TempDir(), "edge.db"), lightsHome(t, 50, "sim"))
	noYes, err := turn.New(db, turn.Options{Bulk: 100})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []struct {
		e       *turn.Engine
		text    string
		dry     bool
		outcome string
	}{
		{e, "which lights are on?", false, turn.Answer},
		{noYes, "turn on all the lights", true, turn.Planned},
		{e, "turn on all the lights", false, turn.Confirm},
		{e, "no", false, turn.Cancelled},
		{e, "is lamp 7 on?", false, turn.Answer},
	} {
		if r := s.e.Ask(context.Background(), turn.Request{Text: s.text, Session: "s", DryRun: s.dry}); r.Outcome != s.outcome {
			t.Fatalf("%q: %s, want %s", s.text, summary(r), s.outcome)
		}
	}
	var got []string
	audit.NewLog(db.View).Each(func(en audit.Entry) error {
		switch {
		case en.Summary != nil:
			got = append(got, fmt.Sprintf("%d calls %s", en.Summary.Count, en.Outcome))
		case en.Call != nil:
			got = append(got, en.Call.String()+" "+en.Outcome)
		}
		return nil
	})
	want := "50 calls answer, 50 calls planned, 50 calls confirm, light.l7.read attribute=on answer"
	if strings.Join(got, ", ") != want {
		t.Errorf("log:\n%s\nwant\n%s", strings.Join(got, ", "), want)
	}
	var calls []audit.Call
	for i := range 50 {
		calls = append(calls, audit.Call{Device: fmt.Sprintf("light.l%d", i), Command: "on", Args: map[string]any{}, Source: "grammar"})
	}
	// in the order the turn planned them: by id
	slices.SortFunc(calls, func(a, b audit.Call) int { return strings.Compare(a.Device, b.Device) })
	var planned *audit.Summary
	audit.NewLog(db.View).Each(func(en audit.Entry) error {
		if en.Outcome == turn.Planned {
			planned = en.Summary
		}
		return nil
	})
	if want := audit.Summarize(calls); planned == nil || *planned != *want {
		t.Errorf("the dry run's digest %+v, want that of its calls %+v", planned, want)
	}
}

// TestRecoverInterrupted: calls a process started and never finished (it
// died between its two commits) are marked interrupted at the next start,
// with the state of their devices read again.
func TestRecoverInterrupted(t *testing.T) {
	path := filepath.Join(t.TempDir(), "edge.db")
	h := lightsHome(t, 2, "sim")
	db, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := db.Import(h, index.Write); err != nil {
		t.Fatal(err)
	}
	// What a process does before it dies: the calls' entries committed,
	// one of the two carried out.
	log := audit.NewLog(db.View)
	at := time.Date(2026, 6, 1, 7, 0, 0, 0, time.UTC)
	err = db.Update(func(tx *store.Tx) error {
		var entries []audit.Entry
		for _, id := range []string{"light.l0", "light.l1"} {
			entries = append(entries, audit.Entry{Time: at, Session: "s", Channel: "http", Text: "brighter",
				Call: &audit.Call{Device: id, Command: "set", Args: map[string]any{"brightness": 70.0}, Source: "grammar"}, Decision: audit.Allowed, Risk: "low"})
		}
		_, err := log.Begin(tx, entries...)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if errs := db.UpdateStates([]string{"light.l0"}, func(int, map[string]any) (map[string]any, error) {
		return map[string]any{"on": true, "brightness": 70.0}, nil
	}); errs[0] != nil {
		t.Fatal(errs[0])
	}
	db.Close()

	_, db = engineOn(t, path, nil)
	log = audit.NewLog(db.View)
	if open, err := log.Unfinished(); len(open) != 0 || err != nil {
		t.Errorf("still open after the start: %d, %v", len(open), err)
	}
	var got []string
	log.Each(func(en audit.Entry) error {
		for _, r := range en.Results {
			got = append(got, fmt.Sprintf("%d %s brightness=%v", r.Seq, r.Outcome, r.State["brightness"]))
		}
		return nil
	})
	if want := "1 interrupted brightness=70, 2 interrupted brightness=10"; strings.Join(got, ", ") != want {
		t.Errorf("results: %s, want %s", strings.Join(got, ", "), want)
	}
	var outcomes []string
	log.Decisions(func(en audit.Entry) error {
		outcomes = append(outcomes, en.Outcome)
		return nil
	})
	if strings.Join(outcomes, " ") != "interrupted interrupted" {
		t.Errorf("outcomes %v", outcomes)
	}
	if _, err := log.Verify(); err != nil {
		t.Error(err)
	}
}

// TestNoEntryNoCall: when the entries of a turn's calls cannot be
// committed, no driver runs.
func TestNoEntryNoCall(t *testing.T) {
	e, db := engineOn(t, filepath.Join(t.TempDir(), "edge.db"), lightsHome(t, 2, "sim"))
	// A session id longer than a key may be makes every commit fail.
	r := e.Ask(context.Background(), turn.Request{Text: "turn on all the lights", Session: strings.Repeat("s", 40_000)})
	if r.Outcome != turn.Failed || len(r.Actions) != 2 || !strings.Contains(r.Actions[0].Error, "the audit log could not be written") {
		t.Fatalf("%s: %+v", summary(r), r.Actions)
	}
	for _, id := range []string{"light.l0", "light.l1"} {
		if st, err := db.State(id); err != nil || st["on"] != false {
			t.Errorf("%s ran without its entry: %v %v", id, st, err)
		}
	}
	n, err := audit.NewLog(db.View).Verify()
	if n != 0 || err != nil {
		t.Errorf("the log: %d entries, %v", n, err)
	}
}
