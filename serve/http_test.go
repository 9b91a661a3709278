package serve

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"

	"edge/audit"
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
