package cli

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"edge"
	"edge/home"
	"edge/index"
	"edge/store"
	"edge/turn"
)

// outcomes are the outcomes of CONTRACT §3.
var outcomes = []string{turn.Done, turn.Planned, turn.Answer, turn.ConditionFalse, turn.Clarify, turn.Confirm,
	turn.Cancelled, turn.Blocked, turn.NotUnderstood, turn.Failed, "scheduled"}

// TestDocsOutcomes: docs/asking.md has a row for every outcome, and
// each example said there to the demo home, in order in one session, has
// that outcome and that answer.
func TestDocsOutcomes(t *testing.T) {
	readme, err := os.ReadFile("../docs/asking.md")
	if err != nil {
		t.Fatal(err)
	}
	_, rest, ok := strings.Cut(string(readme), "\n## Outcomes\n")
	if !ok {
		t.Fatal("docs/asking.md has no Outcomes section")
	}
	row := regexp.MustCompile("(?m)^\\| `([a-z_]+)` \\| [^|]+ \\| (.*) \\|$")
	example := regexp.MustCompile(`^"([^"]+)" → (.+)$`)
	h, err := home.Parse("demo.yaml", edge.DemoHome)
	if err != nil {
		t.Fatal(err)
	}
	db, err := store.Open(filepath.Join(t.TempDir(), "demo.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if err := db.Import(h, index.Write); err != nil {
		t.Fatal(err)
	}
	// the examples are said at 20:00.
	at8pm := func() time.Time { return time.Date(2026, 11, 25, 20, 0, 0, 0, time.UTC) }
	eng, err := turn.New(db, turn.Options{Clock: at8pm})
	if err != nil {
		t.Fatal(err)
	}
	defer eng.Close()
	seen := map[string]bool{}
	ran := 0
	for _, m := range row.FindAllStringSubmatch(rest, -1) {
		outcome := m[1]
		seen[outcome] = true
		ex := example.FindStringSubmatch(m[2])
		if ex == nil {
			continue // not an example said to the demo home
		}
		ran++
		r := eng.Ask(context.Background(), turn.Request{Text: ex[1], Session: "readme", DryRun: outcome == turn.Planned})
		if r.Outcome != outcome || r.Say != ex[2] {
			t.Errorf("%q: %s %q; docs/asking.md says %s %q", ex[1], r.Outcome, r.Say, outcome, ex[2])
		}
	}
	for _, o := range outcomes {
		if !seen[o] {
			t.Errorf("docs/asking.md's Outcomes table has no row for %s", o)
		}
	}
	if ran < 9 {
		t.Errorf("only %d examples were said to the demo home", ran)
	}
}
