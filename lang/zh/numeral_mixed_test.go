package zh

import (
	"slices"
	"testing"
)

// TestDigitsBesideNumerals: every number from 1 to 99 said in numerals,
// with any of its digit numerals written as a digit instead ("2十6",
// "二6" for 二六, "十8"), in a setting or a change of degrees or a level,
// reads as the number said in numerals alone; 幺 is a 1 as 一 is.
func TestDigitsBesideNumerals(t *testing.T) {
	tpls := []string{"客厅空调调到%s度", "把主卧灯调到%s", "空调温度调高%s度吧"}
	n := 0
	for v := 1; v <= 99; v++ {
		said := []rune(saidNumber(v))
		var at []int
		for i, r := range said {
			if _, ok := digits[r]; ok {
				at = append(at, i)
			}
		}
		for mask := 1; mask < 1<<len(at); mask++ {
			mixed := slices.Clone(said)
			for b, i := range at {
				if mask&(1<<b) != 0 {
					mixed[i] = rune('0' + digits[said[i]])
				}
			}
			if len(at) == len(said) && mask == 1<<len(at)-1 {
				continue // all digits: no numeral beside them
			}
			saysAs(t, "mixed", [][2]string{{string(mixed), string(said)}}, tpls...)
			n += len(tpls)
		}
	}
	for _, d := range digitRunes {
		saysAs(t, "yao", [][2]string{{"幺" + string(d), "一" + string(d)}}, tpls...)
		n += len(tpls)
	}
	if n < 400 {
		t.Errorf("%d wordings, want at least 400", n)
	}
}
