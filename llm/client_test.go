package llm_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"edge/home"
	"edge/llm"
	"edge/llm/llmtest"
)

// clock is a hand-moved clock for the breaker.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *clock) add(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}

// logs collects what a client logs.
type logs struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (l *logs) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.Write(p)
}

func (l *logs) lines(level string) []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	var out []string
	for _, line := range strings.Split(l.buf.String(), "\n") {
		if strings.Contains(line, "level="+level) {
			out = append(out, line)
		}
	}
	return out
}

type fixture struct {
	c     *llm.Client
	clock *clock
	logs  *logs
}

func client(t *testing.T, host string, tweak ...func(*llm.Config)) fixture {
	t.Helper()
	f := fixture{clock: &clock{t: time.Date(2026, 11, 22, 20, 0, 0, 0, time.UTC)}, logs: &logs{}}
	cfg := llm.Config{Host: host, Chat: "qwen2.5:0.5b", Clock: f.clock.now,
		Logger: slog.New(slog.NewTextHandler(f.logs, &slog.HandlerOptions{Level: slog.LevelInfo}))}
	for _, fn := range tweak {
		fn(&cfg)
	}
	c, err := llm.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	f.c = c
	return f
}

var goodIR = llmtest.JSON(map[string]any{"lang": "en", "clauses": []any{
	map[string]any{"kind": "act", "verb": "on", "target": map[string]any{"name": "kitchen light", "class": "light"}},
}})

const cozy = "kindly illuminate the kitchen light"

func TestHost(t *testing.T) {
	tests := []struct{ host, env, want string }{
		{"", "", "http://127.0.0.1:11434"},
		{"", "10.0.0.5", "http://10.0.0.5:11434"},
		{"", "http://gpu.local:8080", "http://gpu.local:8080"},
		{"pi.local", "10.0.0.5", "http://pi.local:11434"},
		{"pi.local:11500", "", "http://pi.local:11500"},
		{"https://models.home/", "", "https://models.home/"},
	}
	for _, tt := range tests {
		t.Setenv("OLLAMA_HOST", tt.env)
		c, err := llm.New(llm.Config{Host: tt.host})
		if err != nil || c.Host() != tt.want {
			t.Errorf("host %q, OLLAMA_HOST %q: %q, %v; want %q", tt.host, tt.env, c.Host(), err, tt.want)
		}
	}
	if _, err := llm.New(llm.Config{Host: "ftp://x"}); err == nil {
		t.Error("an ftp host was accepted")
	}
	cfg := llm.FromModels(home.Models{Host: "pi:1", Chat: "c", Embed: "e", TimeoutMS: 1500})
	if cfg.Host != "pi:1" || cfg.Chat != "c" || cfg.Timeout != 1500*time.Millisecond {
		t.Errorf("FromModels: %+v", cfg)
	}
}

func TestCompileRequest(t *testing.T) {
	srv := llmtest.New(t, llmtest.Reply{Content: goodIR})
	f := client(t, srv.URL())
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
	notSaid := llmtest.JSON(map[string]any{"lang": "en", "clauses": []any{
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
			srv := llmtest.New(t)
			for _, s := range tt.script {
				srv.Add(llmtest.Reply{Content: s})
			}
			f := client(t, srv.URL())
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
			if f.c.State() != "closed" {
				t.Errorf("bad answers opened the breaker: %s", f.c.State())
			}
		})
	}
}

func TestCompileFeedback(t *testing.T) {
	srv := llmtest.New(t, llmtest.Reply{Content: `{"lang":"en","clauses":[{"kind":"act","target":{"name":"kitchen light"}}]}`}, llmtest.Reply{Content: goodIR})
	f := client(t, srv.URL())
	if _, err := f.c.Compile(context.Background(), cozy, llm.Vocabulary{}); err != nil {
		t.Fatal(err)
	}
	second := srv.Chats()[1].Messages[1].Content
	if !strings.HasSuffix(second, "\nYour last answer was wrong: clause 1: an act needs a verb and no ask") {
		t.Errorf("second round: %s", second)
	}
}

func TestTooLong(t *testing.T) {
	srv := llmtest.New(t)
	f := client(t, srv.URL())
	_, err := f.c.Compile(context.Background(), strings.Repeat("turn on the light ", 20), llm.Vocabulary{})
	if !errors.Is(err, llm.ErrTooLong) || len(srv.Chats()) != 0 {
		t.Errorf("err %v, %d requests", err, len(srv.Chats()))
	}
}

func TestNoChatModel(t *testing.T) {
	srv := llmtest.New(t)
	f := client(t, srv.URL(), func(c *llm.Config) { c.Chat = "" })
	if _, err := f.c.Compile(context.Background(), cozy, llm.Vocabulary{}); !errors.Is(err, llm.ErrUnavailable) {
		t.Errorf("err %v", err)
	}
}

