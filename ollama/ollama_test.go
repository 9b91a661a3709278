package ollama_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ollama/ollama/api"

	"edge/home"
	"edge/ollama"
	"edge/ollama/ollamatest"
)

// clock is a hand-moved clock for the breakers.
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
	c     *ollama.Client
	clock *clock
	logs  *logs
}

func client(t *testing.T, host string, tweak ...func(*ollama.Config)) fixture {
	t.Helper()
	f := fixture{clock: &clock{t: time.Date(2026, 11, 22, 20, 0, 0, 0, time.UTC)}, logs: &logs{}}
	cfg := ollama.Config{Host: host, Clock: f.clock.now,
		Logger: slog.New(slog.NewTextHandler(f.logs, &slog.HandlerOptions{Level: slog.LevelInfo}))}
	for _, fn := range tweak {
		fn(&cfg)
	}
	c, err := ollama.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	f.c = c
	return f
}

const chatModel = "qwen2.5:0.5b"

func chat(f fixture, ctx context.Context) (string, error) {
	stream := false
	return f.c.Chat(ctx, &api.ChatRequest{Model: chatModel, Stream: &stream, Messages: []api.Message{{Role: "user", Content: "hello"}}})
}

func TestHost(t *testing.T) {
	tests := []struct{ host, env, want string }{
		{"", "", "http://127.0.0.1:11434"},
		{"", "10.0.0.5", "http://10.0.0.5:11434"},
		{"", "http://gpu.local:8080", "http://gpu.local:8080"},
		{"pi.local", "10.0.0.5", "http://pi.local:11434"},
		{"pi.local:11500", "", "http://pi.local:11500"},
		{" ", "gpu-box", "http://gpu-box:11434"},
		{"https://models.home/", "", "https://models.home/"},
	}
	for _, tt := range tests {
		c, err := ollama.New(ollama.Config{Host: tt.host, Env: tt.env})
		if err != nil || c.Host() != tt.want {
			t.Errorf("host %q, OLLAMA_HOST %q: %v; want %q", tt.host, tt.env, err, tt.want)
			continue
		}
		if got := c.Embedder("nomic-embed-text").String(); got != "nomic-embed-text at "+tt.want {
			t.Errorf("embedder %q", got)
		}
	}
	for _, bad := range []string{"ftp://x", "http://", "://"} {
		if _, err := ollama.New(ollama.Config{Host: bad}); err == nil || !strings.Contains(err.Error(), "want host:port or an http URL") {
			t.Errorf("host %q: %v", bad, err)
		}
	}
	if _, err := ollama.New(ollama.Config{Env: "ftp://x"}); err == nil {
		t.Error("an ftp OLLAMA_HOST was accepted")
	}
	cfg := ollama.FromModels(home.Models{Host: "pi:1", Chat: "c", Embed: "e", TimeoutMS: 1500}, "gpu-box")
	if cfg.Host != "pi:1" || cfg.Env != "gpu-box" || cfg.Timeout != 1500*time.Millisecond {
		t.Errorf("FromModels: %+v", cfg)
	}
}

func TestChat(t *testing.T) {
	srv := ollamatest.New(t, ollamatest.Reply{Content: `{"ok":true}`})
	f := client(t, srv.URL())
	got, err := chat(f, context.Background())
	if err != nil || got != `{"ok":true}` {
		t.Fatalf("%q, %v", got, err)
	}
	if r := srv.Chats(); len(r) != 1 || r[0].Model != chatModel || r[0].Messages[0].Content != "hello" {
		t.Errorf("requests %+v", r)
	}
}

func TestEmbed(t *testing.T) {
	srv := ollamatest.New(t)
	var got []string
	srv.Embeddings(func(model string, texts []string) ([][]float32, error) {
		if model != "nomic-embed-text" {
			return nil, fmt.Errorf("model %q not found, try pulling it first", model)
		}
		got = append(got, texts...)
		out := make([][]float32, len(texts))
		for i, s := range texts {
			out[i] = []float32{float32(len(s)), 1}
		}
		return out, nil
	})
	f := client(t, srv.URL())
	emb := f.c.Embedder("nomic-embed-text")
	vs, err := emb.Embed(context.Background(), []string{"lamp", "客厅"})
	if err != nil || fmt.Sprint(vs) != "[[4 1] [6 1]]" || strings.Join(got, ",") != "lamp,客厅" {
		t.Fatalf("%v, %v; server got %q", vs, err, got)
	}
	if emb.Model() != "nomic-embed-text" {
		t.Errorf("model %q", emb.Model())
	}
	_, err = f.c.Embed(context.Background(), "no-such-model", []string{"lamp"})
	if err == nil || !strings.Contains(err.Error(), `model "no-such-model" not found`) {
		t.Errorf("a model not pulled: %v", err)
	}
	if f.c.State("no-such-model") != "open" || f.c.State("nomic-embed-text") != "closed" {
		t.Errorf("breakers: %s, %s: one per model", f.c.State("no-such-model"), f.c.State("nomic-embed-text"))
	}
}

