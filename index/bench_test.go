package index

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"go.yaml.in/yaml/v3"

	"edge/home"
	"edge/ir"
	"edge/store"
)

// sizes are the generated homes of the benchmarks.
var sizes = []int{100, 1000, 10000}

// benchTargets are what people say, of every kind the funnel handles.
var benchTargets = []struct {
	kind string
	t    ir.Target
	ctx  Context
}{
	{"exact alias", ir.Target{Name: "客厅吊灯1", Class: "light"}, Context{}},
	{"same names: ask", ir.Target{Name: "ceiling light 1", Class: "light"}, Context{}},
	{"place and name", ir.Target{Name: "kitchen desk lamp 1", Class: "light"}, Context{}},
	{"class in a room", ir.Target{Name: "卧室灯", Class: "light"}, Context{Unmarked: true}},
	{"all upstairs lights", ir.Target{Name: "upstairs lights", Class: "light", All: true}, Context{}},
	{"except a room", ir.Target{Name: "lights", Class: "light", All: true, Except: []ir.Target{{Name: "bedroom"}}}, Context{}},
	{"misspelt", ir.Target{Name: "kitchn desk lamp 1"}, Context{}},
	{"misheard", ir.Target{Name: "老火鸡"}, Context{}},
	{"misheard class", ir.Target{Name: "客厅的等"}, Context{Unmarked: true}},
	{"reference", ir.Target{Name: "it"}, Context{Last: []string{"light.living_ceiling_1"}}},
	{"unknown", ir.Target{Name: "jacuzzi"}, Context{}},
}

// BenchmarkResolve resolves the targets in turn and reports the 50th and
// 99th percentile of one resolution, and the worst kind's 99th.
func BenchmarkResolve(b *testing.B) {
	for _, n := range sizes {
		x := New(generate(n))
		on := has("onoff")
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			b.ReportAllocs()
			var all []time.Duration
			per := make([][]time.Duration, len(benchTargets))
			for i := 0; b.Loop(); i++ {
				k := i % len(benchTargets)
				start := time.Now()
				r := x.Resolve(context.Background(), benchTargets[k].t, on, benchTargets[k].ctx)
				d := time.Since(start)
				all, per[k] = append(all, d), append(per[k], d)
				if r.Problem != "" && benchTargets[k].kind != "unknown" {
					b.Fatalf("%s: %s", benchTargets[k].kind, r.Problem)
				}
			}
			worst := time.Duration(0)
			for _, ds := range per {
				worst = max(worst, percentile(ds, 99))
			}
			b.ReportMetric(float64(percentile(all, 50).Nanoseconds()), "p50-ns")
			b.ReportMetric(float64(percentile(all, 99).Nanoseconds()), "p99-ns")
			b.ReportMetric(float64(worst.Nanoseconds()), "worst-kind-p99-ns")
		})
	}
}

func percentile(ds []time.Duration, p int) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	return s[min(len(s)-1, len(s)*p/100)]
}

// BenchmarkImport imports a generated home into a new database, the
// keyword index built inside the import's transaction, and reports the
// database's size and the index's share of it. The file benchmarks import
// a home file of 10,000 devices in 10, 100 and 1,000 rooms as edge import
// does (parsed, its names checked once, imported), and report the
// processor time of one import besides the time that passed: the check
// indexes the home's places and class words, so the number of rooms
// changes little.
func BenchmarkImport(b *testing.B) {
	for _, n := range sizes {
		h := generate(n)
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			var size int64
			var stored int
			for b.Loop() {
				b.StopTimer()
				path := filepath.Join(b.TempDir(), "edge.db")
				db, err := store.Open(path)
				if err != nil {
					b.Fatal(err)
				}
				b.StartTimer()
				if err := db.Import(h, Write); err != nil {
					b.Fatal(err)
				}
				b.StopTimer()
				x, err := Open(db, Options{})
				if err != nil {
					b.Fatal(err)
				}
				stored = x.Stats().StoredBytes
				db.Close()
				fi, err := os.Stat(path)
				if err != nil {
					b.Fatal(err)
				}
				size = fi.Size()
				b.StartTimer()
			}
			b.ReportMetric(float64(size)/(1<<20), "db-MiB")
			b.ReportMetric(float64(stored)/(1<<20), "index-MiB")
		})
	}
	for _, rooms := range []int{10, 100, 1000} {
		text, err := yaml.Marshal(generateIn(10000, rooms))
		if err != nil {
			b.Fatal(err)
		}
		b.Run(fmt.Sprintf("file/10000-devices/%d-rooms", rooms), func(b *testing.B) {
			var cpu time.Duration
			for b.Loop() {
				b.StopTimer()
				db, err := store.Open(filepath.Join(b.TempDir(), "edge.db"))
				if err != nil {
					b.Fatal(err)
				}
				used := cpuTime()
				b.StartTimer()
				h, err := home.ParseNames("home.yaml", text, ReadsAs)
				if err != nil {
					b.Fatal(err)
				}
				if err := db.Import(h, Write); err != nil {
					b.Fatal(err)
				}
				b.StopTimer()
				cpu += cpuTime() - used
				db.Close()
				b.StartTimer()
			}
			b.ReportMetric(float64(cpu.Milliseconds())/float64(b.N), "cpu-ms/op")
		})
	}
}

