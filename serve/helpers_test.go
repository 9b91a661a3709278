package serve

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"edge/home"
	"edge/home/hometest"
	"edge/index"
	"edge/store"
	"edge/store/storetest"
	"edge/turn"

	_ "edge/drivers/sim"
)

// testToken is the bearer token of the test servers.
const testToken = "t0ken-for-tests-0123456789abcdef0123456789"

// testMetricsToken and testAdminToken are the other scopes' tokens.
const (
	testMetricsToken = "metrics-t0ken-for-tests-0123456789abcdef"
	testAdminToken   = "admin-t0ken-for-tests-0123456789abcdef01"
)

// tokenFor is the test token of the scope a path needs (control for
// /healthz).
func tokenFor(path string) string {
	switch needs(path) {
	case ScopeAdmin:
		return testAdminToken
	case ScopeMetrics:
		return testMetricsToken
	}
	return testToken
}

// clock is a test clock that moves only when told.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func newClock() *clock { return &clock{t: time.Date(2026, 11, 22, 20, 0, 0, 0, time.UTC)} }

func (c *clock) now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *clock) advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}

// syncBuffer is a log destination safe for concurrent writes.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// noTime leaves the time out of a log line: the tests look for the PIN's
// digits in the log, and a time's digits could be them.
func noTime(groups []string, a slog.Attr) slog.Attr {
	if len(groups) == 0 && a.Key == slog.TimeKey {
		return slog.Attr{}
	}
	return a
}

// fixture is a server on a demo home in a real bbolt file.
type fixture struct {
	srv   *Server
	db    *store.DB
	clock *clock
	logs  *syncBuffer
}

// newFixture serves h (the demo home when nil), with no rate limit
// unless opt says otherwise.
func newFixture(t testing.TB, h *home.Home, opt func(*Options)) *fixture {
	t.Helper()
	return newFixtureWith(t, h, nil, opt)
}

// newFixtureWith is newFixture with the engine's options set by topt
// too (a model).
func newFixtureWith(t testing.TB, h *home.Home, topt func(*turn.Options), opt func(*Options)) *fixture {
	t.Helper()
	if h == nil {
		h = hometest.Load(t, "demo")
	}
	db := storetest.Open(t)
	if err := db.Import(h, index.Write); err != nil {
		t.Fatal(err)
	}
	c := newClock()
	to := turn.Options{Clock: c.now}
	if topt != nil {
		topt(&to)
	}
	eng, err := turn.New(db, to)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := eng.Close(); err != nil {
			t.Error(err)
		}
	})
	logs := &syncBuffer{}
	o := Options{Engine: eng, DB: db, Token: testToken, MetricsToken: testMetricsToken, AdminToken: testAdminToken, Rate: -1, Clock: c.now, Version: "test",
		Logger: slog.New(slog.NewTextHandler(logs, &slog.HandlerOptions{Level: slog.LevelDebug, ReplaceAttr: noTime}))}
	if opt != nil {
		opt(&o)
	}
	s, err := New(o)
	if err != nil {
		t.Fatal(err)
	}
	return &fixture{srv: s, db: db, clock: c, logs: logs}
}

// do sends one request to the handler from a client address and returns
// the response. It carries the token of the scope the path needs, and a POST's body is JSON, unless
// header says otherwise (an empty value removes a header).
func (f *fixture) do(method, path, body, remote string, header ...string) *httptest.ResponseRecorder {
	r := httptest.NewRequest(method, path, strings.NewReader(body))
	r.RemoteAddr = remote
	r.Header.Set("Authorization", "Bearer "+tokenFor(r.URL.Path))
	if method == "POST" {
		r.Header.Set("Content-Type", "application/json")
	}
	for i := 0; i+1 < len(header); i += 2 {
		if header[i+1] == "" {
			r.Header.Del(header[i])
			continue
		}
		r.Header.Set(header[i], header[i+1])
	}
	w := httptest.NewRecorder()
	f.srv.Handler().ServeHTTP(w, r)
	return w
}

const loopback = "127.0.0.1:40000"

// askBody is the JSON of a /v1/ask request.
func askBody(t testing.TB, text, session string) string {
	t.Helper()
	b, err := json.Marshal(map[string]any{"text": text, "session": session})
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// decodeResult decodes a /v1/ask answer.
func decodeResult(t testing.TB, body io.Reader) turn.Result {
	t.Helper()
	var r turn.Result
	if err := json.NewDecoder(body).Decode(&r); err != nil {
		t.Fatalf("not a turn result: %v", err)
	}
	return r
}

// summary is the part of a result the tests compare: the outcome and the
// actions with their status.
func summary(r turn.Result) string {
	var acts []string
	for _, a := range r.Actions {
		acts = append(acts, a.Device+" "+a.Command+" "+a.Status)
	}
	return r.Outcome + ": " + strings.Join(acts, ", ")
}

// tokenTransport sends the test token of the scope each request's path
// needs.
type tokenTransport struct{}

func (tokenTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.Header.Set("Authorization", "Bearer "+tokenFor(r.URL.Path))
	return http.DefaultTransport.RoundTrip(r)
}

// client is an HTTP client that sends the test token.
func client() *http.Client { return &http.Client{Transport: tokenTransport{}} }

// postAsk sends one turn to a real HTTP server.
func postAsk(t testing.TB, c *http.Client, base, text, session string) turn.Result {
	t.Helper()
	resp, err := c.Post(base+"/v1/ask", "application/json", strings.NewReader(askBody(t, text, session)))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		b, _ := io.ReadAll(resp.Body)
		t.Fatalf("POST /v1/ask %q: %s: %s", text, resp.Status, b)
	}
	return decodeResult(t, resp.Body)
}

// state reads a device's state attribute from the store.
func state(t testing.TB, db *store.DB, id, attr string) any {
	t.Helper()
	st, err := db.State(id)
	if err != nil {
		t.Fatal(err)
	}
	return st[attr]
}

// listenLoopback listens on a free loopback port, or returns nil when
// not wanted.
func listenLoopback(t testing.TB, want bool) net.Listener {
	t.Helper()
	if !want {
		return nil
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	return ln
}

// run runs the server on loopback listeners (HTTP, Wyoming, or both)
// until the test ends or stop is called, and returns their addresses;
// stop returns what Run returned.
func (f *fixture) run(t testing.TB, withHTTP, withWyoming bool) (httpAddr, wyAddr string, stop func() error) {
	t.Helper()
	hl, wl := listenLoopback(t, withHTTP), listenLoopback(t, withWyoming)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- f.srv.Run(ctx, hl, wl) }()
	var once sync.Once
	var err error
	stop = func() error {
		once.Do(func() {
			cancel()
			err = <-done
		})
		return err
	}
	t.Cleanup(func() { stop() })
	if hl != nil {
		httpAddr = hl.Addr().String()
	}
	if wl != nil {
		wyAddr = wl.Addr().String()
	}
	return httpAddr, wyAddr, stop
}
