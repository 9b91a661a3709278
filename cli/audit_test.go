package cli

import (
	"encoding/binary"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"

	"edge/audit"
	"edge/store"
)

func TestAuditFilters(t *testing.T) {
	db := filepath.Join(t.TempDir(), "edge.db")
	if code, _, errs := run(t, "", "import", "--db", db, demoHome); code != 0 {
		t.Fatal(errs)
	}
	in := `{"text": "turn on the tv", "session": "a"}
{"text": "set the kitchen light to 150%", "session": "b"}
{"text": "is the front door locked", "session": "b"}
`
	if code, _, errs := run(t, in, "ask", "--db", db, "-"); code != 0 {
		t.Fatal(errs)
	}
	tests := []struct {
		args []string
		want []string // the calls listed
	}{
		{nil, []string{"media.living_tv.on", "light.kitchen.set brightness=150", "lock.front_door.read attribute=locked"}},
		{[]string{"--session", "b"}, []string{"light.kitchen.set brightness=150", "lock.front_door.read attribute=locked"}},
		{[]string{"--decision", "deny"}, []string{"light.kitchen.set brightness=150"}},
		{[]string{"--decision", "allow", "--session", "b"}, []string{"lock.front_door.read attribute=locked"}},
		{[]string{"--reason", "invalid_args"}, []string{"light.kitchen.set brightness=150"}},
		{[]string{"--device", "media.living_tv"}, []string{"media.living_tv.on"}},
		{[]string{"--source", "llm"}, nil},
		{[]string{"--since", "1h"}, []string{"media.living_tv.on", "light.kitchen.set brightness=150", "lock.front_door.read attribute=locked"}},
		{[]string{"--since", "2999-01-01"}, nil},
	}
	for _, tt := range tests {
		code, out, errs := run(t, "", append([]string{"audit", "--db", db}, tt.args...)...)
		if code != 0 {
			t.Errorf("audit %v: exit %d %s", tt.args, code, errs)
			continue
		}
		var got []string
		for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
			if f := strings.Split(line, "\t"); len(f) == 8 {
				if f[3] != "grammar" {
					t.Errorf("source column %q in %q", f[3], line)
				}
				got = append(got, f[4])
			}
		}
		if strings.Join(got, "|") != strings.Join(tt.want, "|") {
			t.Errorf("audit %v:\n got %q\nwant %q", tt.args, got, tt.want)
		}
	}
	for _, args := range [][]string{{"--decision", "maybe"}, {"--since", "yesterday"}} {
		if code, _, errs := run(t, "", append([]string{"audit", "--db", db}, args...)...); code != 2 {
			t.Errorf("audit %v: exit %d %s", args, code, errs)
		}
	}
}

// TestAuditVerifyCut: entries cut from the end of the log are reported.
func TestAuditVerifyCut(t *testing.T) {
	db := filepath.Join(t.TempDir(), "edge.db")
	if code, _, errs := run(t, "", "ask", "--home", demoHome, "--db", db, "turn on the tv"); code != 0 {
		t.Fatal(errs)
	}
	run(t, "", "ask", "--db", db, "turn off the tv")
	b, err := bolt.Open(db, 0o600, nil)
	if err != nil {
		t.Fatal(err)
	}
	err = b.Update(func(tx *bolt.Tx) error {
		return tx.Bucket([]byte("audit")).Delete(binary.BigEndian.AppendUint64(nil, 4))
	})
	b.Close()
	if err != nil {
		t.Fatal(err)
	}
	code, out, errs := run(t, "", "audit", "--db", db, "verify")
	if code != 1 || out != "" || !strings.Contains(errs, "audit log broken at entry 4: missing: the log ends at 3 but 4 entries were written") {
		t.Errorf("exit %d, %q, %q", code, out, errs)
	}
}

