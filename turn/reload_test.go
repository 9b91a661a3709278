package turn_test

import (
	"context"
	"path/filepath"
	"slices"
	"testing"

	"edge/home"
	"edge/home/hometest"
	"edge/index"
	"edge/turn"
)

// TestReload: a home imported while the engine runs is taken at once:
// sessions go on, a new device is usable, and a pending action on a
// device the new home lacks is cancelled when confirmed.
func TestReload(t *testing.T) {
	old := hometest.Load(t, "demo")
	e, db := engineOn(t, filepath.Join(t.TempDir(), "edge.db"), old)
	defer e.Close()
	ask := func(session, text string) turn.Result {
		t.Helper()
		return e.Ask(context.Background(), turn.Request{Text: text, Session: session})
	}
	if r := ask("a", "open the garage door"); r.Outcome != turn.Confirm {
		t.Fatalf("open the garage door: %s", summary(r))
	}
	if r := ask("b", "turn on the kitchen light"); r.Outcome != turn.Done {
		t.Fatalf("turn on the kitchen light: %s", summary(r))
	}

	h := hometest.Load(t, "demo")
	h.Devices = slices.DeleteFunc(h.Devices, func(d home.Device) bool { return d.ID == "cover.garage_door" })
	h.Devices = append(h.Devices, home.Device{ID: "light.porch", Name: "Porch light", Room: "garden", Type: "light",
		Capabilities: []string{"onoff"}, State: map[string]any{"on": false}})
	for i := range h.Scenes {
		h.Scenes[i].Actions = slices.DeleteFunc(h.Scenes[i].Actions, func(a home.Action) bool { return a.Device == "cover.garage_door" })
	}
	if err := db.Import(h, index.Write); err != nil {
		t.Fatal(err)
	}
	if err := e.Reload(); err != nil {
		t.Fatal(err)
	}

	if r := ask("a", "yes"); r.Outcome != turn.Cancelled || r.Say != "Garage door is no longer in the home; nothing was done." {
		t.Errorf("yes to an action on a removed device: %s %q", summary(r), r.Say)
	}
	if r := ask("c", "turn on the porch light"); summary(r) != "done: light.porch on done" {
		t.Errorf("the new device: %s %q", summary(r), r.Say)
	}
	if r := ask("b", "turn it off"); summary(r) != "done: light.kitchen off done" {
		t.Errorf("a session going on: %s %q", summary(r), r.Say)
	}
}
