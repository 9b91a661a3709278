package serve

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"edge/audit"
	"edge/store"
	"edge/turn"
)

// step is one turn of a conversation and what it must give.
type step struct {
	text string
	want string // summary()
}

var conversations = []struct {
	name  string
	steps []step
	check func(t *testing.T, f *fixture)
}{
	{"clarify then answer", []step{
		{"turn on the lamp", "clarify: "},
		{"the one in the study", "done: light.study_lamp on done"},
	}, func(t *testing.T, f *fixture) {
		if on := state(t, f.db, "light.study_lamp", "on"); on != true {
			t.Errorf("study lamp on = %v, want true", on)
		}
	}},
	{"confirm then yes", []step{
		{"open the garage door", "confirm: cover.garage_door open pending"},
		{"yes", "done: cover.garage_door open done"},
	}, func(t *testing.T, f *fixture) {
		if pos := state(t, f.db, "cover.garage_door", "position"); pos != 100.0 {
			t.Errorf("garage door position = %v, want 100", pos)
		}
	}},
	{"confirm then something else", []step{
		{"unlock the front door", "confirm: lock.front_door unlock pending"},
		{"turn on the kitchen light", "done: light.kitchen on done"},
		{"yes", "not_understood: "},
	}, func(t *testing.T, f *fixture) {
		if locked := state(t, f.db, "lock.front_door", "locked"); locked != true {
			t.Errorf("front door locked = %v, want true: a yes after another turn must not unlock it", locked)
		}
	}},
	{"确认 in Chinese", []step{
		{"打开燃气阀门", "confirm: valve.gas open pending"},
		{"确认", "done: valve.gas open done"},
	}, nil},
}

// TestHTTPConversations runs multi-turn conversations over a real
// listener on loopback.
func TestHTTPConversations(t *testing.T) {
	for _, c := range conversations {
		t.Run(c.name, func(t *testing.T) {
			f := newFixture(t, nil, nil)
			addr, _, _ := f.run(t, true, false)
			client := client()
			for _, s := range c.steps {
				r := postAsk(t, client, "http://"+addr, s.text, "s1")
				if got := summary(r); got != s.want {
					t.Fatalf("%q → %s (%s), want %s", s.text, got, r.Say, s.want)
				}
			}
			if c.check != nil {
				c.check(t, f)
			}
		})
	}
}

func TestHTTPClarifyOptions(t *testing.T) {
	f := newFixture(t, nil, nil)
	w := f.do("POST", "/v1/ask", askBody(t, "turn on the lamp", "s"), loopback)
	if w.Code != http.StatusOK {
		t.Fatalf("status %d: %s", w.Code, w.Body)
	}
	var m map[string]any
	if err := json.Unmarshal(w.Body.Bytes(), &m); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"text", "lang", "source", "outcome", "actions", "reads", "question", "options", "say", "ir"} {
		if _, ok := m[k]; !ok {
			t.Errorf("answer lacks %q (CONTRACT §3): %s", k, w.Body)
		}
	}
	if m["outcome"] != "clarify" || len(m["options"].([]any)) != 3 || !strings.HasPrefix(m["question"].(string), "Which one") {
		t.Errorf("answer: %s", w.Body)
	}
	if got := w.Header().Get("Edge-Session"); got != "s" {
		t.Errorf("Edge-Session = %q, want s", got)
	}
	if ct := w.Header().Get("Content-Type"); ct != "application/json; charset=utf-8" {
		t.Errorf("Content-Type = %q", ct)
	}
}

func TestHTTPDryRunAndRoom(t *testing.T) {
	f := newFixture(t, nil, nil)
	w := f.do("POST", "/v1/ask", `{"text": "turn off the lights", "room": "kitchen", "dry_run": true}`, loopback)
	if got := summary(decodeResult(t, w.Body)); got != "planned: light.kitchen off planned, light.kitchen_cabinet off planned" {
		t.Errorf("dry run in the kitchen: %s", got)
	}
	if on := state(t, f.db, "light.kitchen", "on"); on != true {
		t.Errorf("a dry run switched the kitchen light off")
	}
	w = f.do("POST", "/v1/ask", `{"text": "turn on the lamp", "room": "study", "session": "x"}`, loopback)
	if got := summary(decodeResult(t, w.Body)); got != "done: light.study_lamp on done" {
		t.Errorf("the lamp, said in the study: %s", got)
	}
	w = f.do("POST", "/v1/ask", `{"text": "turn on the lamp", "room": null, "session": "y"}`, loopback)
	if got := summary(decodeResult(t, w.Body)); got != "clarify: " {
		t.Errorf("the lamp, said nowhere: %s", got)
	}
}

