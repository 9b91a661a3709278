package cli

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"edge/audit"
	"edge/store"
)

// TestAuditLinesCannotBeForged: no field of an entry can forge another
// field or entry of edge audit's listing: a session id with a tab, a line
// break or an escape sequence is refused where it comes in (edge ask's
// --session and JSON lines), and one already in the log (an older
// edge's) is listed quoted, one entry a line.
func TestAuditLinesCannotBeForged(t *testing.T) {
	path := filepath.Join(t.TempDir(), "edge.db")
	if code, _, errs := run(t, "", "import", "--db", path, demoHome); code != 0 {
		t.Fatal(errs)
	}
	forged := "x\t2026-11-30 00:19:19\tp1\tgrammar\tlock.front_door.unlock\tok\tcritical\tdone\n31\t2026\x1b[2K"
	in := `{"text": "turn on the tv", "session": "x\t2026\tlock.front_door.unlock\n9"}` + "\n" + `{"text": "turn on the tv", "session": "ok"}` + "\n"
	code, out, errs := run(t, in, "ask", "--db", path, "--json", "-")
	if code != 0 || strings.Count(out, "\n") != 2 || !strings.Contains(out, "session id must be printable ASCII without spaces") ||
		!strings.Contains(out, `"outcome":"done"`) {
		t.Fatalf("exit %d %s\n%s", code, errs, out)
	}
	if code, _, errs := run(t, "", "ask", "--db", path, "--session", "a\nb", "turn on the tv"); code != 2 || !strings.Contains(errs, "--session") {
		t.Errorf("--session with a line break: exit %d %s", code, errs)
	}

	db := opened(t, path)
	err := db.Update(func(tx *store.Tx) error {
		_, err := audit.NewLog(db.View).Append(tx, audit.Entry{Time: time.Now().UTC(), Session: forged, Channel: "cli", Text: "turn off the tv",
			Call: &audit.Call{Device: "media.living_tv", Command: "off", Args: map[string]any{}, Source: "grammar"}, Decision: audit.Allowed, Risk: "low", Outcome: "done"})
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	db.Close()
	code, out, errs = run(t, "", "audit", "--db", path)
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if code != 0 || len(lines) != 2 || strings.Contains(out, "\x1b") || strings.Contains(out, "lock.front_door.unlock\tok") {
		t.Fatalf("exit %d %s\n%q", code, errs, out)
	}
	last := strings.Split(lines[1], "\t")
	if len(last) != 8 || !strings.HasPrefix(last[2], `"x\t2026`) || last[4] != "media.living_tv.off" {
		t.Errorf("the entry with the forged session: %q", last)
	}
}
