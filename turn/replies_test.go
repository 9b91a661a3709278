package turn_test

import (
	"bufio"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"edge/home"
	"edge/index"
	"edge/turn"
)

// evalDir holds the development sets, beside the checkout (../shared/eval);
// tests that read them skip when it is not there.
const evalDir = "../../shared/eval"

// evalCase is one line of a development set.
type evalCase struct {
	Lang string  `json:"lang"`
	Home string  `json:"home"`
	Room *string `json:"room"`
	Text string  `json:"text"`
}

// TestChineseRepliesHaveNoIDs: every reply to a Chinese sentence of the
// development sets (said in a fresh session each, dry run) holds no
// device or attribute id and no English word but the home's own names
// ("TV"): a satellite reads it out to someone who speaks Chinese.
func TestChineseRepliesHaveNoIDs(t *testing.T) {
	generatedKinds(t)
	sets := []string{"zh-colloquial/cases.jsonl", "ha/zh/cases.jsonl"}
	if _, err := os.Stat(filepath.Join(evalDir, sets[0])); err != nil {
		t.Skipf("no development sets beside the checkout: %v", err)
	}
	id := regexp.MustCompile(`[a-z][a-z0-9]*(\.[a-z0-9_]+)+|[a-z]+_[a-z_]+`)
	latin := regexp.MustCompile(`[A-Za-z]{2,}`)
	engines := map[string]*turn.Engine{}
	names := map[string]map[string]bool{}
	checked := 0
	for _, set := range sets {
		f, err := os.Open(filepath.Join(evalDir, set))
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 1<<20)
		for n := 0; sc.Scan(); n++ {
			var c evalCase
			if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
				t.Fatal(err)
			}
			if c.Lang != "zh" || (testing.Short() && n%5 != 0) {
				continue
			}
			path := filepath.Join(evalDir, filepath.Dir(set), c.Home)
			e, ok := engines[path]
			if !ok {
				h, err := home.LoadNames(path, index.ReadsAs)
				if err != nil {
					t.Fatal(err)
				}
				e, _ = engineOn(t, filepath.Join(t.TempDir(), "edge.db"), h)
				engines[path] = e
				names[path] = homeWords(h)
			}
			req := turn.Request{Text: c.Text, Session: "s" + c.Text, DryRun: true}
			if c.Room != nil {
				req.Room = *c.Room
			}
			r := e.Ask(context.Background(), req)
			checked++
			for _, said := range []string{r.Say, r.Question} {
				if m := id.FindString(said); m != "" {
					t.Errorf("%s %q: %s %q holds the id %q", set, c.Text, r.Outcome, said, m)
				}
				for _, w := range latin.FindAllString(said, -1) {
					if !names[path][strings.ToLower(w)] {
						t.Errorf("%s %q: %s %q holds the English word %q", set, c.Text, r.Outcome, said, w)
					}
				}
			}
		}
		f.Close()
	}
	if checked < 100 {
		t.Errorf("only %d Chinese sentences checked", checked)
	}
}

// homeWords are the Latin words of a home's names and aliases, lower case.
func homeWords(h *home.Home) map[string]bool {
	words := map[string]bool{}
	add := func(names ...string) {
		for _, n := range names {
			for _, w := range regexp.MustCompile(`[A-Za-z]+`).FindAllString(n, -1) {
				words[strings.ToLower(w)] = true
			}
		}
	}
	for _, d := range h.Devices {
		add(append([]string{d.Name}, d.Aliases...)...)
	}
	for _, r := range h.Rooms {
		add(append([]string{r.Name}, r.Aliases...)...)
	}
	for _, s := range h.Scenes {
		add(append([]string{s.Name}, s.Aliases...)...)
	}
	for _, g := range h.Groups {
		add(append([]string{g.Name}, g.Aliases...)...)
	}
	return words
}
