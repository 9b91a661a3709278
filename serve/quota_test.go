package serve

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"edge/home"
	"edge/home/hometest"
)

// settle waits (bounded by guard, not a timed assertion) until the
// slots of a listener say ok: the server accepts connections on its own
// goroutine.
func settle(t *testing.T, s *slots, ok func(anon map[string]int, trusted map[string]int, probation int) bool) {
	t.Helper()
	for end := time.Now().Add(guard); ; time.Sleep(5 * time.Millisecond) {
		s.mu.Lock()
		done := ok(s.anon, s.trusted, len(s.probation))
		s.mu.Unlock()
		if done {
			return
		}
		if time.Now().After(end) {
			s.mu.Lock()
			defer s.mu.Unlock()
			t.Fatalf("slots never settled: anon %v, trusted %v, probation %d", s.anon, s.trusted, len(s.probation))
		}
	}
}

// rawGet sends one GET with a token (none when "") on a new connection
// from 127.0.0.1 and returns its status, leaving the connection open.
func rawGet(t *testing.T, addr, path, token string) (int, net.Conn) {
	t.Helper()
	c, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	// A guard against a server that never answers, not a timed assertion.
	c.SetDeadline(time.Now().Add(guard))
	req := "GET " + path + " HTTP/1.1\r\nHost: edge\r\n"
	if token != "" {
		req += "Authorization: Bearer " + token + "\r\n"
	}
	if _, err := io.WriteString(c, req+"\r\n"); err != nil {
		t.Fatal(err)
	}
	resp, err := http.ReadResponse(bufio.NewReader(c), nil)
	if err != nil {
		return 0, c
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	return resp.StatusCode, c
}

// TestLoopbackIsOneClient: idle connections from every 127.x.y.z count
// as one client, which holds MaxConnsPerClient slots; the rest wait on
// probation. Home Assistant holding the token is served all the same,
// /healthz too; a request with no token is not.
func TestLoopbackIsOneClient(t *testing.T) {
	f := newFixture(t, nil, nil)
	addr, _, _ := f.run(t, true, false)
	dialIdle(t, addr, idleHTTPConns)
	settle(t, f.srv.httpSlots, func(anon, _ map[string]int, probation int) bool {
		return anon["loopback"] == MaxConnsPerClient && len(anon) == 1 && probation == MaxHTTPOverflow
	})
	if code, _ := rawGet(t, addr, "/v1/devices", testToken); code != http.StatusOK {
		t.Errorf("the token's holder while loopback floods: %d, want 200", code)
	}
	if code, _ := rawGet(t, addr, "/v1/devices", ""); code != http.StatusServiceUnavailable {
		t.Errorf("no token while loopback floods: %d, want 503", code)
	}
	if code, err := healthz(addr); err != nil || code != http.StatusOK {
		t.Errorf("/healthz while loopback floods: %d %v", code, err)
	}
}

// TestTokenHolderIsOneClient: a token's holder is one client, whatever
// its addresses: MaxConnsPerClient connections, and no more.
func TestTokenHolderIsOneClient(t *testing.T) {
	f := newFixture(t, nil, nil)
	addr, _, _ := f.run(t, true, false)
	for i := range MaxConnsPerClient {
		if code, _ := rawGet(t, addr, "/v1/devices", testToken); code != http.StatusOK {
			t.Fatalf("connection %d of the token's holder: %d", i+1, code)
		}
	}
	if code, _ := rawGet(t, addr, "/v1/devices", testToken); code != http.StatusServiceUnavailable {
		t.Errorf("one connection more than its share: %d, want 503", code)
	}
	settle(t, f.srv.httpSlots, func(anon, trusted map[string]int, _ int) bool {
		return trusted["token:control"] == MaxConnsPerClient && len(anon) == 0
	})
}

// TestNoTokenConnectionHoldsNoSlot: a request with no token is answered
// and its connection closed, so that it holds no slot after.
func TestNoTokenConnectionHoldsNoSlot(t *testing.T) {
	f := newFixture(t, nil, nil)
	addr, _, _ := f.run(t, true, false)
	for _, path := range []string{"/v1/devices", "/healthz"} {
		code, c := rawGet(t, addr, path, "")
		if code == 0 {
			t.Fatalf("%s: no answer", path)
		}
		if _, err := c.Read(make([]byte, 1)); !errors.Is(err, io.EOF) {
			t.Errorf("%s with no token: the connection stayed open (%v)", path, err)
		}
	}
}

// TestWyomingLoopbackFlood: a flood of Wyoming connections from loopback
// holds one client's share; a listed satellite is served all the same,
// by its id or by its address; a transcript naming none is not.
func TestWyomingLoopbackFlood(t *testing.T) {
	h := hometest.Load(t, "demo")
	h.Satellites = []home.Satellite{{ID: "sat-kitchen", Room: "kitchen"}, {ID: "127.0.0.99", Room: "bedroom"}}
	f := newFixture(t, h, nil)
	_, addr, _ := f.run(t, false, true)
	const flood = MaxConnsPerClient + MaxWyomingOverflow + 10
	for i := range flood {
		dialFrom(t, fmt.Sprintf("127.0.1.%d", 1+i), addr)
	}
	settle(t, f.srv.wySlots, func(anon, _ map[string]int, probation int) bool {
		return anon["loopback"] == MaxConnsPerClient && probation == MaxWyomingOverflow
	})
	sat := dialFrom(t, "127.0.0.1", addr)
	d := transcript("turn on the light", "w1")
	d["context"].(map[string]any)["satellite_id"] = "sat-kitchen"
	sat.send("transcript", d, false)
	if ev := sat.read(); ev.Type != "handled" || !strings.Contains(fmt.Sprint(ev.Data), "itchen") {
		t.Errorf("the listed satellite while loopback floods: %v", ev)
	}
	byAddr := dialFrom(t, "127.0.0.99", addr)
	byAddr.send("transcript", transcript("turn on the light", "w2"), false)
	if ev := byAddr.read(); ev.Type != "handled" {
		t.Errorf("the satellite listed by its address while loopback floods: %v", ev)
	}
	other := dialFrom(t, "127.0.0.1", addr)
	other.send("transcript", transcript("turn on the kitchen light", "w3"), false)
	if ev := other.read(); ev.Type != "error" || ev.Data["code"] != codeTooMany {
		t.Errorf("a transcript naming no listed satellite while loopback floods: %v", ev)
	}
	settle(t, f.srv.wySlots, func(_, trusted map[string]int, _ int) bool {
		return trusted["satellite:sat-kitchen"] == 1 && trusted["satellite:127.0.0.99"] == 1
	})
}