// cpuTime is the processor time the process has used (user and system),
// which a busy machine does not inflate as it does the time that passes.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkOpen is a cold start: open the database, read the home and
// load the stored keyword index.
func BenchmarkOpen(b *testing.B) {
	for _, n := range sizes {
		path := importedDB(b, n)
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			for b.Loop() {
				db, err := store.Open(path)
				if err != nil {
					b.Fatal(err)
				}
				x, err := Open(db, Options{})
				if err != nil || x.Stats().Source != "store" {
					b.Fatal(err, x.Stats().Source)
				}
				db.Close()
			}
		})
	}
}

// BenchmarkBuild builds the whole index of a home in memory (New).
func BenchmarkBuild(b *testing.B) {
	for _, n := range sizes {
		h := generate(n)
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			for b.Loop() {
				New(h)
			}
		})
	}
}

func importedDB(b *testing.B, n int) string {
	b.Helper()
	path := filepath.Join(b.TempDir(), "edge.db")
	db, err := store.Open(path)
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	if err := db.Import(generate(n), Write); err != nil {
		b.Fatal(err)
	}
	return path
}

// BenchmarkRSS starts a process that opens a database holding a
// generated home, loads its index and resolves, and reports the resident
// memory it then holds (VmRSS) and at most held (VmHWM), in MiB. The
// process is this test binary running TestRSSHelper, larger than edge.
func BenchmarkRSS(b *testing.B) {
	if runtime.GOOS != "linux" {
		b.Skip("reads /proc/self/status")
	}
	for _, n := range sizes {
		path := importedDB(b, n)
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			var rss, hwm float64
			for b.Loop() {
				cmd := exec.Command(os.Args[0], "-test.run=^TestRSSHelper$")
				cmd.Env = append(os.Environ(), "EDGE_RSS_DB="+path)
				out, err := cmd.Output()
				if err != nil {
					b.Fatalf("%v: %s", err, out)
				}
				b.Logf("%s", out)
				if _, err := fmt.Sscanf(string(out), "rss %g hwm %g", &rss, &hwm); err != nil {
					b.Fatalf("helper said %q", out)
				}
			}
			b.ReportMetric(rss, "RSS-MiB")
			b.ReportMetric(hwm, "peak-RSS-MiB")
		})
	}
}

// TestRSSHelper is the process BenchmarkRSS measures.
func TestRSSHelper(t *testing.T) {
	path := os.Getenv("EDGE_RSS_DB")
	if path == "" {
		t.Skip("run by BenchmarkRSS")
	}
	db, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	x, err := Open(db, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, bt := range benchTargets {
		x.Resolve(context.Background(), bt.t, has("onoff"), bt.ctx)
	}
	runtime.GC()
	if p := os.Getenv("EDGE_RSS_HEAP"); p != "" {
		hf, err := os.Create(p)
		if err != nil {
			t.Fatal(err)
		}
		pprof.WriteHeapProfile(hf)
		hf.Close()
	}
	f, err := os.Open("/proc/self/status")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	kib := map[string]float64{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if k, v, ok := strings.Cut(sc.Text(), ":"); ok && (k == "VmRSS" || k == "VmHWM" || k == "RssAnon" || k == "RssFile") {
			kib[k], _ = strconv.ParseFloat(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 64)
		}
	}
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	fmt.Printf("rss %.1f hwm %.1f anon %.1f file %.1f heap %.1f\n", kib["VmRSS"]/1024, kib["VmHWM"]/1024, kib["RssAnon"]/1024, kib["RssFile"]/1024, float64(ms.HeapInuse)/(1<<20))
	runtime.KeepAlive(x)
}
