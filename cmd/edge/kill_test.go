package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"edge/audit"
	"edge/store"
)

// killHome is eight dimmable lights, two in each of four rooms; each
// client of the kill test owns one room.
const killHome = `name: Kill test
security: {rate_limit: 600}
rooms:
  - {id: kitchen, name: Kitchen}
  - {id: study, name: Study}
  - {id: hall, name: Hall}
  - {id: attic, name: Attic}
devices:
  - {id: light.l1, name: Birch lamp, room: kitchen, type: light, capabilities: [onoff, brightness], state: {on: true, brightness: 50}}
  - {id: light.l2, name: Cedar lamp, room: kitchen, type: light, capabilities: [onoff, brightness], state: {on: true, brightness: 50}}
  - {id: light.l3, name: Fern lamp, room: study, type: light, capabilities: [onoff, brightness], state: {on: true, brightness: 50}}
  - {id: light.l4, name: Heath lamp, room: study, type: light, capabilities: [onoff, brightness], state: {on: true, brightness: 50}}
  - {id: light.l5, name: Kelp lamp, room: hall, type: light, capabilities: [onoff, brightness], state: {on: true, brightness: 50}}
  - {id: light.l6, name: Lark lamp, room: hall, type: light, capabilities: [onoff, brightness], state: {on: true, brightness: 50}}
  - {id: light.l7, name: Moss lamp, room: attic, type: light, capabilities: [onoff, brightness], state: {on: true, brightness: 50}}
  - {id: light.l8, name: Nova lamp, room: attic, type: light, capabilities: [onoff, brightness], state: {on: true, brightness: 50}}
`

var (
	killRooms = []string{"kitchen", "study", "hall", "attic"}
	killLamps = []string{"birch", "cedar", "fern", "heath", "kelp", "lark", "moss", "nova"}
)

var servingLine = regexp.MustCompile(`msg=serving .*http=(\S+)`)

// serveEdge starts edge serve on a free loopback port and returns the
// process and its address, once it serves.
func serveEdge(t *testing.T, db string) (*exec.Cmd, string) {
	t.Helper()
	cmd := exec.Command(edgeBinary(t), "serve", "--db", db, "--http", "127.0.0.1:0", "--wyoming", "off", "--rate", "0", "--no-model", "--no-token")
	pipe, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	addr := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(pipe)
		for sc.Scan() {
			if m := servingLine.FindStringSubmatch(sc.Text()); m != nil {
				addr <- m[1]
			}
		}
		io.Copy(io.Discard, pipe)
	}()
	select {
	case a := <-addr:
		return cmd, a
	case <-time.After(20 * time.Second):
		cmd.Process.Kill()
		cmd.Wait()
		t.Fatal("edge serve did not start within 20 s")
	}
	return nil, ""
}

// acks keeps the last brightness each light was acknowledged at: the
// answer "done" reached its client.
type acks struct {
	mu sync.Mutex
	m  map[string]float64
}

func (a *acks) set(ids []string, v float64) {
	a.mu.Lock()
	defer a.mu.Unlock()
	for _, id := range ids {
		a.m[id] = v
	}
}

// drive has one client per room set its lights' brightness, one lamp or
// the whole room at a time, until a request fails (the server is gone).
func drive(addr string, seed uint64, acked *acks) {
	var wg sync.WaitGroup
	client := &http.Client{Timeout: 10 * time.Second}
	for c, room := range killRooms {
		wg.Go(func() {
			rng := rand.New(rand.NewPCG(seed, uint64(c)))
			lamps := []string{fmt.Sprintf("light.l%d", 2*c+1), fmt.Sprintf("light.l%d", 2*c+2)}
			for {
				v := float64(1 + rng.IntN(100))
				text, ids := fmt.Sprintf("set the lights to %v%%", v), lamps
				if i := rng.IntN(3); i < 2 {
					text, ids = fmt.Sprintf("set the %s lamp to %v%%", killLamps[2*c+i], v), lamps[i:i+1]
				}
				body, _ := json.Marshal(map[string]any{"text": text, "session": "c" + room, "room": room})
				resp, err := client.Post("http://"+addr+"/v1/ask", "application/json", bytes.NewReader(body))
				if err != nil {
					return
				}
				var r struct {
					Outcome string `json:"outcome"`
				}
				err = json.NewDecoder(resp.Body).Decode(&r)
				resp.Body.Close()
				if err != nil {
					return
				}
				if r.Outcome == "done" {
					acked.set(ids, v)
				}
			}
		})
	}
	wg.Wait()
}

// brightness reads each light's brightness from the database.
func brightness(t *testing.T, db string) map[string]float64 {
	t.Helper()
	d, err := store.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	states, err := d.States()
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]float64{}
	for id, st := range states {
		out[id], _ = st["brightness"].(float64)
	}
	return out
}