// oldLog makes a database whose audit log holds entries from 100 days ago
// to today, a call left started (its process died) and the demo home.
func oldLog(t *testing.T) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "edge.db")
	if code, _, errs := run(t, "", "import", "--db", path, demoHome); code != 0 {
		t.Fatal(errs)
	}
	db := opened(t, path)
	log := audit.NewLog(db.View)
	now := time.Now().UTC()
	err := db.Update(func(tx *store.Tx) error {
		for d := 100; d >= 0; d -= 10 {
			e := audit.Entry{Time: now.Add(-time.Duration(d) * 24 * time.Hour), Session: "s", Channel: "cli", Text: "turn on the tv",
				Call: &audit.Call{Device: "media.living_tv", Command: "on", Args: map[string]any{}, Source: "grammar"}, Decision: audit.Allowed, Risk: "low", Outcome: "done"}
			if _, err := log.Append(tx, e); err != nil {
				return err
			}
		}
		_, err := log.Begin(tx, audit.Entry{Time: now, Session: "s", Channel: "http", Text: "open the garage door",
			Call: &audit.Call{Device: "cover.garage_door", Command: "open", Args: map[string]any{}, Source: "grammar"}, Decision: audit.Allowed, Risk: "high"})
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	db.Close()
	return path
}

// TestAuditInterruptedAndPrune: a call whose process died shows as
// interrupted; prune removes what is older than asked and leaves a
// checkpoint that verifies.
func TestAuditInterruptedAndPrune(t *testing.T) {
	db := oldLog(t)
	code, out, errs := run(t, "", "audit", "--db", db)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 0 || len(lines) != 12 || !strings.HasSuffix(lines[11], "cover.garage_door.open\tok\thigh\tinterrupted") {
		t.Fatalf("exit %d %s\n%s", code, errs, out)
	}
	code, out, errs = run(t, "", "audit", "--db", db, "prune", "--days", "35")
	if code != 0 || !strings.HasPrefix(out, "removed 7 entries; the audit log keeps 6 entries") {
		t.Fatalf("prune: exit %d %s %s", code, out, errs)
	}
	code, out, _ = run(t, "", "audit", "--db", db)
	if code != 0 || !strings.Contains(out, "pruned 7 entries through 7 (command)") || strings.Count(out, "\n") != 6 {
		t.Errorf("after the prune:\n%s", out)
	}
	if code, out, errs := run(t, "", "audit", "--db", db, "verify"); code != 0 || out != "database and audit log intact: 6 entries\n" {
		t.Errorf("verify after the prune: exit %d %q %s", code, out, errs)
	}
	// The next start of an engine marks the call interrupted in the log.
	if code, _, errs := run(t, "", "ask", "--db", db, "--no-model", "is the tv on?"); code != 0 {
		t.Fatal(errs)
	}
	code, out, _ = run(t, "", "audit", "--db", db, "--json", "--device", "")
	if code != 0 || !strings.Contains(out, `"results":[{"seq":12,"outcome":"interrupted","state":{"position":0}}]`) {
		t.Errorf("the results of the restart:\n%s", out)
	}
	for _, args := range [][]string{{"prune", "--days", "-1"}, {"--days", "3"}, {"verify", "--mib", "3"}} {
		if code, _, errs := run(t, "", append([]string{"audit", "--db", db}, args...)...); code != 2 {
			t.Errorf("%v: exit %d %s", args, code, errs)
		}
	}
}

// TestAuditVerifyDamaged: a damaged file is reported with where the damage
// is, what to do, and the last intact entry of its audit log.
func TestAuditVerifyDamaged(t *testing.T) {
	db := oldLog(t)
	data, err := os.ReadFile(db)
	if err != nil {
		t.Fatal(err)
	}
	// Spoil the free-page list: the audit log is intact.
	pageSize := int(binary.NativeEndian.Uint32(data[16+8:]))
	meta := 0
	if binary.NativeEndian.Uint64(data[pageSize+16+48:]) > binary.NativeEndian.Uint64(data[16+48:]) {
		meta = pageSize
	}
	free := int(binary.NativeEndian.Uint64(data[meta+16+32:]))
	binary.NativeEndian.PutUint16(data[free*pageSize+8:], 0x7)
	if err := os.WriteFile(db, data, 0o600); err != nil {
		t.Fatal(err)
	}
	code, out, errs := run(t, "", "audit", "--db", db, "verify")
	for _, want := range []string{"is damaged (in the free-page list, page", "Restore a backup", "edge import", "The last intact entry of its audit log is 12 ("} {
		if code != 1 || out != "" || !strings.Contains(errs, want) {
			t.Errorf("exit %d %q: %s\nwant %q", code, out, errs, want)
		}
	}
	if code, _, errs := run(t, "", "ask", "--db", db, "is the tv on?"); code != 1 || !strings.Contains(errs, "is damaged") {
		t.Errorf("ask on a damaged database: exit %d %s", code, errs)
	}
}

// opened opens a database a test made and closes it when the test ends.
func opened(t *testing.T, path string) *store.DB {
	t.Helper()
	db, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}
