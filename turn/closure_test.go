package turn_test

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"edge/home"
	"edge/index"
	"edge/lang"
	"edge/turn"
)

// limitSets are the development sets (evalDir) whose commands the limits
// are added to.
var limitSets = []string{"ha/en", "ha/zh", "slurp-train", "zh-colloquial", "clinc-train"}

// limitCase is one case of a development set: a command to act on, said
// in a home.
type limitCase struct {
	Text, Home string
	Room       *string
	Expect     struct {
		Kind string
		When string
	}
}

// TestLimitsStop adds each word that limits a command (a negation,
// "unless" with a condition that holds, a condition, an exception and a
// place that no home has; lang.Limiter), in the command's language, to
// every command of the evaluation sentences that edge acts on: with the
// word, nothing may run, or for a negation before several commands, not
// all that ran without it. Skipped when the sets are not beside the
// repository.
func TestLimitsStop(t *testing.T) {
	if testing.Short() {
		t.Skip("every evaluation sentence, five times")
	}
	checked, failed := 0, 0
	for _, set := range limitSets {
		cases, err := readCases(filepath.Join(evalDir, set, "cases.jsonl"))
		if errors.Is(err, os.ErrNotExist) {
			t.Skipf("no evaluation sets beside the repository: %v", err)
		}
		if err != nil {
			t.Fatal(err)
		}
		engines := map[string]*turn.Engine{}
		for i, c := range cases {
			if c.Expect.Kind != "act" || c.Expect.When != "" {
				continue
			}
			path := filepath.Join(evalDir, set, c.Home)
			e := engines[path]
			if e == nil {
				e = evalEngine(t, path)
				engines[path] = e
			}
			room := ""
			if c.Room != nil {
				room = *c.Room
			}
			ask := func(text string, n int) turn.Result {
				return e.Ask(context.Background(), turn.Request{Text: text, Session: fmt.Sprintf("%s.%d.%d", set, i, n), Room: room, DryRun: true})
			}
			base := ask(c.Text, 0)
			if !acts(base) {
				continue
			}
			pack, ok := lang.Detect(c.Text).(lang.Limiter)
			if !ok {
				t.Fatalf("the %s pack says no limits", lang.Detect(c.Text).Code())
			}
			for n, l := range lang.Limits {
				text, nowhere := pack.Limited(c.Text, l)
				if x := e.Index(); x.IsPlace(nowhere) || x.Named(nowhere) {
					t.Fatalf("%s: the home has a %q, which the limits take for a place no home has", path, nowhere)
				}
				checked++
				// a negation may take one command of several out; every
				// other limit stops them all.
				if r := ask(text, n+1); acts(r) && (l != lang.LimitNegation || summary(r) == summary(base)) {
					failed++
					if failed <= 200 {
						t.Errorf("%s %s: %q → %s %q", set, l, text, summary(r), r.Say)
					}
				}
			}
		}
	}
	if failed > 0 {
		t.Errorf("%d of %d limited commands still act", failed, checked)
	}
	t.Logf("%d limited commands, none acts", checked)
}

// acts reports an outcome that runs something, now or later.
func acts(r turn.Result) bool {
	switch r.Outcome {
	case turn.Planned, turn.Done, turn.Confirm, turn.Scheduled:
		return true
	}
	return false
}

func readCases(path string) ([]limitCase, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []limitCase
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		var c limitCase
		if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, sc.Err()
}

// evalEngine is an engine on a home of a development set.
func evalEngine(t *testing.T, path string) *turn.Engine {
	t.Helper()
	h, err := home.LoadNames(path, index.ReadsAs)
	if err != nil {
		t.Fatal(err)
	}
	e, _ := engineOn(t, filepath.Join(t.TempDir(), "edge.db"), h)
	return e
}
