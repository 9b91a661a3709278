package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// The tests of this file run the edge binary as a user would: built once
// per test run into a temporary directory.

var built struct {
	once sync.Once
	dir  string
	path string
	err  error
}

func TestMain(m *testing.M) {
	code := m.Run()
	if built.dir != "" {
		os.RemoveAll(built.dir)
	}
	os.Exit(code)
}

// edgeBinary builds the edge command (once) and returns its path.
func edgeBinary(tb testing.TB) string {
	tb.Helper()
	built.once.Do(func() {
		gobin, err := exec.LookPath("go")
		if err != nil {
			built.err = err
			return
		}
		if built.dir, built.err = os.MkdirTemp("", "edge-test-"); built.err != nil {
			return
		}
		built.path = filepath.Join(built.dir, "edge")
		out, err := exec.Command(gobin, "build", "-o", built.path, ".").CombinedOutput()
		if err != nil {
			built.err = fmt.Errorf("go build: %v: %s", err, out)
		}
	})
	if built.err != nil {
		tb.Skipf("cannot build edge: %v", built.err)
	}
	return built.path
}

// edge runs the binary with args and stdin, and fails the test unless it
// exits 0.
func edge(tb testing.TB, stdin string, args ...string) string {
	tb.Helper()
	out, _ := edgeCPU(tb, stdin, args...)
	return out
}

// edgeCPU is edge, and also returns the CPU time the process took.
func edgeCPU(tb testing.TB, stdin string, args ...string) (string, time.Duration) {
	tb.Helper()
	cmd := exec.Command(edgeBinary(tb), args...)
	cmd.Stdin = strings.NewReader(stdin)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		tb.Fatalf("edge %s: %v: %s", strings.Join(args, " "), err, stderr.String())
	}
	return string(out), cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
}

// writeLights writes a home of n dimmable lights in 20 rooms, and a porch
// switch in the hall, and returns its path.
func writeLights(tb testing.TB, dir string, n int) string {
	tb.Helper()
	var b strings.Builder
	b.WriteString("name: Many lights\nsecurity: {rate_limit: 600}\nfloors:\n  - {id: ground, name: Ground floor}\nrooms:\n  - {id: hall, name: Hall, floor: ground}\n")
	for r := range 20 {
		fmt.Fprintf(&b, "  - {id: r%d, name: Room %d, floor: ground}\n", r, r)
	}
	b.WriteString("devices:\n  - {id: switch.porch, name: Porch switch, room: hall, type: switch, capabilities: [onoff], state: {on: false}}\n")
	for i := range n {
		fmt.Fprintf(&b, "  - {id: light.l%d, name: Lamp %d, room: r%d, type: light, capabilities: [onoff, brightness], state: {on: true, brightness: 50}}\n", i, i, i%20)
	}
	p := filepath.Join(dir, "home.yaml")
	if err := os.WriteFile(p, []byte(b.String()), 0o600); err != nil {
		tb.Fatal(err)
	}
	return p
}

// BenchmarkTurnScale: one edge ask process acting on 2,000 lights ("turn
// off all the lights", and the yes it asks for) against one acting on one
// switch, on the same database. Each turn's calls are committed
// write-ahead in one transaction and run by the simulator in another,
// whatever their number. cpu-ms/op is the process's CPU time (user and
// system), steadier than the wall time on a shared machine.
func BenchmarkTurnScale(b *testing.B) {
	dir := b.TempDir()
	db := filepath.Join(dir, "edge.db")
	edge(b, "", "import", "--db", db, writeLights(b, dir, 2000))
	for _, c := range []struct{ name, in string }{
		{"one", "turn off the porch switch\n"},
		{"2000", "turn off all the lights\nyes\n"},
	} {
		b.Run(c.name, func(b *testing.B) {
			var cpu time.Duration
			for b.Loop() {
				out, t := edgeCPU(b, c.in, "ask", "--db", db, "--json", "-")
				if !strings.Contains(out, `"outcome":"done"`) {
					b.Fatalf("not done: %.300s", out)
				}
				cpu += t
			}
			b.ReportMetric(float64(cpu.Microseconds())/1000/float64(b.N), "cpu-ms/op")
		})
	}
}
