package serve

import (
	"fmt"
	"net/http"
	"testing"
	"time"

	"edge/turn"
)

// TestTimersBoundedByHolder: a sender that names a new client with each
// timer it sets (a Wyoming satellite_id and device_id, a Home Assistant
// device_id) is still one holder, its address or its token: one Wyoming
// connection setting 40 timers, each of a new satellite and device,
// keeps turn.MaxTimersPerClient of them, the rest refused, and so does
// the conversation API named by a new device each time. The holder of
// /v1/ask still sets its own.
func TestTimersBoundedByHolder(t *testing.T) {
	const tries = turn.MaxTimersPerClient * 2
	f := newFixture(t, nil, nil)
	httpAddr, wyAddr, _ := f.run(t, true, true)
	base := "http://" + httpAddr
	deadline := time.Now().Add(time.Minute)

	w := dialFrom(t, "127.0.0.1", wyAddr)
	handled := 0
	for i := range tries {
		if time.Now().After(deadline) {
			t.Fatalf("%d transcripts took past the deadline", i)
		}
		d := transcript("set a timer for 5 minutes", fmt.Sprintf("w-%d", i))
		d["context"].(map[string]any)["satellite_id"] = fmt.Sprintf("sat-%d", i)
		d["context"].(map[string]any)["device_id"] = fmt.Sprintf("dev-%d", i)
		w.send("transcript", d, false)
		ev := w.read()
		switch ev.Type {
		case "handled":
			handled++
			if started := w.read(); started.Type != "timer-started" {
				t.Fatalf("transcript %d: %v after handled", i, started)
			}
		case "not-handled":
		default:
			t.Fatalf("transcript %d: %v", i, ev)
		}
	}
	if handled != turn.MaxTimersPerClient {
		t.Errorf("one Wyoming connection naming a new satellite each time set %d timers, want %d", handled, turn.MaxTimersPerClient)
	}

	set := 0
	for i := range tries {
		if time.Now().After(deadline) {
			t.Fatalf("%d conversations took past the deadline", i)
		}
		r, _ := haPost(t, base, map[string]any{"text": "set a timer for 5 minutes", "language": "en", "device_id": fmt.Sprintf("ha-%d", i)})
		switch r.Response.ResponseType {
		case haActionDone:
			set++
		case haError:
		default:
			t.Fatalf("conversation %d: %+v", i, r.Response)
		}
	}
	if set != turn.MaxTimersPerClient {
		t.Errorf("the conversation API naming a new device each time set %d timers, want %d", set, turn.MaxTimersPerClient)
	}

	c := &http.Client{Transport: tokenTransport{}}
	if r := postAsk(t, c, base, "set a timer for 5 minutes", "own"); r.Outcome != turn.Scheduled {
		t.Errorf("the holder of /v1/ask: %s", summary(r))
	}
}
