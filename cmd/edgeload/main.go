// Command edgeload is the bounded load test of `edge serve`. It writes a
// home of --rooms rooms (each with two lamps, a ceiling light, a curtain, a
// garage door, a door lock, a gas valve and a climate sensor: 8 devices)
// and imports it into a temporary database, starts an edge binary serving
// it on loopback (no rate limit per client), warms it up, then has several
// clients, each in its own session, send a mix of English and Chinese
// turns to POST /v1/ask for a fixed time or number of requests: commands,
// questions, "which one?" and its answer, "are you sure?" and yes or no,
// a dry run (load.yaml). Each round of the mix is said in the next room (the
// request's "room"), so that no device gets more commands than the
// monitor's rate limit per device lets through (the home sets it to its
// most, 600 a minute). It checks every answer's outcome, samples the
// server's resident memory (VmRSS of /proc/PID/status) every half second,
// stops the server with SIGTERM and reports throughput, latency
// percentiles, errors and RSS. It exits 1 when any request failed or the
// server did not stop cleanly.
//
//	go build -o /tmp/edge ./cmd/edge
//	go run ./cmd/edgeload --edge /tmp/edge --duration 30s
//
// It runs only on Linux (it reads /proc) and only when run: no test runs it.
package main

import (
	"bytes"
	"context"
	_ "embed"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"go.yaml.in/yaml/v3"

	"edge/internal/homegen"
	"edge/risk"
)

// step is one turn of the mix and the outcome it must have.
type step struct {
	Text   string `yaml:"text"`
	DryRun bool   `yaml:"dry"`
	Want   string `yaml:"want"`
}

// script is load.yaml: the mix each client says in a room, over and over,
// in its own session, and the bulk turns said in no room.
//
//go:embed load.yaml
var loadYAML []byte

var script = func() (l struct {
	Mix  []step `yaml:"mix"`
	Bulk []step `yaml:"bulk"`
}) {
	if err := yaml.Unmarshal(loadYAML, &l); err != nil || len(l.Mix) == 0 || len(l.Bulk) == 0 {
		panic(fmt.Sprintf("edgeload: load.yaml: %v", err))
	}
	return l
}()

// writeHome writes the home of the load test (internal/homegen): the
// devices spread over the rooms, the rate limit per device at its most
// (600 a minute), and a yes asked only of a turn acting on more devices
// than a room has, so that what is said in a room never needs one for
// its number.
func writeHome(path string, devices, rooms int) error {
	h := homegen.Generate(devices, rooms)
	h.Security.Bulk = max(risk.DefaultBulk, (devices+rooms-1)/rooms)
	b, err := homegen.YAML(h)
	if err != nil {
		return err
	}
	return os.WriteFile(path, b, 0o600)
}

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "edgeload:", err)
		os.Exit(1)
	}
}

type config struct {
	edge        string
	rooms       int
	devices     int
	duration    time.Duration
	warmup      int
	concurrency int
	maxRequests int64
	bulk        int
	writeHome   string
	db          string
	rest        time.Duration
}

func run() error {
	var c config
	flag.StringVar(&c.edge, "edge", "", "the edge `binary` to serve with (go build -o /tmp/edge ./cmd/edge)")
	flag.IntVar(&c.rooms, "rooms", 100, "rooms of the home")
	flag.IntVar(&c.devices, "devices", 0, "devices of the home (0: 8 a room)")
	flag.DurationVar(&c.duration, "duration", 30*time.Second, "how long to send load (at most 10m)")
	flag.IntVar(&c.warmup, "warmup", 320, "requests sent before measuring")
	flag.IntVar(&c.concurrency, "concurrency", 4, "clients sending at once, each in its own session")
	flag.Int64Var(&c.maxRequests, "max-requests", 1_000_000, "stop after this many requests")
	flag.IntVar(&c.bulk, "bulk", 0, "of the max requests, how many bulk turns (all the lights of the home, then yes) the first client says, spread over its share")
	flag.StringVar(&c.writeHome, "write-home", "", "only write the home to this `file` (YAML) and exit")
	flag.DurationVar(&c.rest, "rest", 3*time.Second, "how long after the load the server's memory at rest is read")
	flag.StringVar(&c.db, "db", "", "serve a copy of this database `file`, the home --write-home wrote with the same --devices and --rooms imported into it, instead of importing one")
	flag.Parse()
	if c.devices == 0 {
		c.devices = 8 * c.rooms
	}
	switch {
	case c.rooms < 1 || c.rooms > 2000:
		return errors.New("--rooms must be from 1 to 2000")
	case c.devices < 1 || c.devices > 100_000:
		return errors.New("--devices must be from 1 to 100000")
	case c.writeHome != "":
		return writeHome(c.writeHome, c.devices, c.rooms)
	case c.edge == "":
		return errors.New("need --edge BINARY")
	case c.duration <= 0 || c.duration > 10*time.Minute:
		return errors.New("--duration must be from 1ns to 10m")
	case c.concurrency < 1 || c.concurrency > 256:
		return errors.New("--concurrency must be from 1 to 256")
	case c.bulk < 0 || c.bulk > 0 && int64(c.bulk*2*c.concurrency) > c.maxRequests:
		return errors.New("--bulk must be from 0 to the max requests over twice the clients")
	}
	dir, err := os.MkdirTemp("", "edgeload-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	db, home := filepath.Join(dir, "edge.db"), filepath.Join(dir, "home.yaml")
	if c.db != "" {
		if err := copyFile(db, c.db); err != nil {
			return err
		}
	} else {
		if err := writeHome(home, c.devices, c.rooms); err != nil {
			return err
		}
		if out, err := exec.Command(c.edge, "import", "--db", db, home).CombinedOutput(); err != nil {
			return fmt.Errorf("import: %v: %s", err, out)
		}
	}
	srv, addr, err := start(c.edge, db)
	if err != nil {
		return err
	}
	base := "http://" + addr
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: c.concurrency}, Timeout: time.Minute}
	rooms := make([]string, c.rooms)
	for i := range rooms {
		rooms[i] = homegen.Room(i, c.rooms).ID
	}

	var warm load
	warm.drive(client, base, "warm", 1, rooms, c.warmup, 0, time.Hour)
	if warm.errors.Load() > 0 {
		srv.stop()
		return fmt.Errorf("warm-up: %d errors: %s", warm.errors.Load(), warm.firstError())
	}

	rss := &sampler{pid: srv.cmd.Process.Pid}
	rss.sample()
	stopSampling := rss.every(500 * time.Millisecond)
	var l load
	start := time.Now()
	l.drive(client, base, "c", c.concurrency, rooms, int(c.maxRequests), c.bulk, c.duration)
	elapsed := time.Since(start)
	stopSampling()
	rss.sample()
	parts := mappings(srv.cmd.Process.Pid, c.edge, db)
	// then quiet: what the server holds at rest (edge serve gives back
	// what the turns took a second after the last).
	time.Sleep(c.rest)
	rest := &sampler{pid: srv.cmd.Process.Pid}
	rest.sample()
	restParts := mappings(srv.cmd.Process.Pid, c.edge, db)

	exit := srv.stop()
	st, _ := os.Stat(db)
	report(os.Stdout, c, &l, elapsed, rss, parts, exit, st)
	if len(rest.samples) > 0 {
		r := rest.samples[0]
		fmt.Fprintf(os.Stdout, "at rest       %s after: RSS %s: anonymous %s, binary %s, database %s, other %s\n", c.rest, mib(r[0]), mib(restParts.anon),
			mib(restParts.binary), mib(restParts.db), mib(restParts.other))
		fmt.Fprintf(os.Stdout, "figures       rss_rest=%.1f rest_anon=%.1f rest_binary=%.1f rest_db=%.1f\n", float64(r[0])/1024, float64(restParts.anon)/1024,
			float64(restParts.binary)/1024, float64(restParts.db)/1024)
	}
	switch {
	case l.errors.Load() > 0:
		return fmt.Errorf("%d requests failed; first: %s", l.errors.Load(), l.firstError())
	case exit != nil:
		return fmt.Errorf("the server did not stop cleanly: %v", exit)
	}
	return nil
}

