package serve

import (
	"strings"
	"testing"

	"edge/home"
	"edge/home/hometest"
)

// TestSatellites: a turn said through a satellite the home lists is said
// in its room, over Wyoming (by device_id, satellite_id or the peer's
// address) and over Home Assistant's conversation API (device_id); an
// unknown satellite is logged once and has no room.
func TestSatellites(t *testing.T) {
	h := hometest.Load(t, "demo")
	h.Satellites = []home.Satellite{{ID: "5d2b9e0c1a", Room: "bedroom"}, {ID: "assist_satellite.kids", Room: "kids"},
		{ID: "127.0.0.4", Room: "study"}, {ID: "ha-kitchen", Room: "kitchen"}}
	h.Security.Bulk = 50 // all the lights at once, with no yes
	f := newFixture(t, h, nil)
	httpAddr, wyAddr, _ := f.run(t, true, true)
	on := func(id string) bool { return state(t, f.db, id, "on") == true }
	reset := func() {
		t.Helper()
		if r := postAsk(t, client(), "http://"+httpAddr, "turn on all the lights", "reset"); r.Outcome != "done" {
			t.Fatalf("turn on all the lights: %s", summary(r))
		}
	}
	say := func(from string, ctx map[string]any, text string) {
		t.Helper()
		c := dialFrom(t, from, wyAddr)
		d := transcript(text, "")
		if ctx != nil {
			d["context"] = ctx
		}
		c.send("transcript", d, false)
		if ev := c.read(); ev.Type != "handled" {
			t.Fatalf("%q from %s %v: %v", text, from, ctx, ev)
		}
	}
	lightsOff := func(want ...string) {
		t.Helper()
		off := map[string]bool{}
		for _, id := range want {
			off[id] = true
		}
		for _, d := range h.Devices {
			if d.Type == "light" && on(d.ID) == off[d.ID] {
				t.Errorf("%s on = %v, want %v", d.ID, on(d.ID), !off[d.ID])
			}
		}
	}

	reset()
	say("127.0.0.1", map[string]any{"device_id": "5d2b9e0c1a"}, "turn off the lights")
	lightsOff("light.bedroom_main", "light.bedside")

	reset()
	say("127.0.0.1", map[string]any{"satellite_id": "assist_satellite.kids", "device_id": "no-such"}, "turn off the light")
	lightsOff("light.kids")

	reset()
	say("127.0.0.4", nil, "turn off the lights in here")
	lightsOff("light.study_lamp", "light.study_ceiling")

	reset()
	r, _ := haPost(t, "http://"+httpAddr, map[string]any{"text": "turn off the lights", "language": "en", "device_id": "ha-kitchen"})
	if r.Response.ResponseType != "action_done" {
		t.Fatalf("conversation API: %+v", r.Response)
	}
	lightsOff("light.kitchen", "light.kitchen_cabinet")

	// Not listed: no room, so the room is asked, and the log says so once.
	for range 2 {
		c := dialFrom(t, "127.0.0.1", wyAddr)
		c.send("transcript", map[string]any{"text": "turn off the lights", "context": map[string]any{"device_id": "stranger"}}, false)
		if ev := c.read(); ev.Type != "handled" || !strings.Contains(ev.Data["text"].(string), "Which room") {
			t.Errorf("an unknown satellite: %v", ev)
		}
	}
	if n := strings.Count(f.logs.String(), "satellite=stranger"); n != 1 {
		t.Errorf("the unknown satellite was logged %d times, want once:\n%s", n, f.logs)
	}
}
