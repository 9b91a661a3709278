package main

import (
	"bytes"
	"slices"
	"strings"
	"testing"
)

// TestParseFloats: --warps and --sweep read numbers separated by commas
// (none for ""), and the default of --warps is written back the same.
func TestParseFloats(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want []float64
		err  bool
	}{{"1,1.4", []float64{1, 1.4}, false}, {"-50,-47", []float64{-50, -47}, false}, {"", nil, false}, {"1,x", nil, true}} {
		got, err := parseFloats(tc.in)
		if !slices.Equal(got, tc.want) || (err != nil) != tc.err {
			t.Errorf("%q: %v, %v", tc.in, got, err)
		}
	}
	if got := floats([]float64{1, 1.4}); got != "1,1.4" {
		t.Errorf("floats: %q", got)
	}
}

// TestSweep: each least fit's row counts what became of every clip at it.
func TestSweep(t *testing.T) {
	js := []judged{
		{swept: []swept{{judgement: judgement{right: true}}, {refused: true}}},
		{swept: []swept{{judgement: judgement{misfire: true}}, {refused: true}}},
		{swept: []swept{{judgement: judgement{asked: true}}, {judgement: judgement{right: true}}}},
		{swept: []swept{{}, {}}},
	}
	var b bytes.Buffer
	sweep(&b, []float64{-50, -40}, js)
	rows := strings.Split(strings.TrimSpace(b.String()), "\n")
	if len(rows) != 4 || rows[2] != "| -50 | 25.0% | 1 | 1 | 0 | 1 |" || rows[3] != "| -40 | 25.0% | 0 | 0 | 2 | 3 |" {
		t.Errorf("sweep:\n%s", b.String())
	}
}
