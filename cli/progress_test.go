package cli

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// TestImportProgress: an import that takes longer than progressAfter
// (here: from the start) tells its steps and its time on standard error;
// a quick one, and a refused one, tell nothing but what they must.
func TestImportProgress(t *testing.T) {
	defer func(d time.Duration) { progressAfter = d }(progressAfter)
	db := filepath.Join(t.TempDir(), "edge.db")
	if code, _, errs := run(t, "", "import", "--db", db, demoHome); code != 0 || errs != "" {
		t.Fatalf("a quick import: exit %d, standard error %q; want 0 and nothing", code, errs)
	}
	progressAfter = 0
	code, out, errs := run(t, "", "import", "--db", db, demoHome)
	if code != 0 || !strings.HasPrefix(out, "imported ") {
		t.Fatalf("exit %d: %s%s", code, out, errs)
	}
	want := regexp.MustCompile(`^edge import: reading and checking \S+demo.yaml \.\.\.
edge import: importing \d+ devices into \S+edge.db \.\.\.
edge import: done in \d+\.\d s
$`)
	if !want.MatchString(errs) {
		t.Errorf("standard error:\n%s\nwant the steps and the time", errs)
	}
	bad := filepath.Join(t.TempDir(), "bad.yaml")
	if err := os.WriteFile(bad, []byte("devices:\n  - {id: light.a, name: \"\\u200b\", type: light, capabilities: [onoff]}\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	progressAfter = time.Hour
	code, _, errs = run(t, "", "import", "--db", db, bad)
	if code != 2 || strings.Contains(errs, "done in") || !strings.Contains(errs, "invisible character U+200B") {
		t.Errorf("a refused import: exit %d, standard error %q", code, errs)
	}
}