// copyFile copies the file from to a new file to.
func copyFile(to, from string) error {
	b, err := os.ReadFile(from)
	if err != nil {
		return err
	}
	return os.WriteFile(to, b, 0o600)
}

// load is what the clients measured.
type load struct {
	mu        sync.Mutex
	latencies []time.Duration
	errors    atomic.Int64
	first     string
}

func (l *load) fail(msg string) {
	if l.errors.Add(1) == 1 {
		l.mu.Lock()
		l.first = msg
		l.mu.Unlock()
	}
}

func (l *load) firstError() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.first
}

// drive runs clients that go through the mix, each round in the next of
// their rooms, until the time is up or max requests were sent. The first
// client also says bulk turns, in no room, spread evenly over its share of
// the requests (bulk of them, each a pair: the command, and the yes).
func (l *load) drive(client *http.Client, base, prefix string, clients int, rooms []string, max, bulk int, d time.Duration) {
	ctx, cancel := context.WithTimeout(context.Background(), d)
	defer cancel()
	var sent atomic.Int64
	var wg sync.WaitGroup
	every := 0
	if bulk > 0 {
		every = max / clients / bulk
	}
	for i := range clients {
		wg.Go(func() {
			session := prefix + strconv.Itoa(i)
			var lat []time.Duration
			defer func() {
				l.mu.Lock()
				l.latencies = append(l.latencies, lat...)
				l.mu.Unlock()
			}()
			say := func(s step, room string) {
				t0 := time.Now()
				outcome, err := ask(client, base, session, room, s)
				lat = append(lat, time.Since(t0))
				switch {
				case err != nil:
					l.fail(fmt.Sprintf("%q: %v", s.Text, err))
				case outcome != s.Want:
					l.fail(fmt.Sprintf("%q: %s, want %s", s.Text, outcome, s.Want))
				}
			}
			bulks := 0
			for n := 0; ctx.Err() == nil && sent.Add(1) <= int64(max); n++ {
				if i == 0 && bulks < bulk && n%len(script.Mix) == 0 && n >= (bulks+1)*every {
					// a bulk turn and its yes, between two rounds of the mix.
					pair := script.Bulk[2*(bulks%(len(script.Bulk)/2)):][:2]
					say(pair[0], "")
					say(pair[1], "")
					sent.Add(2)
					bulks++
				}
				say(script.Mix[n%len(script.Mix)], rooms[(i+clients*(n/len(script.Mix)))%len(rooms)])
			}
		})
	}
	wg.Wait()
}

func ask(client *http.Client, base, session, room string, s step) (string, error) {
	body, _ := json.Marshal(map[string]any{"text": s.Text, "session": session, "room": room, "dry_run": s.DryRun})
	resp, err := client.Post(base+"/v1/ask", "application/json", bytes.NewReader(body))
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		return "", err
	}
	if resp.StatusCode != http.StatusOK {
		return "", fmt.Errorf("%s: %s", resp.Status, b)
	}
	var r struct {
		Outcome string `json:"outcome"`
	}
	if err := json.Unmarshal(b, &r); err != nil {
		return "", err
	}
	return r.Outcome, nil
}
