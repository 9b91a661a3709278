package main

import (
	"bytes"
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"edge/audit"
	"edge/store"
)

// radioHome has the kitchen radio the timer test turns off.
const radioHome = `name: Timer test
rooms:
  - {id: kitchen, name: Kitchen}
devices:
  - {id: media.kitchen_radio, name: Kitchen radio, room: kitchen, type: speaker, capabilities: [onoff, media], state: {on: true, volume: 30}}
  - {id: light.kitchen, name: Kitchen light, room: kitchen, type: light, capabilities: [onoff], state: {on: false}}
`

// askServer sends one turn to a served edge.
func askServer(t *testing.T, addr, text string) (outcome, say string, actions []map[string]any) {
	t.Helper()
	body, _ := json.Marshal(map[string]any{"text": text, "session": "kitchen"})
	client := &http.Client{Timeout: 10 * time.Second}
	resp, err := client.Post("http://"+addr+"/v1/ask", "application/json", bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var r struct {
		Outcome string           `json:"outcome"`
		Say     string           `json:"say"`
		Actions []map[string]any `json:"actions"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&r); err != nil {
		t.Fatal(err)
	}
	return r.Outcome, r.Say, r.Actions
}

// TestTimerSurvivesKill: a delayed command set over a real edge serve is
// listed, and still runs when the server was killed with -9 before it was
// due and started again.
func TestTimerSurvivesKill(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and kills edge serve")
	}
	dir := t.TempDir()
	db, home := filepath.Join(dir, "edge.db"), filepath.Join(dir, "home.yaml")
	if err := os.WriteFile(home, []byte(radioHome), 0o600); err != nil {
		t.Fatal(err)
	}
	edge(t, "", "import", "--db", db, home)

	srv, addr := serveEdge(t, db)
	outcome, say, actions := askServer(t, addr, "turn off the kitchen radio in 2 seconds")
	if outcome != "scheduled" || len(actions) != 1 || actions[0]["device"] != "media.kitchen_radio" || actions[0]["status"] != "scheduled" {
		srv.Process.Kill()
		srv.Wait()
		t.Fatalf("setting it: %s %q %v", outcome, say, actions)
	}
	at, err := time.Parse(time.RFC3339, actions[0]["at"].(string))
	if err != nil {
		t.Fatalf("at: %v", err)
	}
	outcome, list, _ := askServer(t, addr, "what timers are set")
	srv.Process.Kill()
	srv.Wait()
	if outcome != "answer" || !strings.Contains(list, "turn off Kitchen radio at") {
		t.Fatalf("listing it: %s %q", outcome, list)
	}
	if !time.Now().Before(at) {
		t.Fatalf("the server was killed only after the command fell due (%s): the machine is too slow for this test", at)
	}

	// Killed before it was due: the radio is on, the timer kept.
	if st := stateOf(t, db, "media.kitchen_radio"); st["on"] != true {
		t.Fatalf("the radio before the restart: %v", st)
	}
	time.Sleep(time.Until(at)) // due while no edge runs: it runs on start, within the grace window
	srv, addr = serveEdge(t, db)
	deadline := time.Now().Add(20 * time.Second)
	for {
		outcome, say, _ := askServer(t, addr, "is the kitchen radio on")
		if outcome == "answer" && strings.Contains(say, "off") {
			break
		}
		if time.Now().After(deadline) {
			srv.Process.Kill()
			srv.Wait()
			t.Fatalf("the radio was not turned off within 20 s of the restart: %s %q", outcome, say)
		}
		time.Sleep(50 * time.Millisecond)
	}
	if _, say, _ := askServer(t, addr, "what timers are set"); say != "There are no timers set." {
		t.Errorf("after it ran: %q", say)
	}
	srv.Process.Kill()
	srv.Wait()

	if out := edge(t, "", "audit", "--db", db, "verify"); !strings.Contains(out, "audit log intact") {
		t.Fatalf("edge audit verify: %s", out)
	}
	d, err := store.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	var got []string
	if err := audit.NewLog(d.View).Decisions(func(en audit.Entry) error {
		if en.Timer != "" {
			got = append(got, en.Outcome+" "+en.Call.String())
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if want := "scheduled media.kitchen_radio.off,done media.kitchen_radio.off"; strings.Join(got, ",") != want {
		t.Errorf("audit entries of the timer: %q, want %q", got, want)
	}
}

// stateOf reads a device's state from a database no process holds.
func stateOf(t *testing.T, path, id string) map[string]any {
	t.Helper()
	d, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	st, err := d.State(id)
	if err != nil {
		t.Fatal(err)
	}
	return st
}
