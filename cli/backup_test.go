package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"edge/audit"
)

func TestBackup(t *testing.T) {
	dir := t.TempDir()
	db, out := filepath.Join(dir, "edge.db"), filepath.Join(dir, "copy.db")
	if code, _, errs := run(t, "", "ask", "--home", demoHome, "--db", db, "turn on the tv"); code != 0 {
		t.Fatal(errs)
	}
	code, stdout, errs := run(t, "", "backup", "--db", db, out)
	if code != 0 || !strings.Contains(stdout, "copied from the database; checked, audit log intact: 2 entries") {
		t.Fatalf("exit %d: %s %s", code, stdout, errs)
	}
	c := opened(t, out)
	if st, err := c.State("media.living_tv"); err != nil || st["on"] != true {
		t.Errorf("the copy's tv: %v, %v", st, err)
	}
	if st, _ := os.Stat(out); st.Mode().Perm() != 0o600 {
		t.Errorf("the copy's mode: %v", st.Mode())
	}
	if matches, _ := filepath.Glob(filepath.Join(dir, "*.tmp")); len(matches) != 0 {
		t.Errorf("left behind: %v", matches)
	}
	for _, args := range [][]string{{"backup", "--db", db}, {"backup", out}, {"backup", "--db", db, db}} {
		if code, _, errs := run(t, "", args...); code != 2 {
			t.Errorf("%v: exit %d %s", args, code, errs)
		}
	}
	if code, _, errs := run(t, "", "backup", "--db", filepath.Join(dir, "none.db"), out); code != 2 || !strings.Contains(errs, "no such database") {
		t.Errorf("a missing database: exit %d %s", code, errs)
	}
}

// TestBackupWhileServing: a database edge serve holds is copied by the
// server, consistently: through its control socket with no flag, over
// HTTP with its admin token (not with the control token).
func TestBackupWhileServing(t *testing.T) {
	dir := t.TempDir()
	db, out := filepath.Join(dir, "edge.db"), filepath.Join(dir, "copy.db")
	if code, _, errs := run(t, "", "ask", "--home", demoHome, "--db", db, "turn on the tv"); code != 0 {
		t.Fatal(errs)
	}
	addrs, l, stop := serveDB(t, db)
	viaSocket := filepath.Join(dir, "socket.db")
	code, stdout, errs := run(t, "", "backup", "--db", db, viaSocket)
	if code != 0 || !strings.Contains(stdout, "through its control socket") || !strings.Contains(stdout, "audit log intact: 2 entries") {
		t.Errorf("through the control socket: exit %d: %s %s", code, stdout, errs)
	}
	code, _, errs = run(t, "", "backup", "--db", db, "--http", addrs["http"], "--token-file", db+".token", filepath.Join(dir, "control.db"))
	if code != 1 || !strings.Contains(errs, "403") {
		t.Errorf("with the control token: exit %d %s", code, errs)
	}
	code, stdout, errs = run(t, "", "backup", "--db", db, "--http", addrs["http"], out)
	if code != 0 || !strings.Contains(stdout, "sent by edge serve on "+addrs["http"]) || !strings.Contains(stdout, "audit log intact: 2 entries") {
		t.Errorf("exit %d: %s %s", code, stdout, errs)
	}
	bad := filepath.Join(dir, "bad.token")
	os.WriteFile(bad, []byte(strings.Repeat("0", 64)), 0o600)
	code, _, errs = run(t, "", "backup", "--db", db, "--http", addrs["http"], "--token-file", bad, filepath.Join(dir, "other.db"))
	if code != 1 || !strings.Contains(errs, "401") {
		t.Errorf("a wrong token: exit %d %s", code, errs)
	}
	if code := stop(); code != 0 {
		t.Fatalf("serve: exit %d: %s", code, l)
	}
	c := opened(t, out)
	if n, err := audit.NewLog(c.View).Verify(); n != 2 || err != nil {
		t.Errorf("the copy's log: %d, %v", n, err)
	}
}
