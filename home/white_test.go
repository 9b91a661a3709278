package home

import (
	"strconv"
	"testing"
)

// TestWhiteOf: the white of a colour temperature is the fit's colour at
// the temperatures the packs name, warmer whites are redder (less blue,
// never more), and the ends of the range hold beyond it.
func TestWhiteOf(t *testing.T) {
	for k, want := range map[float64]string{2700: "#ffa757", 4000: "#ffcea6", 6500: "#fffefa", 1900: "#ff8400"} {
		if got := WhiteOf(k); got != want {
			t.Errorf("WhiteOf(%v) = %s, want %s", k, got, want)
		}
	}
	blue := func(hex string) int {
		b, err := strconv.ParseUint(hex[5:7], 16, 8)
		if err != nil {
			t.Fatalf("WhiteOf gave %q", hex)
		}
		return int(b)
	}
	last := -1
	for k := 1000.0; k <= 6600; k += 100 {
		c := WhiteOf(k)
		if len(c) != 7 || c[:3] != "#ff" || blue(c) < last {
			t.Errorf("WhiteOf(%v) = %s after blue %d: want full red and no less blue than a warmer white", k, c, last)
		}
		last = blue(c)
	}
	if WhiteOf(500) != WhiteOf(1000) || WhiteOf(90000) != WhiteOf(40000) {
		t.Errorf("WhiteOf beyond its range = %s, %s, want its ends", WhiteOf(500), WhiteOf(90000))
	}
}
