package serve

import (
	"testing"

	"edge/audit"
	"edge/home"
	"edge/home/hometest"
	"edge/turn"
)

// TestConfirmBoundToClient: a question asked through Home Assistant's
// conversation API is confirmed only by the device it was asked at: not
// by another device_id sending the same conversation_id, nor by /v1/ask
// naming the conversation_id as its session.
func TestConfirmBoundToClient(t *testing.T) {
	f := newFixture(t, nil, nil)
	httpAddr, _, _ := f.run(t, true, false)
	base := "http://" + httpAddr
	open := func() bool { return state(t, f.db, "cover.garage_door", "position") == 100.0 }
	ha := func(device, text string) haResult {
		t.Helper()
		req := map[string]any{"text": text, "language": "en", "conversation_id": "c2"}
		if device != "" {
			req["device_id"] = device
		}
		r, _ := haPost(t, base, req)
		return r
	}

	if r := ha("sat-garage", "open the garage door"); !r.ContinueConversation {
		t.Fatalf("the question: %+v", r.Response)
	}
	if r := ha("sat-kids", "yes"); open() || r.Response.ResponseType == haActionDone && len(r.Response.Data.Success) > 0 {
		t.Fatalf("another device_id confirmed: %+v", r.Response)
	}
	if r := postAsk(t, client(), base, "yes", "c2"); open() || r.Outcome == turn.Done {
		t.Fatalf("/v1/ask confirmed a question of the conversation API: %s", summary(r))
	}
	if open() {
		t.Fatal("the garage door opened on another client's yes")
	}
	// the owner asks again: the foreign turns took nothing from it.
	if r := ha("sat-garage", "open the garage door"); !r.ContinueConversation {
		t.Fatalf("the question again: %+v", r.Response)
	}
	if r := ha("sat-garage", "yes"); !open() {
		t.Fatalf("its own yes: %+v", r.Response)
	}

	// without a device_id the conversation API is a client of its own.
	if r := ha("", "unlock the front door"); !r.ContinueConversation {
		t.Fatalf("the question: %+v", r.Response)
	}
	if r := postAsk(t, client(), base, "yes", "c2"); r.Outcome == turn.Done || state(t, f.db, "lock.front_door", "locked") != true {
		t.Fatalf("/v1/ask confirmed a question of the conversation API: %s", summary(r))
	}
}

// TestWyomingUnlisted: with satellites listed, a transcript from a peer
// that names none of them may read and act at low risk, and never asks
// for or takes a yes.
func TestWyomingUnlisted(t *testing.T) {
	h := hometest.Load(t, "demo")
	h.Satellites = []home.Satellite{{ID: "sat-garage", Room: "garage"}}
	f := newFixture(t, h, nil)
	_, addr, _ := f.run(t, false, true)
	say := func(ctx map[string]any, text string) wyEvent {
		t.Helper()
		c := dialFrom(t, "127.0.0.1", addr)
		d := transcript(text, "w1")
		for k, v := range ctx {
			d["context"].(map[string]any)[k] = v
		}
		c.send("transcript", d, false)
		return c.read()
	}
	open := func() bool { return state(t, f.db, "cover.garage_door", "position") == 100.0 }
	if ev := say(nil, "open the garage door"); ev.Type != "not-handled" {
		t.Errorf("an unlisted client asked to open the garage door: %v", ev)
	}
	if say(nil, "yes"); open() {
		t.Fatal("an unlisted Wyoming client opened the garage door")
	}
	refused := 0
	err := audit.NewLog(f.db.View).Decisions(func(e audit.Entry) error {
		if e.Decision.Reason == "unlisted_client" && e.Call != nil && e.Call.Device == "cover.garage_door" && e.Outcome == turn.Blocked {
			refused++
		}
		return nil
	})
	if err != nil || refused != 1 {
		t.Errorf("audit entries of the refusal: %d, %v", refused, err)
	}
	if ev := say(map[string]any{"device_id": "sat-nowhere"}, "open the garage door"); ev.Type != "not-handled" {
		t.Errorf("an unknown satellite asked to open the garage door: %v", ev)
	}
	if say(map[string]any{"device_id": "sat-nowhere"}, "yes"); open() {
		t.Fatal("an unknown satellite opened the garage door")
	}
	if ev := say(nil, "turn on the kitchen light"); ev.Type != "handled" || state(t, f.db, "light.kitchen", "on") != true {
		t.Errorf("a low-risk command from an unlisted client: %v", ev)
	}
	if ev := say(nil, "is the garage door open"); ev.Type != "handled" {
		t.Errorf("a question from an unlisted client: %v", ev)
	}
	sat := map[string]any{"device_id": "sat-garage"}
	if ev := say(sat, "open the garage door"); ev.Type != "handled" {
		t.Fatalf("the listed satellite's question: %v", ev)
	}
	if say(sat, "yes"); !open() {
		t.Fatal("the listed satellite's yes")
	}
}

