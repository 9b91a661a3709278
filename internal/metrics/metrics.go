// Package metrics counts what `edge serve` does, for GET /metrics: the
// turns by outcome and source (the channel they came from), their
// latency, the drivers' errors, the requests to the local model and the
// scheduled actions waiting. The engine, the drivers and the model client
// are told through a Sink; a Registry is one, and writes the Prometheus
// text exposition format (version 0.0.4) by hand.
package metrics

import (
	"fmt"
	"io"
	"maps"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
)

// ContentType is the media type of what WriteText writes.
const ContentType = "text/plain; version=0.0.4; charset=utf-8"

// Sink is told what happens; its methods are safe for concurrent use and
// never block.
type Sink interface {
	// Turn is one turn answered: its source (the channel: http, wyoming,
	// cli, ...), its outcome (CONTRACT §3) and how long it took.
	Turn(source, outcome string, took time.Duration)
	// DriverError is one command or read that a device's driver failed.
	DriverError(kind string)
	// ModelCall is one request to a local model and its result (ok,
	// error, unavailable, cancelled).
	ModelCall(model, result string)
	// Scheduled sets how many scheduled actions are waiting.
	Scheduled(n int)
}

// Buckets are the upper bounds, in seconds, of the turn latency histogram:
// a grammar turn takes milliseconds, one that asks the model seconds.
var Buckets = []float64{0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30}

// Registry is a Sink that keeps the counts in memory. The zero value is
// not usable: make one with New.
type Registry struct {
	mu        sync.Mutex
	turns     map[[2]string]uint64 // by source, outcome
	buckets   []uint64             // cumulative counts are made when written
	sum       float64
	count     uint64
	driver    map[string]uint64 // by driver kind
	model     map[[2]string]uint64
	scheduled int
}

// New returns an empty registry.
func New() *Registry {
	return &Registry{turns: map[[2]string]uint64{}, buckets: make([]uint64, len(Buckets)),
		driver: map[string]uint64{}, model: map[[2]string]uint64{}}
}

// Turn counts a turn.
func (r *Registry) Turn(source, outcome string, took time.Duration) {
	s := took.Seconds()
	r.mu.Lock()
	defer r.mu.Unlock()
	r.turns[[2]string{source, outcome}]++
	if i, _ := slices.BinarySearch(Buckets, s); i < len(Buckets) {
		r.buckets[i]++
	}
	r.sum += s
	r.count++
}

// DriverError counts a driver's failure.
func (r *Registry) DriverError(kind string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.driver[kind]++
}

// ModelCall counts a request to a model.
func (r *Registry) ModelCall(model, result string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.model[[2]string{model, result}]++
}

// Scheduled sets the gauge of scheduled actions.
func (r *Registry) Scheduled(n int) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.scheduled = n
}

// WriteText writes every metric in the Prometheus text format.
func (r *Registry) WriteText(w io.Writer) error {
	var b strings.Builder
	r.mu.Lock()
	header(&b, "edge_turns_total", "counter", "Turns answered, by outcome and by source (the channel the turn came from).")
	for _, k := range slices.SortedFunc(maps.Keys(r.turns), compareKeys) {
		fmt.Fprintf(&b, "edge_turns_total{outcome=%s,source=%s} %d\n", quote(k[1]), quote(k[0]), r.turns[k])
	}
	header(&b, "edge_turn_seconds", "histogram", "How long a turn took, from its words to its answer.")
	var cum uint64
	for i, le := range Buckets {
		cum += r.buckets[i]
		fmt.Fprintf(&b, "edge_turn_seconds_bucket{le=%s} %d\n", quote(formatFloat(le)), cum)
	}
	fmt.Fprintf(&b, "edge_turn_seconds_bucket{le=\"+Inf\"} %d\n", r.count)
	fmt.Fprintf(&b, "edge_turn_seconds_sum %s\nedge_turn_seconds_count %d\n", formatFloat(r.sum), r.count)
	header(&b, "edge_driver_errors_total", "counter", "Device commands and reads a driver failed, by driver kind.")
	for _, k := range slices.Sorted(maps.Keys(r.driver)) {
		fmt.Fprintf(&b, "edge_driver_errors_total{kind=%s} %d\n", quote(k), r.driver[k])
	}
	header(&b, "edge_model_calls_total", "counter", "Requests to the local model server, by model and result (ok, error, unavailable, cancelled).")
	for _, k := range slices.SortedFunc(maps.Keys(r.model), compareKeys) {
		fmt.Fprintf(&b, "edge_model_calls_total{model=%s,result=%s} %d\n", quote(k[0]), quote(k[1]), r.model[k])
	}
	header(&b, "edge_scheduled_actions", "gauge", "Scheduled actions waiting to run.")
	fmt.Fprintf(&b, "edge_scheduled_actions %d\n", r.scheduled)
	r.mu.Unlock()
	_, err := io.WriteString(w, b.String())
	return err
}

func header(b *strings.Builder, name, kind, help string) {
	fmt.Fprintf(b, "# HELP %s %s\n# TYPE %s %s\n", name, help, name, kind)
}

func compareKeys(a, b [2]string) int {
	if c := strings.Compare(a[0], b[0]); c != 0 {
		return c
	}
	return strings.Compare(a[1], b[1])
}

// quote is a label value as the text format writes it: in double quotes,
// with backslash, double quote and newline escaped.
func quote(v string) string {
	return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\n`).Replace(v) + `"`
}

func formatFloat(f float64) string { return strconv.FormatFloat(f, 'g', -1, 64) }

// Discard is a Sink that keeps nothing.
var Discard Sink = discard{}

type discard struct{}

func (discard) Turn(string, string, time.Duration) {}
func (discard) DriverError(string)                 {}
func (discard) ModelCall(string, string)           {}
func (discard) Scheduled(int)                      {}
