package cli

import (
	"encoding/binary"
	"path/filepath"
	"strings"
	"testing"

	bolt "go.etcd.io/bbolt"
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
		return tx.Bucket([]byte("audit")).Delete(binary.BigEndian.AppendUint64(nil, 2))
	})
	b.Close()
	if err != nil {
		t.Fatal(err)
	}
	code, out, errs := run(t, "", "audit", "--db", db, "verify")
	if code != 1 || out != "" || !strings.Contains(errs, "audit log broken at entry 2: missing: the log ends at 1 but 2 entries were written") {
		t.Errorf("exit %d, %q, %q", code, out, errs)
	}
}