// TestHTTPNumberTooBig: a number too big for edge is refused in words,
// with a 200 and a result, and the next turn runs.
func TestHTTPNumberTooBig(t *testing.T) {
	f := newFixture(t, nil, nil)
	w := f.do("POST", "/v1/ask", askBody(t, "set the lamp to "+strings.Repeat("9", 400)+" percent", "s"), loopback)
	if r := decodeResult(t, w.Body); w.Code != 200 || r.Outcome != "not_understood" || r.Say != "That number is too big for me." {
		t.Errorf("%d %+v", w.Code, r)
	}
	w = f.do("POST", "/v1/ask", askBody(t, "set a timer for "+strings.Repeat("9", 400)+" hours", "s"), loopback)
	if r := decodeResult(t, w.Body); w.Code != 200 || r.Outcome != "not_understood" {
		t.Errorf("%d %+v", w.Code, r)
	}
	w = f.do("POST", "/v1/ask", askBody(t, "turn on the lamp", "s"), loopback)
	if w.Code != 200 {
		t.Errorf("the next turn: %d %s", w.Code, w.Body)
	}
}

// TestHTTPSessionless: a turn without a session gets a new one, sent back,
// so that one client's pending question is never answered by another's
// turn.
func TestHTTPSessionless(t *testing.T) {
	f := newFixture(t, nil, nil)
	w := f.do("POST", "/v1/ask", `{"text": "unlock the front door"}`, loopback)
	first := w.Header().Get("Edge-Session")
	if r := decodeResult(t, w.Body); r.Outcome != turn.Confirm || len(first) != 32 {
		t.Fatalf("outcome %s, session %q", r.Outcome, first)
	}
	w = f.do("POST", "/v1/ask", `{"text": "yes"}`, loopback)
	if r := decodeResult(t, w.Body); r.Outcome != turn.NotUnderstood {
		t.Errorf("a yes without a session answered another client's question: %s", summary(r))
	}
	if second := w.Header().Get("Edge-Session"); second == first || second == "" {
		t.Errorf("sessions %q and %q", first, second)
	}
	w = f.do("POST", "/v1/ask", askBody(t, "yes", first), loopback)
	if r := decodeResult(t, w.Body); summary(r) != "done: lock.front_door unlock done" {
		t.Errorf("the yes of the session: %s", summary(r))
	}
}

// TestHTTPConcurrentSessions runs many conversations at once over a real
// listener; each session sees only its own questions.
func TestHTTPConcurrentSessions(t *testing.T) {
	f := newFixture(t, nil, nil)
	addr, _, _ := f.run(t, true, false)
	base := "http://" + addr
	client := client()
	var wg sync.WaitGroup
	errs := make(chan string, 100)
	for i := range 8 {
		wg.Go(func() {
			session := fmt.Sprintf("c%d", i)
			flow := conversations[i%2].steps
			for range 3 {
				for _, s := range flow {
					r := postAsk(t, client, base, s.text, session)
					if got := summary(r); got != s.want {
						errs <- fmt.Sprintf("session %s: %q → %s, want %s", session, s.text, got, s.want)
						return
					}
				}
			}
		})
	}
	// Meanwhile another session keeps saying yes: it must never confirm
	// what the others asked.
	wg.Go(func() {
		for range 20 {
			if r := postAsk(t, client, base, "yes", "intruder"); r.Outcome != turn.NotUnderstood {
				errs <- "a yes of another session did something: " + summary(r)
				return
			}
		}
	})
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}

