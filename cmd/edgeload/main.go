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
	"bufio"
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
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"go.yaml.in/yaml/v3"
)

// step is one turn of the mix and the outcome it must have.
type step struct {
	Text   string `yaml:"text"`
	DryRun bool   `yaml:"dry"`
	Want   string `yaml:"want"`
}

// script is load.yaml: the mix each client says in a room, over and over,
// in its own session, and the devices of each room.
//
//go:embed load.yaml
var loadYAML []byte

var script = func() (l struct {
	Mix     []step   `yaml:"mix"`
	Devices []string `yaml:"devices"`
}) {
	if err := yaml.Unmarshal(loadYAML, &l); err != nil || len(l.Mix) == 0 || len(l.Devices) == 0 {
		panic(fmt.Sprintf("edgeload: load.yaml: %v", err))
	}
	return l
}()

// writeHome writes the home of the load test.
func writeHome(path string, rooms int) error {
	var b strings.Builder
	b.WriteString("name: Load test home\nsecurity: {rate_limit: 600}\nfloors:\n  - {id: ground, name: Ground floor}\nrooms:\n")
	for i := range rooms {
		fmt.Fprintf(&b, "  - {id: r%d, name: Room %d, floor: ground}\n", i, i)
	}
	b.WriteString("devices:\n")
	for i := range rooms {
		for _, d := range script.Devices {
			fmt.Fprintf(&b, "  - {"+d+", room: r%[1]d}\n", i)
		}
	}
	return os.WriteFile(path, []byte(b.String()), 0o600)
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
	duration    time.Duration
	warmup      int
	concurrency int
	maxRequests int64
}

func run() error {
	var c config
	flag.StringVar(&c.edge, "edge", "", "the edge `binary` to serve with (go build -o /tmp/edge ./cmd/edge)")
	flag.IntVar(&c.rooms, "rooms", 100, "rooms of the home (8 devices each)")
	flag.DurationVar(&c.duration, "duration", 30*time.Second, "how long to send load (at most 10m)")
	flag.IntVar(&c.warmup, "warmup", 320, "requests sent before measuring")
	flag.IntVar(&c.concurrency, "concurrency", 4, "clients sending at once, each in its own session")
	flag.Int64Var(&c.maxRequests, "max-requests", 1_000_000, "stop after this many requests")
	flag.Parse()
	switch {
	case c.edge == "":
		return errors.New("need --edge BINARY")
	case c.duration <= 0 || c.duration > 10*time.Minute:
		return errors.New("--duration must be from 1ns to 10m")
	case c.concurrency < 1 || c.concurrency > 256:
		return errors.New("--concurrency must be from 1 to 256")
	case c.rooms < 1 || c.rooms > 2000:
		return errors.New("--rooms must be from 1 to 2000")
	}
	dir, err := os.MkdirTemp("", "edgeload-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	db, home := filepath.Join(dir, "edge.db"), filepath.Join(dir, "home.yaml")
	if err := writeHome(home, c.rooms); err != nil {
		return err
	}
	if out, err := exec.Command(c.edge, "import", "--db", db, home).CombinedOutput(); err != nil {
		return fmt.Errorf("import: %v: %s", err, out)
	}
	srv, addr, err := start(c.edge, db)
	if err != nil {
		return err
	}
	base := "http://" + addr
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: c.concurrency}, Timeout: time.Minute}

	var warm load
	warm.drive(client, base, "warm", 1, c.rooms, c.warmup, time.Hour)
	if warm.errors.Load() > 0 {
		srv.stop()
		return fmt.Errorf("warm-up: %d errors: %s", warm.errors.Load(), warm.firstError())
	}

	rss := &sampler{pid: srv.cmd.Process.Pid}
	rss.sample()
	stopSampling := rss.every(500 * time.Millisecond)
	var l load
	start := time.Now()
	l.drive(client, base, "c", c.concurrency, c.rooms, int(c.maxRequests), c.duration)
	elapsed := time.Since(start)
	stopSampling()
	rss.sample()

	exit := srv.stop()
	st, _ := os.Stat(db)
	report(os.Stdout, c, &l, elapsed, rss, exit, st)
	switch {
	case l.errors.Load() > 0:
		return fmt.Errorf("%d requests failed; first: %s", l.errors.Load(), l.firstError())
	case exit != nil:
		return fmt.Errorf("the server did not stop cleanly: %v", exit)
	}
	return nil
}

// server is the edge serve process.
type server struct {
	cmd    *exec.Cmd
	stderr *bytes.Buffer
	done   chan error
}

var servingLine = regexp.MustCompile(`msg=serving .*http=(\S+)`)

