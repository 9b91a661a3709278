package serve

import (
	"context"
	"net/http"
	"strings"
	"testing"

	"edge/audit"
)

func TestHTTPAuth(t *testing.T) {
	const remote = "192.0.2.7:5555"
	body := `{"text": "is the front door locked?"}`
	cases := []struct {
		name, remote, auth string
		noToken            bool
		status             int
	}{
		{"loopback without a token", loopback, "", false, 401},
		{"IPv6 loopback without a token", "[::1]:4000", "", false, 401},
		{"other host without a token", remote, "", false, 401},
		{"other host with a wrong token", remote, "Bearer " + strings.Repeat("x", len(testToken)), false, 401},
		{"other host with a token prefix", remote, "Bearer " + testToken[:len(testToken)-1], false, 401},
		{"other host with the token, not bearer", remote, "Basic " + testToken, false, 401},
		{"other host with the token", remote, "Bearer " + testToken, false, 200},
		{"loopback with the token", loopback, "Bearer " + testToken, false, 200},
		{"scheme in lower case", remote, "bearer " + testToken, false, 200},
		{"IPv4-mapped other host", "[::ffff:192.0.2.7]:5555", "", false, 401},
		{"unparsable remote address", "somewhere", "", false, 401},
		{"loopback, served without a token", loopback, "", true, 200},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := newFixture(t, nil, func(o *Options) { o.NoToken = c.noToken })
			w := f.do("POST", "/v1/ask", body, c.remote, "Authorization", c.auth)
			if w.Code != c.status {
				t.Fatalf("status %d, want %d: %s", w.Code, c.status, w.Body)
			}
			if c.status == 401 {
				if w.Header().Get("WWW-Authenticate") == "" {
					t.Error("401 without WWW-Authenticate")
				}
				for _, p := range []string{"/v1/devices", "/v1/audit", "/v1/backup"} {
					if w := f.do("GET", p, "", c.remote, "Authorization", c.auth); w.Code != 401 {
						t.Errorf("GET %s without the token: %d", p, w.Code)
					}
				}
				if w := f.do("POST", "/api/conversation/process", `{"text": "open the garage door"}`, c.remote, "Authorization", c.auth); w.Code != 401 {
					t.Errorf("conversation API without the token: %d", w.Code)
				}
				if w := f.do("GET", "/healthz", "", c.remote, "Authorization", c.auth); w.Code != 200 {
					t.Errorf("GET /healthz without the token: %d", w.Code)
				}
			}
			if strings.Contains(w.Body.String(), testToken) || strings.Contains(f.logs.String(), testToken) {
				t.Error("the token was echoed or logged")
			}
		})
	}
}

// TestHTTPWebPages: what a web page may send without a preflight (a
// text/plain or form body, an Origin header) never reaches the engine,
// and no CORS header is sent.
func TestHTTPWebPages(t *testing.T) {
	f := newFixture(t, nil, nil)
	body := `{"text": "open the garage door", "session": "s"}`
	for _, c := range []struct {
		name   string
		header []string
		status int
	}{
		{"text/plain", []string{"Content-Type", "text/plain"}, 415},
		{"a form", []string{"Content-Type", "application/x-www-form-urlencoded"}, 415},
		{"no content type", []string{"Content-Type", ""}, 415},
		{"a foreign origin", []string{"Origin", "http://evil.example"}, 403},
		{"a foreign origin, text/plain", []string{"Origin", "http://evil.example", "Content-Type", "text/plain"}, 403},
		{"JSON with a charset", []string{"Content-Type", "application/json; charset=utf-8"}, 200},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := f.do("POST", "/v1/ask", body, loopback, c.header...)
			if w.Code != c.status {
				t.Fatalf("status %d, want %d: %s", w.Code, c.status, w.Body)
			}
			for k := range w.Header() {
				if strings.HasPrefix(k, "Access-Control-") {
					t.Errorf("CORS header %s sent", k)
				}
			}
		})
	}
	w := f.do("OPTIONS", "/v1/ask", "", loopback, "Origin", "http://evil.example", "Access-Control-Request-Method", "POST")
	if w.Code < 400 || w.Header().Get("Access-Control-Allow-Origin") != "" {
		t.Errorf("a preflight: %d %v", w.Code, w.Header())
	}
	n, err := audit.NewLog(f.db.View).Verify()
	if err != nil || n != 1 {
		t.Errorf("the audit log has %d entries, want the one JSON turn: %v", n, err)
	}
}

// TestNoTokenLoopbackOnly: a server without a token refuses to serve
// HTTP beyond loopback.
func TestNoTokenLoopbackOnly(t *testing.T) {
	f := newFixture(t, nil, func(o *Options) { o.NoToken = true })
	ln := otherAddr{listenLoopback(t, true)}
	err := f.srv.Run(context.Background(), ln, nil)
	if err == nil || !strings.Contains(err.Error(), "loopback only") {
		t.Fatalf("Run without a token beyond loopback: %v", err)
	}
}

// TestHTTPRateLimit: a token's holder is one client whatever its
// address, all of loopback without a token is one, and so is an IPv6 /64.
func TestHTTPRateLimit(t *testing.T) {
	f := newFixture(t, nil, func(o *Options) { o.Rate, o.Burst = 1, 2 })
	get := func(remote, token string) int {
		return f.do("GET", "/v1/devices", "", remote, "Authorization", "Bearer "+token).Code
	}
	for i := range 2 {
		if get(loopback, testToken) != 200 {
			t.Fatalf("request %d of the burst refused", i+1)
		}
	}
	w := f.do("GET", "/v1/devices", "", loopback)
	if w.Code != http.StatusTooManyRequests || w.Header().Get("Retry-After") != "1" {
		t.Fatalf("third request: %d, Retry-After %q", w.Code, w.Header().Get("Retry-After"))
	}
	if get("192.0.2.50:1", testToken) != http.StatusTooManyRequests {
		t.Error("the token's holder is not one client: another address got past its limit")
	}
	if get("192.0.2.50:1", testAdminToken) != 200 {
		t.Error("the admin token's holder was limited by the control token's")
	}
	if w := f.do("GET", "/healthz", "", loopback); w.Code != 200 {
		t.Errorf("/healthz is rate limited: %d", w.Code)
	}
	// Unauthenticated guesses count against the limit of their address;
	// all of loopback is one.
	for _, remote := range []string{"127.0.0.2:1", "127.9.9.9:1"} {
		if code := get(remote, "guess"); code != 401 {
			t.Fatalf("a guess from %s: %d", remote, code)
		}
	}
	if code := get("[::1]:1", "guess"); code != http.StatusTooManyRequests {
		t.Errorf("loopback guesses are not one client: %d", code)
	}
	if code := get("192.0.2.9:1", "guess"); code != 401 {
		t.Errorf("a guess from another host was limited: %d", code)
	}
	f.clock.advance(1e9)
	if get(loopback, testToken) != 200 {
		t.Error("still limited after a second")
	}
	// An IPv6 host is one client whatever its address in its /64.
	if get("[2001:db8::1]:1", "guess") != 401 || get("[2001:db8::2]:1", "guess") != 401 || get("[2001:db8::3]:1", "guess") != 429 {
		t.Error("an IPv6 /64 is not one client")
	}
}