func TestEmbedCountMismatch(t *testing.T) {
	srv := ollamatest.New(t)
	srv.Embeddings(func(string, []string) ([][]float32, error) { return [][]float32{{1}}, nil })
	f := client(t, srv.URL())
	if _, err := f.c.Embed(context.Background(), "m", []string{"a", "b"}); err == nil || !strings.Contains(err.Error(), "1 vectors for 2 texts") {
		t.Errorf("err %v", err)
	}
}

// TestSlowServer: a request that times out (its own timeout, not the
// caller's) opens the breaker at once, as a refused connection does: a
// server that never answers costs one timeout, and the requests after it
// fail at once until the cooldown, when one probe goes through.
func TestSlowServer(t *testing.T) {
	hang := ollamatest.Reply{Hang: true}
	srv := ollamatest.New(t, hang, hang) // the first request and the probe; any other fails the test
	f := client(t, srv.URL(), func(c *ollama.Config) { c.Timeout = 50 * time.Millisecond })
	_, err := chat(f, context.Background())
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("err %v, want the deadline", err)
	}
	if st := f.c.State(chatModel); st != "open" {
		t.Errorf("a timeout left the breaker %s", st)
	}
	for range 5 {
		if _, err := chat(f, context.Background()); !errors.Is(err, ollama.ErrUnavailable) {
			t.Errorf("with the breaker open: %v", err)
		}
	}
	if n := len(srv.Chats()); n != 1 {
		t.Errorf("the server was asked %d times, want once", n)
	}
	f.clock.add(ollama.DefaultCooldown)
	if st := f.c.State(chatModel); st != "half-open" {
		t.Errorf("after the cooldown: %s", st)
	}
	if _, err := chat(f, context.Background()); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("the probe: %v, want the deadline", err)
	}
	if st, n := f.c.State(chatModel), len(srv.Chats()); st != "open" || n != 2 {
		t.Errorf("a probe that timed out: breaker %s after %d requests", st, n)
	}
	if n := len(f.logs.lines("WARN")); n != 1 {
		t.Errorf("%d warnings: %v", n, f.logs.lines("WARN"))
	}
}

// TestSlowServerRecovers: a server that answers after a timeout closes the
// breaker again, with one note.
func TestSlowServerRecovers(t *testing.T) {
	srv := ollamatest.New(t, ollamatest.Reply{Hang: true}, ollamatest.Reply{Content: "{}"})
	// long enough for the good answer also under emulation, where a
	// round trip on loopback takes a good part of 50 ms.
	f := client(t, srv.URL(), func(c *ollama.Config) { c.Timeout = 2 * time.Second })
	if _, err := chat(f, context.Background()); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("err %v, want the deadline", err)
	}
	f.clock.add(ollama.DefaultCooldown)
	if _, err := chat(f, context.Background()); err != nil {
		t.Errorf("after the cooldown: %v", err)
	}
	if st := f.c.State(chatModel); st != "closed" {
		t.Errorf("a good probe left it %s", st)
	}
	if w, i := f.logs.lines("WARN"), f.logs.lines("INFO"); len(w) != 1 || len(i) != 1 {
		t.Errorf("one outage, one recovery; logged:\n%s\n%s", strings.Join(w, "\n"), strings.Join(i, "\n"))
	}
}

// TestCallerDeadline: the caller's own deadline, shorter than the
// request's timeout, is the caller giving up: it counts against nothing.
func TestCallerDeadline(t *testing.T) {
	srv := ollamatest.New(t)
	srv.Always(ollamatest.Reply{Hang: true})
	f := client(t, srv.URL(), func(c *ollama.Config) { c.Timeout = time.Minute })
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	if _, err := chat(f, ctx); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("err %v", err)
	}
	if st := f.c.State(chatModel); st != "closed" || len(f.logs.lines("WARN")) != 0 {
		t.Errorf("the caller's deadline counted against the server: %s", st)
	}
}