func TestHTTPBadInput(t *testing.T) {
	long := strings.Repeat("turn on the lamp ", 600)[:10000]
	cases := []struct {
		name, method, path, body string
		status                   int
		msg                      string
	}{
		{"malformed JSON", "POST", "/v1/ask", `{"text": "hi"`, 400, "bad JSON"},
		{"not an object", "POST", "/v1/ask", `["turn on the lamp"]`, 400, "bad JSON"},
		{"invalid UTF-8", "POST", "/v1/ask", "{\"text\": \"turn on the \xff\xfe lamp\"}", 400, "not valid UTF-8"},
		{"10,000 characters", "POST", "/v1/ask", askBody(t, long, "s"), 400, "text too long: 10000 characters (at most 1000)"},
		{"10,000 Chinese characters", "POST", "/v1/ask", askBody(t, strings.Repeat("灯", 10000), "s"), 400, "text too long"},
		{"oversized body", "POST", "/v1/ask", `{"text": "` + strings.Repeat("a", MaxBody) + `"}`, 413, "request body too large"},
		{"empty body", "POST", "/v1/ask", "", 400, "empty request body"},
		{"no text", "POST", "/v1/ask", `{"session": "s"}`, 400, `"text" is required`},
		{"text not a string", "POST", "/v1/ask", `{"text": 5}`, 400, "bad JSON"},
		{"unknown field", "POST", "/v1/ask", `{"txt": "hi"}`, 400, `unknown field "txt"`},
		{"two objects", "POST", "/v1/ask", `{"text": "hi"} {"text": "yes"}`, 400, "more after the object"},
		{"text twice", "POST", "/v1/ask", `{"text": "turn on the lamp", "text": "unlock the front door"}`, 400, `bad JSON: the key "text" is given twice in one object`},
		{"text twice in two cases", "POST", "/v1/ask", `{"text": "turn on the lamp", "TEXT": "unlock the front door"}`, 400, `the key "TEXT" is given twice`},
		{"HA text twice", "POST", "/api/conversation/process", `{"text": "hi", "language": "en", "text": "unlock"}`, 400, `the key "text" is given twice`},
		{"session with a space", "POST", "/v1/ask", `{"text": "hi", "session": "a b"}`, 400, "session id"},
		{"session too long", "POST", "/v1/ask", askBody(t, "hi", strings.Repeat("s", 129)), 400, "session id too long"},
		{"unknown room", "POST", "/v1/ask", `{"text": "turn off the lights", "room": "cellar"}`, 400, `no room "cellar"`},
		{"HA malformed JSON", "POST", "/api/conversation/process", `{"text":`, 400, "bad JSON"},
		{"HA no text", "POST", "/api/conversation/process", `{"language": "en"}`, 400, `"text" is required`},
		{"HA 10,000 characters", "POST", "/api/conversation/process", `{"text": "` + long + `"}`, 400, "text too long"},
		{"HA bad conversation_id", "POST", "/api/conversation/process", `{"text": "hi", "conversation_id": "a\nb"}`, 400, "conversation_id"},
		{"HA oversized body", "POST", "/api/conversation/process", `{"text": "` + strings.Repeat("a", MaxBody) + `"}`, 413, "too large"},
		{"audit bad limit", "GET", "/v1/audit?limit=0", "", 400, "limit must be"},
		{"audit bad after", "GET", "/v1/audit?after=x", "", 400, "after must be"},
	}
	f := newFixture(t, nil, nil)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := f.do(c.method, c.path, c.body, loopback)
			if w.Code != c.status {
				t.Fatalf("status %d, want %d: %s", w.Code, c.status, w.Body)
			}
			var e struct {
				Error string `json:"error"`
			}
			if err := json.Unmarshal(w.Body.Bytes(), &e); err != nil || !strings.Contains(e.Error, c.msg) {
				t.Errorf("body %s, want an error saying %q", w.Body, c.msg)
			}
		})
	}
	for _, c := range []struct {
		method, path string
		status       int
		allow        string
	}{{"GET", "/v1/ask", 405, "POST"}, {"DELETE", "/v1/devices", 405, "GET"}, {"PUT", "/api/conversation/process", 405, "POST"},
		{"GET", "/v2/ask", 404, ""}, {"POST", "/", 404, ""}, {"GET", "/v1/ask/", 404, ""}} {
		w := f.do(c.method, c.path, "", loopback)
		var e struct{ Error string }
		if w.Code != c.status || w.Header().Get("Allow") != c.allow || json.Unmarshal(w.Body.Bytes(), &e) != nil || e.Error == "" {
			t.Errorf("%s %s: %d, Allow %q, %s; want %d, Allow %q, a JSON error", c.method, c.path, w.Code, w.Header().Get("Allow"), w.Body, c.status, c.allow)
		}
	}
	if w := f.do("HEAD", "/healthz", "", loopback); w.Code != 200 {
		t.Errorf("HEAD /healthz: %d", w.Code)
	}
	n, err := audit.NewLog(f.db.View).Verify()
	if err != nil || n != 0 {
		t.Errorf("refused requests reached the audit log: %d entries, %v", n, err)
	}
}

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

