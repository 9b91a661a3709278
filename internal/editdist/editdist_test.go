package editdist

import (
	"strings"
	"testing"
)

func TestDistance(t *testing.T) {
	tests := []struct {
		a, b  string
		limit int
		want  int
	}{
		{"light", "light", 2, 0}, {"lihgt", "light", 2, 1}, {"lite", "light", 3, 3}, {"lite", "light", 2, 3},
		{"kitchn", "kitchen", 2, 1}, {"", "abc", 5, 3}, {"abc", "", 1, 2}, {"灯光", "灯", 1, 1},
		{"onof", "onoff", 2, 1}, {"brightnes", "brightness", 2, 1}, {"colour", "color", 2, 1},
		{"abcdef", "badcfe", 5, 3}, {"kitchen", "hallway", 2, 3}, {"客厅", "厅客", 2, 1},
		// longer than the words measured on the stack
		{strings.Repeat("ab", 20), strings.Repeat("ab", 20) + "c", 2, 1}, {strings.Repeat("客厅", 20), strings.Repeat("厅客", 20), 3, 2},
		{strings.Repeat("x", 31), strings.Repeat("x", 33), 2, 2}, {strings.Repeat("x", 32), strings.Repeat("y", 32), 40, 32},
	}
	for _, tt := range tests {
		if got := Distance(tt.a, tt.b, tt.limit); got != tt.want {
			t.Errorf("Distance(%q, %q, %d) = %d, want %d", tt.a, tt.b, tt.limit, got, tt.want)
		}
		if got := Distance(tt.b, tt.a, tt.limit); got != tt.want {
			t.Errorf("Distance(%q, %q, %d) = %d, want %d (not symmetric)", tt.b, tt.a, tt.limit, got, tt.want)
		}
	}
}

// TestDistanceAllocates: a word's distance is measured without
// allocating (it is measured for many words of every utterance).
func TestDistanceAllocates(t *testing.T) {
	if n := testing.AllocsPerRun(100, func() { Distance("kitchn", "kitchen", 2); Distance("客厅的等", "客厅的灯", 1) }); n != 0 {
		t.Errorf("%v allocations a distance", n)
	}
}

func FuzzDistance(f *testing.F) {
	f.Add("kitchn", "kitchen", 2)
	f.Add("客厅的等", "客厅的灯", 1)
	f.Fuzz(func(t *testing.T, a, b string, limit int) {
		limit = min(max(limit, 0), 8)
		d := Distance(a, b, limit)
		if d < 0 || d > limit+1 || (a == b && d != 0) {
			t.Fatalf("Distance(%q, %q, %d) = %d", a, b, limit, d)
		}
	})
}