func TestServerDown(t *testing.T) {
	f := client(t, ollamatest.Down(t))
	ctx := context.Background()
	if _, err := chat(f, ctx); err == nil || errors.Is(err, ollama.ErrUnavailable) {
		t.Errorf("first request: %v, want the connection's error", err)
	}
	if f.c.State(chatModel) != "open" {
		t.Errorf("a refused connection left the breaker %s", f.c.State(chatModel))
	}
	for range 5 {
		if _, err := chat(f, ctx); !errors.Is(err, ollama.ErrUnavailable) {
			t.Errorf("with the breaker open: %v", err)
		}
	}
	if w := f.logs.lines("WARN"); len(w) != 1 || !strings.Contains(w[0], "model server not answering") || !strings.Contains(w[0], "model="+chatModel) {
		t.Errorf("warnings: %v", w)
	}
}

func TestModelNotPulled(t *testing.T) {
	srv := ollamatest.New(t, ollamatest.Reply{Status: http.StatusNotFound, Content: `model "qwen2.5:0.5b" not found, try pulling it first`})
	f := client(t, srv.URL())
	if _, err := chat(f, context.Background()); err == nil || !strings.Contains(err.Error(), "not found") {
		t.Errorf("err %v", err)
	}
	if f.c.State(chatModel) != "open" {
		t.Errorf("a missing model left the breaker %s", f.c.State(chatModel))
	}
}

func TestBreakerFlapping(t *testing.T) {
	fail := ollamatest.Reply{Status: http.StatusInternalServerError, Content: "out of memory"}
	good := ollamatest.Reply{Content: "{}"}
	srv := ollamatest.New(t, fail, fail, fail)
	f := client(t, srv.URL())
	ctx := context.Background()
	ask := func() error { _, err := chat(f, ctx); return err }
	for i := range 3 {
		if err := ask(); err == nil || errors.Is(err, ollama.ErrUnavailable) {
			t.Fatalf("failure %d: %v", i+1, err)
		}
	}
	if f.c.State(chatModel) != "open" {
		t.Fatalf("after 3 failures: %s", f.c.State(chatModel))
	}
	if err := ask(); !errors.Is(err, ollama.ErrUnavailable) || len(srv.Chats()) != 3 {
		t.Errorf("open: %v after %d requests", err, len(srv.Chats()))
	}
	f.clock.add(ollama.DefaultCooldown)
	if f.c.State(chatModel) != "half-open" {
		t.Errorf("after the cooldown: %s", f.c.State(chatModel))
	}
	srv.Add(fail)
	if err := ask(); err == nil || errors.Is(err, ollama.ErrUnavailable) {
		t.Errorf("probe: %v", err)
	}
	if f.c.State(chatModel) != "open" {
		t.Errorf("a failed probe left it %s", f.c.State(chatModel))
	}
	f.clock.add(ollama.DefaultCooldown)
	srv.Add(good)
	if err := ask(); err != nil {
		t.Errorf("probe: %v", err)
	}
	if f.c.State(chatModel) != "closed" {
		t.Errorf("a good probe left it %s", f.c.State(chatModel))
	}
	srv.Add(fail, good)
	if err := ask(); err == nil {
		t.Error("failure after recovery: no error")
	}
	if err := ask(); err != nil || f.c.State(chatModel) != "closed" {
		t.Errorf("one failure then a success: %v, %s", err, f.c.State(chatModel))
	}
	if w, i := f.logs.lines("WARN"), f.logs.lines("INFO"); len(w) != 2 || len(i) != 2 {
		t.Errorf("two outages, two recoveries; logged:\n%s\n%s", strings.Join(w, "\n"), strings.Join(i, "\n"))
	}
}

func TestCallerCancels(t *testing.T) {
	srv := ollamatest.New(t, ollamatest.Reply{Hang: true})
	f := client(t, srv.URL(), func(c *ollama.Config) { c.Failures = 1 })
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		for len(srv.Chats()) == 0 {
			time.Sleep(time.Millisecond)
		}
		cancel()
	}()
	if _, err := chat(f, ctx); !errors.Is(err, context.Canceled) {
		t.Errorf("err %v", err)
	}
	if f.c.State(chatModel) != "closed" || len(f.logs.lines("WARN")) != 0 {
		t.Errorf("the caller's cancel counted against the server: %s", f.c.State(chatModel))
	}
}