func TestHTTPRateLimit(t *testing.T) {
	f := newFixture(t, nil, func(o *Options) { o.Rate, o.Burst = 1, 2 })
	get := func(remote string) int { return f.do("GET", "/v1/devices", "", remote).Code }
	for i := range 2 {
		if get(loopback) != 200 {
			t.Fatalf("request %d of the burst refused", i+1)
		}
	}
	w := f.do("GET", "/v1/devices", "", loopback)
	if w.Code != http.StatusTooManyRequests || w.Header().Get("Retry-After") != "1" {
		t.Fatalf("third request: %d, Retry-After %q", w.Code, w.Header().Get("Retry-After"))
	}
	if get("127.0.0.2:1") != 200 {
		t.Error("another client was limited too")
	}
	if w := f.do("GET", "/healthz", "", loopback); w.Code != 200 {
		t.Errorf("/healthz is rate limited: %d", w.Code)
	}
	// Unauthenticated guesses count against the limit too.
	for range 2 {
		if w := f.do("GET", "/v1/devices", "", "192.0.2.9:1", "Authorization", "Bearer guess"); w.Code != 401 {
			t.Fatalf("a guess: %d", w.Code)
		}
	}
	if get("192.0.2.9:2") != http.StatusTooManyRequests {
		t.Error("token guesses are not rate limited")
	}
	f.clock.advance(1e9)
	if get(loopback) != 200 {
		t.Error("still limited after a second")
	}
	// An IPv6 host is one client whatever its address in its /64.
	if get("[2001:db8::1]:1") != 200 || get("[2001:db8::2]:1") != 200 || get("[2001:db8::3]:1") != 429 {
		t.Error("an IPv6 /64 is not one client")
	}
}

func TestHTTPDevices(t *testing.T) {
	f := newFixture(t, nil, nil)
	f.do("POST", "/v1/ask", askBody(t, "turn on the kitchen light", "s"), loopback)
	w := f.do("GET", "/v1/devices", "", loopback)
	var got struct {
		Devices []device `json:"devices"`
	}
	if err := json.Unmarshal(w.Body.Bytes(), &got); err != nil || w.Code != 200 {
		t.Fatalf("%d %s: %v", w.Code, w.Body, err)
	}
	if len(got.Devices) != 42 {
		t.Errorf("%d devices, want the demo home's 42", len(got.Devices))
	}
	for _, d := range got.Devices {
		if d.ID != "light.kitchen" {
			continue
		}
		if d.Name != "Kitchen light" || d.Room != "kitchen" || d.Type != "light" || len(d.Capabilities) == 0 || d.State["on"] != true {
			t.Errorf("kitchen light: %+v", d)
		}
		return
	}
	t.Error("no light.kitchen")
}