// newest reads the audit log: for each light, the brightness its newest
// result says (the call's when done, the device's as read again when
// interrupted), and how many started calls have no result yet.
func newest(t *testing.T, db string) (value map[string]float64, open int) {
	t.Helper()
	d, err := store.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	type call struct {
		device string
		value  float64
	}
	value = map[string]float64{}
	started := map[uint64]call{}
	err = audit.NewLog(d.View).Each(func(e audit.Entry) error {
		if e.Outcome == audit.Started && e.Call != nil {
			if v, ok := e.Call.Args["brightness"].(float64); ok {
				started[e.Seq] = call{e.Call.Device, v}
			}
		}
		for _, r := range e.Results {
			c, ok := started[r.Seq]
			if !ok {
				continue
			}
			delete(started, r.Seq)
			switch r.Outcome {
			case "done":
				value[c.device] = c.value
			case audit.Interrupted:
				value[c.device], _ = r.State["brightness"].(float64)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return value, len(started)
}

// TestKillServe kills edge serve (SIGKILL) at a random moment under a
// steady stream of acting requests, 30 times. After each kill the database
// opens, edge audit verify passes, and every light's brightness is the
// value of its newest audit entry or the last value a client was told was
// done. After a restart, the calls the kill interrupted are marked so in
// the log, with the brightness read again.
func TestKillServe(t *testing.T) {
	if testing.Short() {
		t.Skip("kills edge serve 30 times")
	}
	dir := t.TempDir()
	db, home := filepath.Join(dir, "edge.db"), filepath.Join(dir, "home.yaml")
	if err := os.WriteFile(home, []byte(killHome), 0o600); err != nil {
		t.Fatal(err)
	}
	edge(t, "", "import", "--db", db, home)
	acked := &acks{m: map[string]float64{}}
	for i := 1; i <= 8; i++ {
		acked.m[fmt.Sprintf("light.l%d", i)] = 50
	}
	rng := rand.New(rand.NewPCG(2026, 11))
	exceptions, interrupted := 0, 0
	for kill := range 30 {
		srv, addr := serveEdge(t, db)
		done := make(chan struct{})
		go func() {
			drive(addr, uint64(kill), acked)
			close(done)
		}()
		time.Sleep(time.Duration(20+rng.IntN(300)) * time.Millisecond)
		srv.Process.Kill()
		srv.Wait()
		<-done

		if out := edge(t, "", "audit", "--db", db, "verify"); !strings.Contains(out, "audit log intact") {
			t.Fatalf("kill %d: edge audit verify: %s", kill, out)
		}
		_, open := newest(t, db)
		interrupted += open
		// The next start marks the calls the kill interrupted.
		edge(t, "", "ask", "--db", db, "--no-model", "is the birch lamp on?")
		if out := edge(t, "", "audit", "--db", db, "verify"); !strings.Contains(out, "audit log intact") {
			t.Fatalf("kill %d: edge audit verify after the restart: %s", kill, out)
		}
		state := brightness(t, db)
		value, open := newest(t, db)
		if open != 0 {
			t.Errorf("kill %d: %d started calls without a result after a restart", kill, open)
		}
		for id, ack := range acked.m {
			if v, logged := value[id]; state[id] != ack && (!logged || state[id] != v) {
				exceptions++
				t.Errorf("kill %d: %s is at %v; its newest audit entry says %v, the last value acknowledged was %v", kill, id, state[id], v, ack)
			}
		}
	}
	t.Logf("30 kills: %d exceptions; %d calls found interrupted", exceptions, interrupted)
}

// TestKillImport kills edge import of a 10,000-device home at moments
// spread over its run: each time the database holds the old home whole or
// the new one whole, never a part, and its audit log verifies.
func TestKillImport(t *testing.T) {
	if testing.Short() {
		t.Skip("kills edge import")
	}
	dir := t.TempDir()
	db, small := filepath.Join(dir, "edge.db"), filepath.Join(dir, "small.yaml")
	if err := os.WriteFile(small, []byte(killHome), 0o600); err != nil {
		t.Fatal(err)
	}
	big := writeLights(t, dir, 9_999)
	edge(t, "", "import", "--db", db, small)
	edge(t, "", "ask", "--db", db, "--no-model", "turn off the birch lamp")

	// How long an import takes, on a copy.
	data, err := os.ReadFile(db)
	if err != nil {
		t.Fatal(err)
	}
	scratch := filepath.Join(dir, "scratch.db")
	if err := os.WriteFile(scratch, data, 0o600); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	edge(t, "", "import", "--db", scratch, big)
	took := time.Since(start)

	const kills = 8
	whole := 0
	for k := range kills {
		cmd := exec.Command(edgeBinary(t), "import", "--db", db, big)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		// from early in the run to a little after its end
		time.Sleep(took * time.Duration(5*(2*k+1)) / (8 * kills))
		cmd.Process.Kill()
		cmd.Wait()

		d, err := store.Open(db)
		if err != nil {
			t.Fatalf("kill %d: %v", k, err)
		}
		h, err := d.Home()
		if err != nil {
			d.Close()
			t.Fatalf("kill %d: %v", k, err)
		}
		states, err := d.States()
		d.Close()
		if err != nil {
			t.Fatalf("kill %d: %v", k, err)
		}
		replaced := false
		switch {
		case h.Name == "Kill test" && len(h.Devices) == 8 && len(states) == 8 && states["light.l1"]["on"] == false:
		case h.Name == "Many lights" && len(h.Devices) == 10_000 && len(states) == 10_000:
			whole++
			replaced = true
		default:
			t.Fatalf("kill %d: a home half imported: %q with %d devices and %d states", k, h.Name, len(h.Devices), len(states))
		}
		if out := edge(t, "", "audit", "--db", db, "verify"); !strings.Contains(out, "audit log intact") {
			t.Fatalf("kill %d: edge audit verify: %s", k, out)
		}
		if replaced {
			edge(t, "", "import", "--db", db, small)
			edge(t, "", "ask", "--db", db, "--no-model", "turn off the birch lamp")
		}
	}
	t.Logf("import takes %v; %d kills, %d after the new home was in", took.Round(time.Millisecond), kills, whole)
}
