package serve

import (
	"bytes"
	"encoding/json"
	"net/http/httptest"
	"slices"
	"testing"

	"edge/turn"
)

// The seeds of these fuzz tests are in testdata/fuzz; `go test` runs them,
// `go test -fuzz FuzzHTTP` (or FuzzWyoming) looks for more.

var outcomes = []string{turn.Done, turn.Planned, turn.Answer, turn.ConditionFalse, turn.Clarify, turn.Confirm,
	turn.Cancelled, turn.Blocked, turn.NotUnderstood, turn.Failed}

// FuzzHTTP sends any body to the two routes that take one: the answer is
// a turn (200) or a clear refusal (400, 413), always JSON, never a panic.
func FuzzHTTP(f *testing.F) {
	fx := newFixture(f, nil, nil)
	h := fx.srv.Handler()
	routes := []string{"/v1/ask", "/api/conversation/process"}
	f.Fuzz(func(t *testing.T, route uint8, body []byte) {
		path := routes[int(route)%len(routes)]
		r := httptest.NewRequest("POST", path, bytes.NewReader(body))
		r.RemoteAddr = loopback
		r.Header.Set("Authorization", "Bearer "+testToken)
		r.Header.Set("Content-Type", "application/json")
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		if w.Code != 200 && w.Code != 400 && w.Code != 413 {
			t.Fatalf("%s %q: status %d: %s", path, body, w.Code, w.Body)
		}
		if !json.Valid(w.Body.Bytes()) {
			t.Fatalf("%s %q: not JSON: %q", path, body, w.Body)
		}
		if w.Code != 200 {
			var e struct{ Error string }
			if json.Unmarshal(w.Body.Bytes(), &e); e.Error == "" {
				t.Fatalf("%s %q: a refusal without a reason: %s", path, body, w.Body)
			}
			return
		}
		if path == "/v1/ask" {
			var res turn.Result
			if err := json.Unmarshal(w.Body.Bytes(), &res); err != nil || !slices.Contains(outcomes, res.Outcome) {
				t.Fatalf("%q: %s (%v)", body, w.Body, err)
			}
			return
		}
		var res haResult
		if err := json.Unmarshal(w.Body.Bytes(), &res); err != nil || res.ConversationID == "" ||
			!slices.Contains([]string{haActionDone, haQueryAnswer, haError}, res.Response.ResponseType) {
			t.Fatalf("%q: %s (%v)", body, w.Body, err)
		}
	})
}

// FuzzWyoming feeds any byte stream to a Wyoming connection: every event
// written back is well formed and one edge may send, and the connection
// ends when the stream does; never a panic.
func FuzzWyoming(f *testing.F) {
	fx := newFixture(f, nil, nil)
	allowed := []string{"info", "handled", "not-handled", "pong", "error"}
	f.Fuzz(func(t *testing.T, stream []byte) {
		for _, ev := range converse(t, fx.srv, loopback, string(stream)) {
			if !slices.Contains(allowed, ev.Type) {
				t.Fatalf("%q: event %v", stream, ev)
			}
			if ev.Type == "error" && (ev.Data["text"] == "" || ev.Data["code"] == "") {
				t.Fatalf("%q: error without text or code: %v", stream, ev)
			}
		}
	})
}
