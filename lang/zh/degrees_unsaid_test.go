package zh

import (
	"fmt"
	"strings"
	"testing"
)

// TestDegreesUnsaid says every word of an air conditioner (the climate
// class) with a room or none, 给我 or not, every number of degrees from 16
// to 30 and a particle or none after it ("客厅空调二十六吧"): the same
// reading as with 度 said. A number after a word of any other class
// (台灯五十, 电视二十) is not read as degrees.
func TestDegreesUnsaid(t *testing.T) {
	n := 0
	for _, w := range vocab.Classes["climate"] {
		for _, room := range []string{"", "客厅", "卧室的"} {
			for deg := 16; deg <= 30; deg++ {
				for _, gap := range []string{"", "给我"} {
					for _, tail := range []string{"", "吧"} {
						said := fmt.Sprintf("%s%s%s%s%s", room, w, gap, spoken(deg), tail)
						with := fmt.Sprintf("%s%s%s%s度%s", room, w, gap, spoken(deg), tail)
						got, err := (pack{}).Parse(said)
						want, werr := (pack{}).Parse(with)
						if err != nil || werr != nil || unfilled(got) != unfilled(want) {
							t.Errorf("%q = %v, %v; want %v as %q", said, got, err, want, with)
						}
						n++
					}
				}
			}
		}
	}
	for _, w := range []string{"台灯", "电视", "风扇", "窗帘"} {
		said, with := w+"二十", w+"二十度"
		got, _ := (pack{}).Parse(said)
		want, _ := (pack{}).Parse(with)
		if unfilled(got) == unfilled(want) {
			t.Errorf("%q reads as degrees: %v", said, got)
		}
	}
	if n < 300 {
		t.Errorf("%d wordings, want at least 300", n)
	}
}

// spoken says a number from 10 to 99 in Chinese numerals.
func spoken(n int) string {
	digits := strings.Split("零一二三四五六七八九", "")
	s := digits[n/10] + "十"
	if n/10 == 1 {
		s = "十"
	}
	if n%10 > 0 {
		s += digits[n%10]
	}
	return s
}