// TestWyomingSatellitesOnlyOption: the option limits unlisted clients
// also in a home that lists no satellites (on), or trusts every allowed
// peer whole (off).
func TestWyomingSatellitesOnlyOption(t *testing.T) {
	for _, tc := range []struct {
		name     string
		opt      SatellitesOnly
		listed   bool
		wantOpen bool
	}{
		{"auto, no satellites", SatellitesOnlyAuto, false, true},
		{"on, no satellites", SatellitesOnlyOn, false, false},
		{"off, satellites", SatellitesOnlyOff, true, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := hometest.Load(t, "demo")
			if tc.listed {
				h.Satellites = []home.Satellite{{ID: "sat-garage", Room: "garage"}}
			}
			f := newFixture(t, h, func(o *Options) { o.WyomingSatellitesOnly = tc.opt })
			_, addr, _ := f.run(t, false, true)
			for _, text := range []string{"open the garage door", "yes"} {
				c := dialFrom(t, "127.0.0.1", addr)
				c.send("transcript", transcript(text, "w1"), false)
				c.read()
			}
			if open := state(t, f.db, "cover.garage_door", "position") == 100.0; open != tc.wantOpen {
				t.Errorf("the garage door open: %v, want %v", open, tc.wantOpen)
			}
		})
	}
}

// TestTimersOfClient: which timers are set, and cancelling them, are the
// satellite's own: the kids' room neither hears of nor cancels the
// kitchen's timer, and a session of /v1/ask only its own.
func TestTimersOfClient(t *testing.T) {
	h := hometest.Load(t, "demo")
	h.Satellites = []home.Satellite{{ID: "sat-kitchen", Room: "kitchen"}, {ID: "sat-kids", Room: "kids"}}
	f := newFixture(t, h, nil)
	httpAddr, addr, _ := f.run(t, true, true)
	say := func(satellite, text, want string) {
		t.Helper()
		c := dialFrom(t, "127.0.0.1", addr)
		d := transcript(text, "")
		d["context"] = map[string]any{"satellite_id": satellite}
		c.send("transcript", d, false)
		if ev := c.read(); ev.Data["text"] != want {
			t.Errorf("%s: %q: %v, want %q", satellite, text, ev, want)
		}
	}
	say("sat-kitchen", "turn off the kitchen light in 10 minutes", "OK, I'll turn off Kitchen light at 20:10.")
	say("sat-kids", "what timers are set", "There are no timers set.")
	say("sat-kids", "cancel the timer", "There are no timers set.")
	say("sat-kitchen", "what timers are set", "Timers set (1): turn off Kitchen light at 20:10.")

	base := "http://" + httpAddr
	if r := postAsk(t, client(), base, "set a timer for 5 minutes", "s1"); r.Outcome != turn.Scheduled {
		t.Fatalf("a timer over HTTP: %s", summary(r))
	}
	if r := postAsk(t, client(), base, "cancel the timer", "s2"); r.Say != "There are no timers set." {
		t.Errorf("another session cancelled: %q", r.Say)
	}
	if r := postAsk(t, client(), base, "what timers are set", "s1"); r.Say != "Timers set (1): a timer for 5 minutes at 20:05." {
		t.Errorf("its own session: %q", r.Say)
	}
}