func TestHTTPAudit(t *testing.T) {
	f := newFixture(t, nil, nil)
	for _, s := range []string{"turn on the kitchen light", "turn off the kitchen light", "unlock the front door", "no"} {
		f.do("POST", "/v1/ask", askBody(t, s, "a"), loopback)
	}
	type page struct {
		Entries []audit.Entry `json:"entries"`
		Next    uint64        `json:"next"`
		More    bool          `json:"more"`
	}
	get := func(q string) page {
		w := f.do("GET", "/v1/audit"+q, "", loopback)
		var p page
		if err := json.Unmarshal(w.Body.Bytes(), &p); err != nil || w.Code != 200 {
			t.Fatalf("GET /v1/audit%s: %d %s", q, w.Code, w.Body)
		}
		return p
	}
	all := get("")
	// on and off, each started then with its result; unlock pending.
	if len(all.Entries) != 5 || all.More {
		t.Fatalf("%d entries (more %v), want on, off, unlock pending", len(all.Entries), all.More)
	}
	for _, e := range all.Entries {
		if e.Channel != "http" || e.Session != "http:a" {
			t.Errorf("entry %d: channel %q session %q", e.Seq, e.Channel, e.Session)
		}
	}
	if e := all.Entries[1]; e.Outcome != audit.Results || len(e.Results) != 1 || e.Results[0].Seq != 1 || e.Results[0].Outcome != turn.Done {
		t.Errorf("second entry: %+v", e)
	}
	if e := all.Entries[4]; e.Call.Command != "unlock" || e.Outcome != turn.Confirm {
		t.Errorf("last entry: %+v", e)
	}
	first := get("?limit=2")
	if len(first.Entries) != 2 || !first.More || first.Next != 2 {
		t.Fatalf("first page: %d entries, next %d, more %v", len(first.Entries), first.Next, first.More)
	}
	rest := get(fmt.Sprintf("?after=%d&limit=3", first.Next))
	if len(rest.Entries) != 3 || rest.Entries[0].Seq != 3 || rest.More {
		t.Errorf("second page: %+v", rest)
	}
	if p := get("?channel=wyoming"); len(p.Entries) != 0 {
		t.Errorf("channel filter: %d entries", len(p.Entries))
	}
	if p := get("?session=http:a&limit=1000"); len(p.Entries) != 5 {
		t.Errorf("session filter: %d entries", len(p.Entries))
	}
}

func TestHTTPHealth(t *testing.T) {
	f := newFixture(t, nil, nil)
	w := f.do("GET", "/healthz", "", loopback)
	b, _ := io.ReadAll(w.Body)
	if w.Code != 200 || strings.TrimSpace(string(b)) != `{"status":"ok","version":"test"}` {
		t.Errorf("%d %s", w.Code, b)
	}
}

// TestHTTPBackup: a copy of the database needs the token from every
// client, loopback too, and is a database holding what was done.
func TestHTTPBackup(t *testing.T) {
	f := newFixture(t, nil, nil)
	f.do("POST", "/v1/ask", askBody(t, "turn on the kitchen light", "a"), loopback)
	if w := f.do("GET", "/v1/backup", "", loopback, "Authorization", ""); w.Code != 401 {
		t.Errorf("without the token: %d %s", w.Code, w.Body)
	}
	nt := newFixture(t, nil, func(o *Options) { o.NoToken = true })
	if w := nt.do("GET", "/v1/backup", "", loopback, "Authorization", ""); w.Code != 401 || !strings.Contains(w.Body.String(), "needs the bearer token") {
		t.Errorf("without the token, served without a token: %d %s", w.Code, w.Body)
	}
	w := f.do("GET", "/v1/backup", "", loopback, "Authorization", "Bearer "+testToken)
	if w.Code != 200 || w.Header().Get("Content-Type") != "application/octet-stream" {
		t.Fatalf("with the token: %d %s", w.Code, w.Header())
	}
	path := filepath.Join(t.TempDir(), "copy.db")
	if err := os.WriteFile(path, w.Body.Bytes(), 0o600); err != nil {
		t.Fatal(err)
	}
	db, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if st, err := db.State("light.kitchen"); err != nil || st["on"] != true {
		t.Errorf("the copy's kitchen light: %v %v", st, err)
	}
	if n, err := audit.NewLog(db.View).Verify(); n != 2 || err != nil {
		t.Errorf("the copy's log: %d %v", n, err)
	}
}

// otherAddr is a loopback listener that says it listens beyond loopback.
type otherAddr struct{ net.Listener }

func (otherAddr) Addr() net.Addr { return &net.TCPAddr{IP: net.IPv4(192, 0, 2, 1), Port: 8650} }