func TestSlowServer(t *testing.T) {
	srv := llmtest.New(t, llmtest.Reply{Hang: true}, llmtest.Reply{Content: goodIR})
	f := client(t, srv.URL(), func(c *llm.Config) { c.Timeout = time.Second })
	_, err := f.c.Compile(context.Background(), cozy, llm.Vocabulary{})
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("err %v, want the deadline", err)
	}
	if f.c.State() != "closed" {
		t.Errorf("one timeout opened the breaker")
	}
	if _, err := f.c.Compile(context.Background(), cozy, llm.Vocabulary{}); err != nil {
		t.Errorf("after a timeout: %v", err)
	}
	if n := len(f.logs.lines("WARN")); n != 1 {
		t.Errorf("%d warnings: %v", n, f.logs.lines("WARN"))
	}
	if n := len(f.logs.lines("INFO")); n != 1 {
		t.Errorf("%d notes of recovery: %v", n, f.logs.lines("INFO"))
	}
}

func TestServerDown(t *testing.T) {
	f := client(t, llmtest.Down(t))
	ctx := context.Background()
	if _, err := f.c.Compile(ctx, cozy, llm.Vocabulary{}); err == nil || errors.Is(err, llm.ErrUnavailable) {
		t.Errorf("first request: %v, want the connection's error", err)
	}
	if f.c.State() != "open" {
		t.Errorf("a refused connection left the breaker %s", f.c.State())
	}
	for range 5 {
		if _, err := f.c.Compile(ctx, cozy, llm.Vocabulary{}); !errors.Is(err, llm.ErrUnavailable) {
			t.Errorf("with the breaker open: %v", err)
		}
	}
	if w := f.logs.lines("WARN"); len(w) != 1 || !strings.Contains(w[0], "model server not answering") {
		t.Errorf("warnings: %v", w)
	}
}

func TestModelNotPulled(t *testing.T) {
	srv := llmtest.New(t, llmtest.Reply{Status: http.StatusNotFound, Content: `model "qwen2.5:0.5b" not found, try pulling it first`})
	f := client(t, srv.URL())
	if _, err := f.c.Compile(context.Background(), cozy, llm.Vocabulary{}); err == nil || !strings.Contains(err.Error(), "not found") {
		t.Errorf("err %v", err)
	}
	if f.c.State() != "open" {
		t.Errorf("a missing model left the breaker %s", f.c.State())
	}
}

func TestBreakerFlapping(t *testing.T) {
	fail := llmtest.Reply{Status: http.StatusInternalServerError, Content: "out of memory"}
	srv := llmtest.New(t, fail, fail, fail)
	f := client(t, srv.URL())
	ctx := context.Background()
	ask := func() error { _, err := f.c.Compile(ctx, cozy, llm.Vocabulary{}); return err }
	for i := range 3 {
		if err := ask(); err == nil || errors.Is(err, llm.ErrUnavailable) {
			t.Fatalf("failure %d: %v", i+1, err)
		}
	}
	if f.c.State() != "open" {
		t.Fatalf("after 3 failures: %s", f.c.State())
	}
	if err := ask(); !errors.Is(err, llm.ErrUnavailable) || len(srv.Chats()) != 3 {
		t.Errorf("open: %v after %d requests", err, len(srv.Chats()))
	}
	f.clock.add(llm.DefaultCooldown)
	if f.c.State() != "half-open" {
		t.Errorf("after the cooldown: %s", f.c.State())
	}
	srv.Add(fail)
	if err := ask(); err == nil || errors.Is(err, llm.ErrUnavailable) {
		t.Errorf("probe: %v", err)
	}
	if f.c.State() != "open" {
		t.Errorf("a failed probe left it %s", f.c.State())
	}
	f.clock.add(llm.DefaultCooldown)
	srv.Add(llmtest.Reply{Content: goodIR})
	if err := ask(); err != nil {
		t.Errorf("probe: %v", err)
	}
	if f.c.State() != "closed" {
		t.Errorf("a good probe left it %s", f.c.State())
	}
	srv.Add(fail, llmtest.Reply{Content: goodIR})
	if err := ask(); err == nil {
		t.Error("failure after recovery: no error")
	}
	if err := ask(); err != nil || f.c.State() != "closed" {
		t.Errorf("one failure then a success: %v, %s", err, f.c.State())
	}
	if w, i := f.logs.lines("WARN"), f.logs.lines("INFO"); len(w) != 2 || len(i) != 2 {
		t.Errorf("two outages, two recoveries; logged:\n%s\n%s", strings.Join(w, "\n"), strings.Join(i, "\n"))
	}
}

func TestCallerCancels(t *testing.T) {
	srv := llmtest.New(t, llmtest.Reply{Hang: true})
	f := client(t, srv.URL(), func(c *llm.Config) { c.Failures = 1 })
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		for len(srv.Chats()) == 0 {
			time.Sleep(time.Millisecond)
		}
		cancel()
	}()
	if _, err := f.c.Compile(ctx, cozy, llm.Vocabulary{}); !errors.Is(err, context.Canceled) {
		t.Errorf("err %v", err)
	}
	if f.c.State() != "closed" || len(f.logs.lines("WARN")) != 0 {
		t.Errorf("the caller's cancel counted against the server: %s", f.c.State())
	}
}
