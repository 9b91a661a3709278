package llm_test

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"edge/llm"
	"edge/ollama"
	"edge/ollama/ollamatest"
)

type fixture struct {
	c *llm.Client
}

// client is a client of the chat model chat on the server at host.
func client(t testing.TB, host, chat string) fixture {
	t.Helper()
	server, err := ollama.New(ollama.Config{Host: host})
	if err != nil {
		t.Fatal(err)
	}
	return fixture{c: llm.New(server, chat)}
}

var goodIR = ollamatest.JSON(map[string]any{"lang": "en", "clauses": []any{
	map[string]any{"kind": "act", "verb": "on", "target": map[string]any{"name": "kitchen light", "class": "light"}},
}})

const (
	cozy      = "kindly illuminate the kitchen light"
	chatModel = "qwen2.5:0.5b"
)

func TestCompileRequest(t *testing.T) {
	srv := ollamatest.New(t, ollamatest.Reply{Content: goodIR})
	f := client(t, srv.URL(), chatModel)
	prog, err := f.c.Compile(context.Background(), cozy, llm.Vocabulary{Places: []string{"Hall", "Kitchen", "客厅"}})
	if err != nil {
		t.Fatal(err)
	}
	if got := prog.String(); got != `en act on ["kitchen light" class=light] ~0.00` {
		t.Errorf("program %s", got)
	}
	if len(prog.Clauses[0].Actions) == 0 || prog.Clauses[0].Actions[0].Capability != "onoff" {
		t.Errorf("actions %v", prog.Clauses[0].Actions)
	}
	reqs := srv.Chats()
	if len(reqs) != 1 {
		t.Fatalf("%d requests", len(reqs))
	}
	r := reqs[0]
	schema, err := llm.IRSchema()
	if err != nil {
		t.Fatal(err)
	}
	want, _ := json.Marshal(schema)
	if r.Model != "qwen2.5:0.5b" || r.Stream == nil || *r.Stream || string(r.Format) != string(want) {
		t.Errorf("model %q stream %v format %s", r.Model, r.Stream, r.Format)
	}
	if r.Options["temperature"] != float64(0) {
		t.Errorf("options %v", r.Options)
	}
	if len(r.Messages) != 2 || r.Messages[0].Role != "system" || r.Messages[1].Role != "user" {
		t.Fatalf("messages %+v", r.Messages)
	}
	if !strings.Contains(r.Messages[0].Content, llm.Compact(schema)) {
		t.Errorf("the system message lacks the schema: %s", r.Messages[0].Content)
	}
	if r.Messages[1].Content != `{"places":["Kitchen","Hall","客厅"],"text":"kindly illuminate the kitchen light"}` {
		t.Errorf("user message %s", r.Messages[1].Content)
	}
}

func TestCompileRounds(t *testing.T) {
	notSaid := ollamatest.JSON(map[string]any{"lang": "en", "clauses": []any{
		map[string]any{"kind": "act", "verb": "on", "target": map[string]any{"name": "kitchen light"}},
		map[string]any{"kind": "act", "verb": "unlock", "target": map[string]any{"name": "front door"}},
	}})
	badKind := `{"lang":"en","clauses":[{"kind":"destroy","target":{"name":"kitchen light"}}]}`
	reply := `{"lang":"en","reply":{"kind":"yes"}}`
	tests := []struct {
		name     string
		script   []string
		want     string // the program, or the error
		requests int
	}{
		{"good", []string{goodIR}, `en act on ["kitchen light" class=light] ~0.00`, 1},
		{"malformed, then good", []string{`{"lang":"en","clauses":[{"kind":`, goodIR}, `en act on ["kitchen light" class=light] ~0.00`, 2},
		{"malformed three times", []string{`sure! here is`, `{`, `[]`}, "llm: no valid answer in 3 rounds", 3},
		{"schema-invalid three times", []string{badKind, badKind, badKind}, `does not fit the schema`, 3},
		{"coercible: one place for a list, a number as text", []string{`{"lang":"en","clauses":[{"kind":"act","verb":"set","target":{"name":"light","places":"kitchen"},"params":{"name":"brightness","num":"50%"}}]}`},
			`en act set ["light" in="kitchen"] brightness=50 ~0.00`, 1},
		{"actions the user did not say", []string{notSaid, notSaid, notSaid}, `clause 2: name "front door" was not said`, 3},
		{"a reply for the user", []string{reply, reply, reply}, "does not fit the schema", 3},
		{"no command", []string{`{"lang":"en","clauses":[]}`}, llm.ErrNoCommand.Error(), 1},
		{"a class not said is dropped", []string{`{"lang":"en","clauses":[{"kind":"act","verb":"off","target":{"name":"kitchen","class":"fan"}}]}`},
			`en act off ["kitchen"] ~0.00`, 1},
		{"a reference not said", []string{`{"lang":"en","clauses":[{"kind":"act","verb":"off","target":{"ref":true}}]}`, goodIR}, `en act on ["kitchen light" class=light] ~0.00`, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := ollamatest.New(t)
			for _, s := range tt.script {
				srv.Add(ollamatest.Reply{Content: s})
			}
			f := client(t, srv.URL(), chatModel)
			prog, err := f.c.Compile(context.Background(), cozy, llm.Vocabulary{})
			got := ""
			if err != nil {
				got = err.Error()
			} else {
				got = prog.String()
			}
			if !strings.Contains(got, tt.want) {
				t.Errorf("got %s\nwant %s", got, tt.want)
			}
			if n := len(srv.Chats()); n != tt.requests {
				t.Errorf("%d requests, want %d", n, tt.requests)
			}
			srv.Add(ollamatest.Reply{Content: goodIR})
			if _, err := f.c.Compile(context.Background(), cozy, llm.Vocabulary{}); err != nil {
				t.Errorf("after bad answers: %v", err)
			}
		})
	}
}

func TestCompileFeedback(t *testing.T) {
	srv := ollamatest.New(t, ollamatest.Reply{Content: `{"lang":"en","clauses":[{"kind":"act","target":{"name":"kitchen light"}}]}`}, ollamatest.Reply{Content: goodIR})
	f := client(t, srv.URL(), chatModel)
	if _, err := f.c.Compile(context.Background(), cozy, llm.Vocabulary{}); err != nil {
		t.Fatal(err)
	}
	second := srv.Chats()[1].Messages[1].Content
	if !strings.HasSuffix(second, "\nYour last answer was wrong: clause 1: an act needs a verb and no ask") {
		t.Errorf("second round: %s", second)
	}
}

func TestTooLong(t *testing.T) {
	srv := ollamatest.New(t)
	f := client(t, srv.URL(), chatModel)
	_, err := f.c.Compile(context.Background(), strings.Repeat("turn on the light ", 20), llm.Vocabulary{})
	if !errors.Is(err, llm.ErrTooLong) || len(srv.Chats()) != 0 {
		t.Errorf("err %v, %d requests", err, len(srv.Chats()))
	}
}

func TestNoChatModel(t *testing.T) {
	srv := ollamatest.New(t)
	f := client(t, srv.URL(), "")
	if _, err := f.c.Compile(context.Background(), cozy, llm.Vocabulary{}); !errors.Is(err, ollama.ErrUnavailable) {
		t.Errorf("err %v", err)
	}
}
