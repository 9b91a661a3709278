package serve

import (
	"fmt"
	"net/http"
	"testing"
	"time"

	"edge/turn"
)

// TestSessionsBoundedPerClient: one client opening session after session
// on loopback (/v1/ask with a new session each time, with none, and
// Wyoming with a new conversation_id each time) keeps at most
// turn.MaxClientSessions of them: its own quiet longest go first, and a
// question waiting in one that went answers nothing. Another client's
// session and the question waiting in it survive, and its yes is taken.
func TestSessionsBoundedPerClient(t *testing.T) {
	const opened = 1000
	f := newFixture(t, nil, nil)
	httpAddr, wyAddr, _ := f.run(t, true, true)
	base := "http://" + httpAddr
	deadline := time.Now().Add(2 * time.Minute)
	garageOpen := func() bool { return state(t, f.db, "cover.garage_door", "position") == 100.0 }

	// another client: Home Assistant at a device, a question waiting.
	if r, _ := haPost(t, base, map[string]any{"text": "unlock the front door", "language": "en", "conversation_id": "kept", "device_id": "sat-hall"}); !r.ContinueConversation {
		t.Fatalf("the other client's question: %+v", r.Response)
	}
	// the flooding client's first session asks too.
	if r := postAsk(t, client(), base, "open the garage door", "first"); r.Outcome != turn.Confirm {
		t.Fatalf("the first question: %s", summary(r))
	}
	c := &http.Client{Transport: tokenTransport{}}
	for i := range opened {
		if time.Now().After(deadline) {
			t.Fatalf("%d sessions took past the deadline", i)
		}
		f.clock.advance(time.Millisecond)
		session := fmt.Sprintf("flood-%04d", i)
		if i%2 == 1 {
			session = "" // a fresh one each time
		}
		if r := postAsk(t, c, base, "is the kitchen light on", session); r.Outcome == turn.Failed || r.Outcome == turn.Blocked || len(r.Actions) > 0 {
			t.Fatalf("turn %d: %s", i, summary(r))
		}
	}
	// the client's newest sessions are kept, its oldest are gone.
	kept := 0
	for i := opened - 2; i >= 0; i -= 2 {
		if data, _, err := f.db.Session(askKey(fmt.Sprintf("flood-%04d", i))); err != nil {
			t.Fatal(err)
		} else if data != nil {
			kept++
		}
	}
	if kept == 0 || kept > turn.MaxClientSessions/2 {
		t.Errorf("%d of the client's named sessions kept; at most %d wanted, the newest", kept, turn.MaxClientSessions/2)
	}
	if data, _, _ := f.db.Session(askKey(fmt.Sprintf("flood-%04d", opened-2))); data == nil {
		t.Error("the client's newest session went")
	}
	// its first session went, and its question with it.
	if r := postAsk(t, client(), base, "yes", "first"); r.Outcome == turn.Done || garageOpen() {
		t.Fatalf("a yes in a session that went: %s", summary(r))
	}

	// Wyoming: one peer, a new conversation each time.
	w := dialFrom(t, "127.0.0.1", wyAddr)
	for i := range turn.MaxClientSessions * 2 {
		f.clock.advance(time.Millisecond)
		w.send("transcript", transcript("is the kitchen light on", fmt.Sprintf("w-%d", i)), false)
		if ev := w.read(); ev.Type != "handled" {
			t.Fatalf("transcript %d: %v", i, ev)
		}
	}
	if n := countSessions(t, f, "wyoming\x1f"); n > turn.MaxClientSessions {
		t.Errorf("the Wyoming peer keeps %d sessions, at most %d wanted", n, turn.MaxClientSessions)
	}
	if n := countSessions(t, f, "http\x1ftoken:control\x1f"); n > turn.MaxClientSessions {
		t.Errorf("the HTTP client keeps %d sessions, at most %d wanted", n, turn.MaxClientSessions)
	}

	// the other client's question survived: its yes is taken.
	if r, _ := haPost(t, base, map[string]any{"text": "yes", "language": "en", "conversation_id": "kept", "device_id": "sat-hall"}); r.Response.ResponseType != haActionDone || state(t, f.db, "lock.front_door", "locked") != false {
		t.Fatalf("the other client's yes: %+v", r.Response)
	}
}

// countSessions counts the stored sessions whose keys begin with prefix.
func countSessions(t *testing.T, f *fixture, prefix string) int {
	t.Helper()
	n, err := f.db.CountSessions(prefix)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// askKey is where /v1/ask keeps the session id of the control token's
// holder: under its channel, its holder and no client.
func askKey(id string) string { return "http\x1ftoken:control\x1f\x1ehttp:" + id }

// TestSessionsBoundedByHolder: a sender that names a new client with each
// turn (a Wyoming satellite_id and device_id, a Home Assistant device_id)
// is still one holder, its address or its token: one Wyoming connection
// sending 1,000 transcripts, each of a new conversation, satellite and
// device, keeps at most turn.MaxClientSessions sessions, and so does the
// conversation API named by a new device each time. The sessions of
// /v1/ask's holder and the question waiting in one survive both, and its
// yes is taken.
func TestSessionsBoundedByHolder(t *testing.T) {
	const opened = 1000
	f := newFixture(t, nil, nil)
	httpAddr, wyAddr, _ := f.run(t, true, true)
	base := "http://" + httpAddr
	deadline := time.Now().Add(2 * time.Minute)

	if r := postAsk(t, client(), base, "open the garage door", "kept"); r.Outcome != turn.Confirm {
		t.Fatalf("the other holder's question: %s", summary(r))
	}
	w := dialFrom(t, "127.0.0.1", wyAddr)
	for i := range opened {
		if time.Now().After(deadline) {
			t.Fatalf("%d transcripts took past the deadline", i)
		}
		f.clock.advance(time.Millisecond)
		d := transcript("is the kitchen light on", fmt.Sprintf("w-%d", i))
		d["context"].(map[string]any)["satellite_id"] = fmt.Sprintf("sat-%d", i)
		d["context"].(map[string]any)["device_id"] = fmt.Sprintf("dev-%d", i)
		w.send("transcript", d, false)
		if ev := w.read(); ev.Type != "handled" {
			t.Fatalf("transcript %d: %v", i, ev)
		}
	}
	if n := countSessions(t, f, "wyoming\x1f"); n == 0 || n > turn.MaxClientSessions {
		t.Errorf("the Wyoming connection keeps %d sessions, 1 to %d wanted", n, turn.MaxClientSessions)
	}
	for i := range turn.MaxClientSessions * 2 {
		f.clock.advance(time.Millisecond)
		if r, _ := haPost(t, base, map[string]any{"text": "is the kitchen light on", "language": "en", "device_id": fmt.Sprintf("ha-%d", i)}); r.Response.ResponseType != haQueryAnswer {
			t.Fatalf("conversation %d: %+v", i, r.Response)
		}
	}
	if n := countSessions(t, f, "http\x1ftoken:control conversation\x1f"); n == 0 || n > turn.MaxClientSessions {
		t.Errorf("the conversation API keeps %d sessions, 1 to %d wanted", n, turn.MaxClientSessions)
	}
	if data, _, _ := f.db.Session(askKey("kept")); data == nil {
		t.Fatal("the other holder's session went")
	}
	if r := postAsk(t, client(), base, "yes", "kept"); r.Outcome != turn.Done || state(t, f.db, "cover.garage_door", "position") != 100.0 {
		t.Fatalf("the other holder's yes: %s", summary(r))
	}
}
