package zh

import (
	"strconv"
	"testing"
)

// TestNumbersAsSaid: every number of hundreds, thousands and ten
// thousands said the short way, its last digit a tenth of the unit before
// it ("一百五" 150, "两千五" 2500, "三万二" 32000), or with 零 holding a place
// ("一百零五" 105, "两千零八" 2008), is read as said by numeral, by the timer's
// intAt (below ten thousand) and by the pack's Numbers, whether the first
// digit is 二 or 两.
func TestNumbersAsSaid(t *testing.T) {
	said := []string{"零", "一", "二", "三", "四", "五", "六", "七", "八", "九"}
	units := []struct {
		word  string
		value int
	}{{"百", 100}, {"千", 1000}, {"万", 10000}}
	n := 0
	for _, u := range units {
		for h := 1; h <= 9; h++ {
			heads := []string{said[h]}
			if h == 2 {
				heads = append(heads, "两")
			}
			for _, head := range heads {
				for d := 0; d <= 9; d++ {
					forms := map[string]int{head + u.word: h * u.value}
					if d > 0 {
						forms[head+u.word+said[d]] = h*u.value + d*u.value/10
						forms[head+u.word+"零"+said[d]] = h*u.value + d
					}
					for text, want := range forms {
						n++
						checkNumberSaid(t, text, want, u.value < 10000)
					}
				}
			}
		}
	}
	for text, want := range map[string]int{"两千五百八": 2580, "两千五百八十": 2580, "一千零五十": 1050, "三百零五": 305, "十万": 100000, "一万五千": 15000, "二十五": 25, "十五": 15} {
		n++
		checkNumberSaid(t, text, want, want < 10000)
	}
	if n < 500 {
		t.Fatalf("only %d numbers", n)
	}
}

func checkNumberSaid(t *testing.T, text string, want int, timer bool) {
	t.Helper()
	rs := []rune(text)
	w := strconv.Itoa(want)
	if v, m, dec, pct := numeral(rs); v != w || m != len(rs) || dec || pct {
		t.Errorf("numeral(%q) = %s, %d runes, %v, %v; want %s, all of it", text, v, m, dec, pct, w)
	}
	if timer {
		if v, m := intAt(rs, 0); v != want || m != len(rs) {
			t.Errorf("intAt(%q) = %d, %d runes; want %d, all of it", text, v, m, want)
		}
	}
	if got := (pack{}).Numbers(text + "秒后"); len(got) != 1 || got[0].Value != w {
		t.Errorf("Numbers(%q) = %v; want one, %s", text+"秒后", got, w)
	}
}
