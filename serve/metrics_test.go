package serve

import (
	"bufio"
	"io"
	"log/slog"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"edge/home/hometest"
	"edge/index"
	"edge/internal/metrics"
	"edge/store/storetest"
	"edge/turn"
)

// metricsFixture is a server whose engine counts into the registry that
// GET /metrics shows, with the default rate limit.
func metricsFixture(t *testing.T) *fixture {
	t.Helper()
	db := storetest.Open(t)
	if err := db.Import(hometest.Load(t, "demo"), index.Write); err != nil {
		t.Fatal(err)
	}
	c := newClock()
	reg := metrics.New()
	eng, err := turn.New(db, turn.Options{Clock: c.now, Metrics: reg})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { eng.Close() })
	logs := &syncBuffer{}
	s, err := New(Options{Engine: eng, DB: db, Token: testToken, MetricsToken: testMetricsToken, AdminToken: testAdminToken, Metrics: reg, Clock: c.now, Version: "test",
		Logger: slog.New(slog.NewTextHandler(logs, nil))})
	if err != nil {
		t.Fatal(err)
	}
	return &fixture{srv: s, db: db, clock: c, logs: logs}
}

// promLine is the shape of a line of the Prometheus text format: a HELP
// or TYPE comment, or a sample (name, optional labels, value).
var promLine = regexp.MustCompile(`^(# HELP [a-zA-Z_:][a-zA-Z0-9_:]* .*|# TYPE [a-zA-Z_:][a-zA-Z0-9_:]* (counter|gauge|histogram|summary|untyped)|[a-zA-Z_:][a-zA-Z0-9_:]*(\{[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\n]|\\.)*"(,[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\n]|\\.)*")*\})? (\S+))$`)

// TestMetricsOverHTTP: after turns over a real server, GET /metrics (with
// the token) counts them by outcome and source, in lines of the text
// format; without the token it is refused.
func TestMetricsOverHTTP(t *testing.T) {
	f := metricsFixture(t)
	addr, _, _ := f.run(t, true, false)
	base := "http://" + addr
	c := client()
	for _, text := range []string{"turn on the kitchen light", "turn off the kitchen light", "florp the blarg", "turn on the lamp"} {
		postAsk(t, c, base, text, "m1")
	}
	scrape := func() (map[string]float64, string) {
		t.Helper()
		resp, err := c.Get(base + "/metrics")
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "text/plain; version=0.0.4; charset=utf-8" {
			t.Fatalf("GET /metrics: %s %q\n%s", resp.Status, resp.Header.Get("Content-Type"), body)
		}
		samples := map[string]float64{}
		sc := bufio.NewScanner(strings.NewReader(string(body)))
		for sc.Scan() {
			m := promLine.FindStringSubmatch(sc.Text())
			if m == nil {
				t.Fatalf("not a line of the Prometheus text format: %q", sc.Text())
			}
			if m[5] != "" {
				v, err := strconv.ParseFloat(m[5], 64)
				if err != nil {
					t.Fatalf("value of %q: %v", sc.Text(), err)
				}
				samples[strings.TrimSuffix(sc.Text(), " "+m[5])] = v
			}
		}
		return samples, string(body)
	}
	samples, body := scrape()
	for k, v := range map[string]float64{
		`edge_turns_total{outcome="done",source="http"}`:           2,
		`edge_turns_total{outcome="not_understood",source="http"}`: 1,
		`edge_turns_total{outcome="clarify",source="http"}`:        1,
		`edge_turn_seconds_count`:                                  4,
		`edge_turn_seconds_bucket{le="+Inf"}`:                      4,
		`edge_scheduled_actions`:                                   0,
	} {
		if got, ok := samples[k]; !ok || got != v {
			t.Errorf("%s = %v (present %v), want %v\n%s", k, got, ok, v, body)
		}
	}
	// a timer set: the gauge counts it once the server's timers have
	// looked (polled, with a guard against a server that never does).
	if r := postAsk(t, c, base, "turn off the kitchen light in 10 minutes", "m1"); r.Outcome != turn.Scheduled {
		t.Fatalf("a delayed command: %s", summary(r))
	}
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(10 * time.Millisecond) {
		if samples, _ := scrape(); samples[`edge_scheduled_actions`] == 1 && samples[`edge_turns_total{outcome="scheduled",source="http"}`] == 1 {
			break
		}
		if time.Now().After(deadline) {
			_, body := scrape()
			t.Fatalf("no scheduled action counted:\n%s", body)
		}
	}
	noToken, err := http.Get(base + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	noToken.Body.Close()
	if noToken.StatusCode != http.StatusUnauthorized {
		t.Errorf("GET /metrics without the token: %s", noToken.Status)
	}
}

// TestHealthzNeverLimited: 60 quick /healthz calls from one client, over a
// real server with the default rate limit (DefaultBurst requests at once),
// all answer 200; an API route from the same client is limited.
func TestHealthzNeverLimited(t *testing.T) {
	f := metricsFixture(t)
	addr, _, _ := f.run(t, true, false)
	base := "http://" + addr
	c := client()
	for i := range 60 {
		resp, err := c.Get(base + "/healthz")
		if err != nil {
			t.Fatal(err)
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 200 {
			t.Fatalf("/healthz call %d: %s", i+1, resp.Status)
		}
	}
	limited := false
	for range DefaultBurst + 1 {
		resp, err := c.Get(base + "/v1/devices")
		if err != nil {
			t.Fatal(err)
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		limited = limited || resp.StatusCode == http.StatusTooManyRequests
	}
	if !limited {
		t.Errorf("%d quick /v1/devices calls were not limited: the limiter is off in this test", DefaultBurst+1)
	}
}
