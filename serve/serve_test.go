package serve

import (
	"context"
	"encoding/json"
	"net"
	"strings"
	"testing"
	"time"

	"edge/audit"
	"edge/drivers"
	"edge/home"
	"edge/home/hometest"
	"edge/turn"
)

// slowDriver is a device driver whose commands wait until the test lets
// them go: a turn held in flight. Each Do sends the channel that releases
// it on entered.
type slowDriver struct{ entered chan chan struct{} }

var slow = &slowDriver{entered: make(chan chan struct{}, 1)}

const slowKind = "serve-test-slow"

func init() {
	drivers.Register(slowKind, func(drivers.Env) (drivers.Driver, error) { return slow, nil })
}

func (d *slowDriver) Do(ctx context.Context, dev *home.Device, command string, args map[string]any) (map[string]any, error) {
	release := make(chan struct{})
	d.entered <- release
	select {
	case <-release:
		return map[string]any{"on": command == "on"}, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

func (d *slowDriver) Read(context.Context, *home.Device) (map[string]any, error) {
	return map[string]any{"on": false}, nil
}

// slowHome is the demo home with a switch on the slow driver.
func slowHome(t testing.TB) *home.Home {
	h := hometest.Load(t, "demo")
	h.Devices = append(h.Devices, home.Device{ID: "switch.slow", Name: "Slow switch", Room: "hall", Type: "switch",
		Capabilities: []string{"onoff"}, Driver: home.Driver{Kind: slowKind}})
	return h
}

// waitRefused waits until addr refuses connections: its listener closed.
func waitRefused(t *testing.T, addr string) {
	t.Helper()
	for range 2000 {
		c, err := net.Dial("tcp", addr)
		if err != nil {
			return
		}
		c.Close()
		time.Sleep(5 * time.Millisecond)
	}
	t.Fatalf("%s still accepts connections", addr)
}

func auditOutcomes(t *testing.T, f *fixture) string {
	t.Helper()
	var out []string
	audit.NewLog(f.db.View).Decisions(func(e audit.Entry) error {
		out = append(out, e.Channel+" "+e.Call.Device+" "+e.Outcome)
		return nil
	})
	return strings.Join(out, "; ")
}

// TestShutdownFinishesHTTPTurns: a turn under way when the shutdown
// begins is carried out and answered; then Run returns and the address
// refuses connections.
func TestShutdownFinishesHTTPTurns(t *testing.T) {
	f := newFixture(t, slowHome(t), nil)
	addr, _, stop := f.run(t, true, false)
	type answer struct {
		status int
		res    turn.Result
		err    error
	}
	answered := make(chan answer, 1)
	go func() {
		resp, err := client().Post("http://"+addr+"/v1/ask", "application/json", strings.NewReader(`{"text": "turn on the slow switch", "session": "s"}`))
		if err != nil {
			answered <- answer{err: err}
			return
		}
		defer resp.Body.Close()
		a := answer{status: resp.StatusCode}
		a.err = json.NewDecoder(resp.Body).Decode(&a.res)
		answered <- a
	}()
	release := <-slow.entered
	stopped := make(chan error, 1)
	go func() { stopped <- stop() }()
	waitRefused(t, addr)
	close(release)
	a := <-answered
	if a.err != nil || a.status != 200 || summary(a.res) != "done: switch.slow on done" {
		t.Fatalf("the turn under way: %d %s %v", a.status, summary(a.res), a.err)
	}
	if err := <-stopped; err != nil {
		t.Fatalf("Run: %v", err)
	}
	if got := auditOutcomes(t, f); got != "http switch.slow done" {
		t.Errorf("audit log: %s", got)
	}
}

// TestShutdownFinishesWyomingTurns: the same over Wyoming, and an idle
// connection is closed.
func TestShutdownFinishesWyomingTurns(t *testing.T) {
	f := newFixture(t, slowHome(t), nil)
	_, addr, stop := f.run(t, false, true)
	idle := dialWyoming(t, addr)
	idle.send("describe", nil, true)
	idle.read()
	busy := dialWyoming(t, addr)
	busy.send("transcript", transcript("turn on the slow switch", "c"), false)
	release := <-slow.entered
	stopped := make(chan error, 1)
	go func() { stopped <- stop() }()
	waitRefused(t, addr)
	close(release)
	if ev := busy.read(); ev.Type != "handled" || ev.Data["text"] != "Turned on Slow switch." {
		t.Fatalf("the turn under way: %v", ev)
	}
	if err := <-stopped; err != nil {
		t.Fatalf("Run: %v", err)
	}
	if !busy.closed() || !idle.closed() {
		t.Error("connections left open after Run returned")
	}
	if got := auditOutcomes(t, f); got != "wyoming switch.slow done" {
		t.Errorf("audit log: %s", got)
	}
}

func TestRunNeedsAListener(t *testing.T) {
	f := newFixture(t, nil, nil)
	if err := f.srv.Run(context.Background(), nil, nil); err == nil {
		t.Error("Run with no listener")
	}
}

func TestExpireSessions(t *testing.T) {
	f := newFixture(t, nil, nil)
	f.do("POST", "/v1/ask", askBody(t, "unlock the front door", "old"), loopback)
	f.clock.advance(turn.SessionTTL - time.Minute)
	f.do("POST", "/v1/ask", askBody(t, "turn on the kitchen light", "fresh"), loopback)
	f.clock.advance(2 * time.Minute)
	n, err := f.srv.ExpireSessions()
	if err != nil || n != 1 {
		t.Fatalf("expired %d, %v; want 1", n, err)
	}
	// a session is kept under its channel, its holder, its client (none
	// for /v1/ask) and its id.
	if data, _, _ := f.db.Session(askKey("old")); data != nil {
		t.Error("the old session is still stored")
	}
	if data, _, _ := f.db.Session(askKey("fresh")); data == nil {
		t.Error("the fresh session was removed")
	}
}

func TestNewChecksOptions(t *testing.T) {
	f := newFixture(t, nil, nil)
	eng, db := f.srv.eng, f.srv.db
	for _, c := range []struct {
		name string
		opt  Options
		want string
	}{
		{"no engine", Options{DB: db, Token: testToken}, "no engine"},
		{"no database", Options{Engine: eng, Token: testToken}, "no database"},
		{"no token", Options{Engine: eng, DB: db}, "shorter than 32"},
		{"short token", Options{Engine: eng, DB: db, Token: "abc"}, "shorter than 32"},
		{"token with a space", Options{Engine: eng, DB: db, Token: strings.Repeat("a", 20) + " " + strings.Repeat("b", 20)}, "printable ASCII"},
	} {
		if _, err := New(c.opt); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want an error saying %q", c.name, err, c.want)
		}
	}
}