// start runs edge serve on a free loopback port and waits until it says
// where it listens.
func start(edge, db string) (*server, string, error) {
	cmd := exec.Command(edge, "serve", "--db", db, "--http", "127.0.0.1:0", "--wyoming", "off", "--rate", "0", "--no-token")
	pipe, err := cmd.StderrPipe()
	if err != nil {
		return nil, "", err
	}
	if err := cmd.Start(); err != nil {
		return nil, "", err
	}
	s := &server{cmd: cmd, stderr: &bytes.Buffer{}, done: make(chan error, 1)}
	addr := make(chan string, 1)
	var mu sync.Mutex
	go func() {
		sc := bufio.NewScanner(pipe)
		for sc.Scan() {
			mu.Lock()
			s.stderr.WriteString(sc.Text() + "\n")
			mu.Unlock()
			if m := servingLine.FindStringSubmatch(sc.Text()); m != nil {
				addr <- m[1]
			}
		}
		s.done <- cmd.Wait()
	}()
	select {
	case a := <-addr:
		return s, a, nil
	case err := <-s.done:
		mu.Lock()
		defer mu.Unlock()
		return nil, "", fmt.Errorf("edge serve exited (%v): %s", err, s.stderr)
	case <-time.After(30 * time.Second):
		cmd.Process.Kill()
		return nil, "", errors.New("edge serve did not start within 30 s")
	}
}

// stop sends SIGTERM and waits (at most a minute) for a clean exit.
func (s *server) stop() error {
	s.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case err := <-s.done:
		return err
	case <-time.After(time.Minute):
		s.cmd.Process.Kill()
		return errors.New("still running a minute after SIGTERM; killed")
	}
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
// their rooms, until the time is up or max requests were sent.
func (l *load) drive(client *http.Client, base, prefix string, clients, rooms, max int, d time.Duration) {
	ctx, cancel := context.WithTimeout(context.Background(), d)
	defer cancel()
	var sent atomic.Int64
	var wg sync.WaitGroup
	for i := range clients {
		wg.Go(func() {
			session := prefix + strconv.Itoa(i)
			var lat []time.Duration
			defer func() {
				l.mu.Lock()
				l.latencies = append(l.latencies, lat...)
				l.mu.Unlock()
			}()
			for n := 0; ctx.Err() == nil && sent.Add(1) <= int64(max); n++ {
				s := script.Mix[n%len(script.Mix)]
				room := fmt.Sprintf("r%d", (i+clients*(n/len(script.Mix)))%rooms)
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

// sampler records a process's resident memory: all of it (VmRSS), and
// the anonymous part (RssAnon: the heap and stacks; the rest is pages of
// the binary and of the database file bbolt maps).
type sampler struct {
	pid     int
	mu      sync.Mutex
	samples [][2]int64 // KiB: VmRSS, RssAnon
}

func (s *sampler) sample() {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", s.pid))
	if err != nil {
		return
	}
	var got [2]int64
	for _, line := range strings.Split(string(b), "\n") {
		for i, key := range []string{"VmRSS:", "RssAnon:"} {
			if rest, ok := strings.CutPrefix(line, key); ok {
				got[i], _ = strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 10, 64)
			}
		}
	}
	s.mu.Lock()
	s.samples = append(s.samples, got)
	s.mu.Unlock()
}

// every samples until the returned function is called.
func (s *sampler) every(d time.Duration) func() {
	done := make(chan struct{})
	stopped := make(chan struct{})
	go func() {
		defer close(stopped)
		t := time.NewTicker(d)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-t.C:
				s.sample()
			}
		}
	}()
	return func() {
		close(done)
		<-stopped
	}
}

func mib(kb int64) string { return fmt.Sprintf("%.1f MiB", float64(kb)/1024) }

func report(w io.Writer, c config, l *load, elapsed time.Duration, rss *sampler, exit error, db os.FileInfo) {
	lat := slices.Clone(l.latencies)
	slices.Sort(lat)
	pct := func(p float64) time.Duration {
		if len(lat) == 0 {
			return 0
		}
		return lat[min(len(lat)-1, int(p*float64(len(lat))))]
	}
	fmt.Fprintf(w, "home          %d rooms, %d devices\n", c.rooms, 8*c.rooms)
	fmt.Fprintf(w, "requests      %d in %.1f s by %d clients (mix of %d turns, en and zh)\n", len(lat), elapsed.Seconds(), c.concurrency, len(script.Mix))
	fmt.Fprintf(w, "throughput    %.0f requests/s\n", float64(len(lat))/elapsed.Seconds())
	fmt.Fprintf(w, "latency       p50 %s  p90 %s  p99 %s  max %s\n", pct(0.50).Round(time.Microsecond), pct(0.90).Round(time.Microsecond),
		pct(0.99).Round(time.Microsecond), pct(1).Round(time.Microsecond))
	fmt.Fprintf(w, "errors        %d\n", l.errors.Load())
	rss.mu.Lock()
	if n := len(rss.samples); n > 0 {
		for i, what := range []string{"server RSS   ", "of it, anon  "} {
			top := int64(0)
			for _, x := range rss.samples {
				top = max(top, x[i])
			}
			q := func(f float64) string { return mib(rss.samples[int(f*float64(n-1))][i]) }
			fmt.Fprintf(w, "%s start %s  1/4 %s  1/2 %s  3/4 %s  end %s  max %s (%d samples)\n", what, q(0), q(0.25), q(0.5), q(0.75), q(1), mib(top), n)
		}
	}
	rss.mu.Unlock()
	if db != nil {
		fmt.Fprintf(w, "database      %s at the end\n", mib(db.Size()/1024))
	}
	exitMsg := "clean (exit 0)"
	if exit != nil {
		exitMsg = exit.Error()
	}
	fmt.Fprintf(w, "SIGTERM       %s\n", exitMsg)
}
