package compile

import (
	"encoding/json"
	"errors"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"edge/lang"
)

// TestCompile runs the table in testdata/compile.txt: one utterance per
// line, a tab, then "=> " and the canonical IR, or "!! " and the error.
func TestCompile(t *testing.T) {
	b, err := os.ReadFile("testdata/compile.txt")
	if err != nil {
		t.Fatal(err)
	}
	rows := strings.Split(strings.TrimSpace(string(b)), "\n")
	if len(rows) < 300 {
		t.Errorf("the table has %d rows, want at least 300", len(rows))
	}
	langs := map[string]int{}
	for _, row := range rows {
		in, want, ok := strings.Cut(row, "\t")
		if !ok {
			t.Fatalf("bad row %q", row)
		}
		langs[lang.Detect(in).Code()]++
		p, err := Compile(in)
		got := ""
		if err != nil {
			got = "!! " + err.Error()
		} else {
			got = "=> " + p.String()
		}
		if got != want {
			t.Errorf("Compile(%q)\n got %s\nwant %s", in, got, want)
		}
	}
	if langs["en"] < 100 || langs["zh"] < 100 {
		t.Errorf("rows per language: %v; want at least 100 of each", langs)
	}
}

// FuzzCompile: any words compile to a program, or to an error; a
// program's numbers are ones edge reads (finite, at most lang.MaxNumber)
// and it is written as JSON.
func FuzzCompile(f *testing.F) {
	for _, s := range []string{"turn on the kitchen light", "把客厅的灯调到百分之五十", "is it on?", "第二个", "二十五点五度", "ｔｕｒｎ ｏｎ",
		"set a timer for " + strings.Repeat("9", 400) + " hours", "set the lamp to 1e308 percent", "把灯调到" + strings.Repeat("九", 40),
		"if it is above " + strings.Repeat("9", 320) + " degrees turn on the fan", "in " + strings.Repeat("9", 30) + " minutes turn off the lights"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := Compile(s)
		if err == nil && p == nil {
			t.Fatalf("Compile(%q): nil program without error", s)
		}
		if err != nil {
			return
		}
		_ = p.String()
		if err := numbersFit(p); err != nil {
			t.Fatalf("Compile(%q): %v", s, err)
		}
		if _, err := json.Marshal(p); err != nil {
			t.Fatalf("Compile(%q): the IR is not JSON (a number read as infinite?): %v", s, err)
		}
	})
}

// TestNumberTooBig: a number larger than lang.MaxNumber, in digits or in
// Chinese numerals, a value or a threshold, is refused (a delay is held
// by the timers' bound).
func TestNumberTooBig(t *testing.T) {
	nines := strings.Repeat("9", 400)
	for _, s := range []string{
		"set the kitchen light to " + nines + " percent",
		"set the kitchen light to " + strings.Repeat("9", 16) + " percent",
		"if the temperature is above " + nines + " degrees turn on the fan", "把厨房的灯调到" + strings.Repeat("九", 40),
	} {
		if _, err := Compile(s); !errors.Is(err, ErrNumberTooBig) {
			t.Errorf("%.60s: %v", s, err)
		}
	}
	if p, err := Compile("set the kitchen light to " + strings.Repeat("9", 15) + " percent"); err != nil || p.Clauses[0].Params[0].Num != lang.MaxNumber {
		t.Errorf("15 nines: %v", err)
	}
}

// evalSentences are the utterances of the evaluation cases beside the
// repository (../shared/eval), or nil.
func evalSentences(tb testing.TB) []string {
	var out []string
	for _, code := range []string{"en", "zh"} {
		b, err := os.ReadFile("../../shared/eval/ha/" + code + "/cases.jsonl")
		if err != nil {
			continue
		}
		for _, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
			var c struct{ Text string }
			if err := json.Unmarshal([]byte(line), &c); err != nil {
				tb.Fatal(err)
			}
			out = append(out, c.Text)
		}
	}
	return out
}

// BenchmarkCompile compiles every sentence of the evaluation cases and
// reports the median time per sentence as median-ns/sentence.
func BenchmarkCompile(b *testing.B) {
	texts := evalSentences(b)
	if len(texts) == 0 {
		texts = []string{"turn off the lights in the kitchen", "把客厅的灯调到百分之五十"}
	}
	b.ReportAllocs()
	per := make([]time.Duration, len(texts))
	for i := 0; b.Loop(); i++ {
		k := i % len(texts)
		start := time.Now()
		_, _ = Compile(texts[k])
		if d := time.Since(start); per[k] == 0 || d < per[k] {
			per[k] = d
		}
	}
	var seen []time.Duration
	for _, d := range per {
		if d > 0 {
			seen = append(seen, d)
		}
	}
	slices.Sort(seen)
	if len(seen) > 0 {
		b.ReportMetric(float64(seen[len(seen)/2].Nanoseconds()), "median-ns/sentence")
		b.ReportMetric(float64(seen[len(seen)*99/100].Nanoseconds()), "p99-ns/sentence")
	}
}
