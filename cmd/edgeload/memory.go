package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
)

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

// resident is a process's resident memory by what it maps, in KiB:
// anonymous memory (the heap, stacks), the binary, the database file and
// the rest.
type resident struct{ anon, binary, db, other int64 }

// mappings reads a process's resident memory by mapping (/proc/PID/smaps).
func mappings(pid int, binary, db string) resident {
	var r resident
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/smaps", pid))
	if err != nil {
		return r
	}
	binary, _ = filepath.Abs(binary)
	var name string
	for _, line := range strings.Split(string(b), "\n") {
		f := strings.Fields(line)
		switch {
		case len(f) >= 5 && strings.Contains(f[0], "-") && !strings.HasSuffix(f[0], ":"):
			name = ""
			if len(f) >= 6 {
				name = f[5]
			}
		case len(f) >= 2 && f[0] == "Rss:":
			kb, _ := strconv.ParseInt(f[1], 10, 64)
			switch {
			case name == "" || strings.HasPrefix(name, "["):
				r.anon += kb
			case name == binary:
				r.binary += kb
			case name == db:
				r.db += kb
			default:
				r.other += kb
			}
		}
	}
	return r
}

func mib(kb int64) string { return fmt.Sprintf("%.1f MiB", float64(kb)/1024) }

func report(w io.Writer, c config, l *load, elapsed time.Duration, rss *sampler, parts resident, exit error, db os.FileInfo) {
	lat := slices.Clone(l.latencies)
	slices.Sort(lat)
	pct := func(p float64) time.Duration {
		if len(lat) == 0 {
			return 0
		}
		return lat[min(len(lat)-1, int(p*float64(len(lat))))]
	}
	fmt.Fprintf(w, "home          %d rooms, %d devices\n", c.rooms, c.devices)
	fmt.Fprintf(w, "requests      %d in %.1f s by %d clients (mix of %d turns, en and zh)\n", len(lat), elapsed.Seconds(), c.concurrency, len(script.Mix))
	fmt.Fprintf(w, "throughput    %.0f requests/s\n", float64(len(lat))/elapsed.Seconds())
	fmt.Fprintf(w, "latency       p50 %s  p90 %s  p99 %s  max %s\n", pct(0.50).Round(time.Microsecond), pct(0.90).Round(time.Microsecond),
		pct(0.99).Round(time.Microsecond), pct(1).Round(time.Microsecond))
	fmt.Fprintf(w, "errors        %d\n", l.errors.Load())
	rss.mu.Lock()
	var end, top [2]int64
	if n := len(rss.samples); n > 0 {
		end = rss.samples[n-1]
		for i, what := range []string{"server RSS   ", "of it, anon  "} {
			for _, x := range rss.samples {
				top[i] = max(top[i], x[i])
			}
			q := func(f float64) string { return mib(rss.samples[int(f*float64(n-1))][i]) }
			fmt.Fprintf(w, "%s start %s  1/4 %s  1/2 %s  3/4 %s  end %s  max %s (%d samples)\n", what, q(0), q(0.25), q(0.5), q(0.75), q(1), mib(top[i]), n)
		}
	}
	rss.mu.Unlock()
	fmt.Fprintf(w, "at the end    anonymous %s, binary %s, database %s, other %s\n", mib(parts.anon), mib(parts.binary), mib(parts.db), mib(parts.other))
	// one line for scripts (build/bench.sh): MiB and ms.
	ms := func(d time.Duration) string { return fmt.Sprintf("%.2f", float64(d.Microseconds())/1000) }
	kib := func(kb int64) string { return fmt.Sprintf("%.1f", float64(kb)/1024) }
	fmt.Fprintf(w, "figures       rss_end=%s rss_max=%s anon_end=%s anon_max=%s map_anon=%s map_binary=%s map_db=%s p50=%s p99=%s\n",
		kib(end[0]), kib(top[0]), kib(end[1]), kib(top[1]), kib(parts.anon), kib(parts.binary), kib(parts.db), ms(pct(0.50)), ms(pct(0.99)))
	if db != nil {
		fmt.Fprintf(w, "database      %s at the end\n", mib(db.Size()/1024))
	}
	exitMsg := "clean (exit 0)"
	if exit != nil {
		exitMsg = exit.Error()
	}
	fmt.Fprintf(w, "SIGTERM       %s\n", exitMsg)
}
