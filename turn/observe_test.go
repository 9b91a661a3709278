package turn_test

import (
	"bytes"
	"context"
	"encoding/json"
	"log/slog"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"edge/drivers/drivertest"
	"edge/home"
	"edge/home/hometest"
	"edge/index"
	"edge/internal/metrics"
	"edge/store/storetest"
	"edge/turn"
)

// syncBuffer is a buffer a logger may write from several goroutines.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

// turnLines are the "turn" lines of a JSON log.
func (b *syncBuffer) turnLines(t *testing.T) []map[string]any {
	t.Helper()
	b.mu.Lock()
	defer b.mu.Unlock()
	var out []map[string]any
	for _, line := range strings.Split(strings.TrimSpace(b.buf.String()), "\n") {
		var m map[string]any
		if err := json.Unmarshal([]byte(line), &m); err != nil {
			t.Fatalf("log line %q: %v", line, err)
		}
		if m["msg"] == "turn" {
			out = append(out, m)
		}
	}
	return out
}

// TestTurnLog: every turn is one line at Info with its session, channel,
// outcome, the devices acted on and its latency; the PIN said is in no
// line, and neither are the words.
func TestTurnLog(t *testing.T) {
	h := hometest.Load(t, "safe")
	db := storetest.Open(t)
	if err := db.Import(h, index.Write); err != nil {
		t.Fatal(err)
	}
	c := &clock{t: time.Date(2026, 5, 1, 8, 0, 0, 0, time.UTC)}
	var logs syncBuffer
	e, err := turn.New(db, turn.Options{Clock: c.now, Logger: slog.New(slog.NewJSONHandler(&logs, &slog.HandlerOptions{ReplaceAttr: noTime}))})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	ctx := context.Background()
	for _, text := range []string{"unlock the front door", "yes", "2580", "turn on the hall light", "unlock the front door 2580"} {
		e.Ask(ctx, turn.Request{Text: text, Session: "http:s1", Channel: "http"})
	}
	lines := logs.turnLines(t)
	if len(lines) != 5 {
		t.Fatalf("%d turn lines for 5 turns:\n%s", len(lines), logs.buf.String())
	}
	want := []struct {
		outcome string
		devices []string
	}{{"confirm", nil}, {"confirm", nil}, {"done", []string{"lock.front"}}, {"done", []string{"light.hall"}}, {"not_understood", nil}}
	for i, l := range lines {
		var devices []string
		for _, d := range l["devices"].([]any) {
			devices = append(devices, d.(string))
		}
		if l["level"] != "INFO" || l["session"] != "http:s1" || l["channel"] != "http" || l["outcome"] != want[i].outcome || !slices.Equal(devices, want[i].devices) {
			t.Errorf("line %d: %v, want outcome %s, devices %v", i+1, l, want[i].outcome, want[i].devices)
		}
		if _, ok := l["latency"].(float64); !ok {
			t.Errorf("line %d has no latency: %v", i+1, l)
		}
	}
	all := logs.buf.String()
	for _, secret := range []string{"2580", "unlock the front door", "hall light"} {
		if strings.Contains(all, secret) {
			t.Errorf("the log holds %q:\n%s", secret, all)
		}
	}
}

// TestMetricsOfTurns: the engine tells its metrics of each turn by channel
// and outcome, and of each command a driver failed.
func TestMetricsOfTurns(t *testing.T) {
	drivertest.Register()
	h, err := home.Parse("m.yaml", []byte(`rooms:
  - {id: hall, name: Hall}
devices:
  - {id: light.hall, name: Hall light, room: hall, type: light, capabilities: [onoff]}
  - {id: switch.pump, name: Pump, room: hall, type: switch, capabilities: [onoff], driver: {kind: fake, fail: relay stuck}}
`))
	if err != nil {
		t.Fatal(err)
	}
	db := storetest.Open(t)
	if err := db.Import(h, index.Write); err != nil {
		t.Fatal(err)
	}
	reg := metrics.New()
	c := &clock{t: time.Date(2026, 5, 1, 8, 0, 0, 0, time.UTC)}
	e, err := turn.New(db, turn.Options{Clock: c.now, Metrics: reg})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	ctx := context.Background()
	for _, r := range []turn.Request{
		{Text: "turn on the hall light", Channel: "http"},
		{Text: "turn off the hall light", Channel: "http"},
		{Text: "turn on the pump", Channel: "wyoming"},
		{Text: "florp", Channel: "wyoming"},
		{Text: "turn on the hall light"},
	} {
		e.Ask(ctx, r)
	}
	var b strings.Builder
	reg.WriteText(&b)
	for _, line := range []string{
		`edge_turns_total{outcome="done",source="http"} 2`,
		`edge_turns_total{outcome="failed",source="wyoming"} 1`,
		`edge_turns_total{outcome="not_understood",source="wyoming"} 1`,
		`edge_turns_total{outcome="done",source="cli"} 1`,
		`edge_turn_seconds_count 5`,
		`edge_driver_errors_total{kind="fake"} 1`,
	} {
		if !strings.Contains(b.String(), line+"\n") {
			t.Errorf("no %s in\n%s", line, b.String())
		}
	}
}

// noTime leaves the time out of a log line: its digits could be the PIN's.
func noTime(groups []string, a slog.Attr) slog.Attr {
	if len(groups) == 0 && a.Key == slog.TimeKey {
		return slog.Attr{}
	}
	return a
}
