package metrics

import (
	"bufio"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// sampleLine is the shape of a sample in the text format: a metric name,
// optional labels with quoted values, a value.
var sampleLine = regexp.MustCompile(`^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{([a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\n]|\\.)*"(?:,[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\n]|\\.)*")*)?\})? (\S+)$`)

// parse checks every line of a text exposition and returns its samples,
// by name with labels as written.
func parse(t *testing.T, text string) map[string]float64 {
	t.Helper()
	out := map[string]float64{}
	typed := map[string]string{}
	sc := bufio.NewScanner(strings.NewReader(text))
	for sc.Scan() {
		line := sc.Text()
		if f := strings.Fields(line); len(f) >= 4 && f[0] == "#" && f[1] == "TYPE" {
			typed[f[2]] = f[3]
			continue
		}
		if strings.HasPrefix(line, "# HELP ") {
			continue
		}
		m := sampleLine.FindStringSubmatch(line)
		if m == nil {
			t.Fatalf("not a sample line: %q", line)
		}
		v, err := strconv.ParseFloat(m[4], 64)
		if err != nil {
			t.Fatalf("bad value in %q: %v", line, err)
		}
		base := strings.TrimSuffix(strings.TrimSuffix(strings.TrimSuffix(m[1], "_bucket"), "_sum"), "_count")
		if typed[m[1]] == "" && typed[base] == "" {
			t.Fatalf("sample %q before its TYPE line", line)
		}
		out[m[1]+m[2]] = v
	}
	return out
}

func TestWriteText(t *testing.T) {
	r := New()
	r.Turn("http", "done", 3*time.Millisecond)
	r.Turn("http", "done", 20*time.Millisecond)
	r.Turn("wyoming", "clarify", 2*time.Second)
	r.Turn("http", "not_understood", time.Minute)
	r.DriverError("modbus")
	r.ModelCall("qwen2.5:0.5b", "ok")
	r.ModelCall("qwen2.5:0.5b", "ok")
	r.ModelCall("qwen2.5:0.5b", "unavailable")
	r.Scheduled(2)
	var b strings.Builder
	if err := r.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	got := parse(t, b.String())
	want := map[string]float64{
		`edge_turns_total{outcome="done",source="http"}`:                    2,
		`edge_turns_total{outcome="clarify",source="wyoming"}`:              1,
		`edge_turns_total{outcome="not_understood",source="http"}`:          1,
		`edge_turn_seconds_bucket{le="0.005"}`:                              1,
		`edge_turn_seconds_bucket{le="0.025"}`:                              2,
		`edge_turn_seconds_bucket{le="2.5"}`:                                3,
		`edge_turn_seconds_bucket{le="30"}`:                                 3,
		`edge_turn_seconds_bucket{le="+Inf"}`:                               4,
		`edge_turn_seconds_count`:                                           4,
		`edge_driver_errors_total{kind="modbus"}`:                           1,
		`edge_model_calls_total{model="qwen2.5:0.5b",result="ok"}`:          2,
		`edge_model_calls_total{model="qwen2.5:0.5b",result="unavailable"}`: 1,
		`edge_scheduled_actions`:                                            2,
	}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s = %v, want %v\n%s", k, got[k], v, b.String())
		}
	}
	if s := got["edge_turn_seconds_sum"]; s < 62.02 || s > 62.03 {
		t.Errorf("edge_turn_seconds_sum = %v, want 62.023", s)
	}
}

func TestEmptyRegistryIsValid(t *testing.T) {
	var b strings.Builder
	if err := New().WriteText(&b); err != nil {
		t.Fatal(err)
	}
	got := parse(t, b.String())
	for _, k := range []string{`edge_turn_seconds_count`, `edge_turn_seconds_bucket{le="+Inf"}`, `edge_scheduled_actions`} {
		if v, ok := got[k]; !ok || v != 0 {
			t.Errorf("%s = %v (present %v), want 0", k, v, ok)
		}
	}
	for _, name := range []string{"edge_turns_total", "edge_driver_errors_total", "edge_model_calls_total"} {
		if !strings.Contains(b.String(), "# TYPE "+name+" counter\n") {
			t.Errorf("no TYPE line for %s", name)
		}
	}
}

func TestLabelValuesAreEscaped(t *testing.T) {
	r := New()
	r.ModelCall("a\"b\\c\nd", "ok")
	var b strings.Builder
	r.WriteText(&b)
	got := parse(t, b.String())
	if got[`edge_model_calls_total{model="a\"b\\c\nd",result="ok"}`] != 1 {
		t.Errorf("escaped label not found:\n%s", b.String())
	}
}

func TestConcurrentUse(t *testing.T) {
	r := New()
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			for range 100 {
				r.Turn("http", "done", time.Millisecond)
				r.DriverError("sim")
				var b strings.Builder
				r.WriteText(&b)
			}
		})
	}
	wg.Wait()
	var b strings.Builder
	r.WriteText(&b)
	got := parse(t, b.String())
	if got[`edge_turns_total{outcome="done",source="http"}`] != 800 || got[`edge_driver_errors_total{kind="sim"}`] != 800 {
		t.Errorf("lost counts:\n%s", b.String())
	}
}
