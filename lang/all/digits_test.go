package all_test

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"edge/lang"
)

// TestDigitRuns: digits said one by one are found together, spaced or as
// words of either language, and not inside other words.
func TestDigitRuns(t *testing.T) {
	for _, tt := range []struct{ text, want string }{
		{"unlock the front door 7351", "[22 26 7351]"},
		{"7 3 5 1", "[0 7 7351]"},
		{"seven three five one", "[0 20 7351]"},
		{"Seven, three - five one please", "[0 23 7351]"},
		{"七三五一", "[0 12 7351]"},
		{"前门解锁七三五一", "[12 24 7351]"},
		{"幺两三〇", "[0 12 1230]"},
		{"none of them, zero oh two", "[14 25 002]"},
		{"seven one double oh", "[0 19 7100]"},
		{"triple two, six", "[0 15 2226]"},
		{"拐幺洞洞", "[0 12 7100]"},
		{"三个二六", "[0 12 2226]"},
		{"double the brightness", ""},
		{"turn on light 2 and set 5", "[14 15 2] [24 25 5]"},
		{"someone often tweeted", ""},
		{"sevenfold twine three", "[16 21 3]"},
		{"Tone-deaf ONE", "[10 13 1]"},
		{"门厅灯two five 洞洞", "[9 24 2500]"},
		{"two five八零", "[0 14 2580]"},
		{"", ""},
	} {
		got := ""
		for i, r := range lang.DigitRuns(tt.text) {
			if i > 0 {
				got += " "
			}
			got += fmt.Sprintf("[%d %d %s]", r.Start, r.End, r.Digits)
		}
		if got != tt.want {
			t.Errorf("DigitRuns(%q) = %s, want %s", tt.text, got, tt.want)
		}
	}
}

// TestNumberRuns: the numbers a text says are read from its words alone,
// wherever they stand (before the unit of a time, glued to a word of
// another script), as each language merges its number words, and joined
// into one run whichever language says each.
func TestNumberRuns(t *testing.T) {
	for _, tt := range []struct{ text, want string }{
		{"turn on the hall light in twenty five eighty seconds", "[25 80]"},
		{"in two thousand five hundred eighty seconds turn on the light", "[2580]"},
		{"打开门厅灯two five eight zero", "[2 5 8 0]"},
		{"二千五百八十秒后打开门厅灯", "[2580]"},
		{"二十五 eighty", "[25 80]"},
		{"twenty five double oh", "[25 00]"},
		{"nineteen eighty four", "[19 84]"},
		{"forty eight, twenty six", "[48 26]"},
		{"turn on the lights", ""},
	} {
		var got []string
		for _, run := range lang.NumberRuns(tt.text) {
			var vs []string
			for _, n := range run {
				vs = append(vs, n.Value)
			}
			got = append(got, "["+strings.Join(vs, " ")+"]")
		}
		if strings.Join(got, " ") != tt.want {
			t.Errorf("NumberRuns(%q) = %s, want %s", tt.text, strings.Join(got, " "), tt.want)
		}
	}
}

// TestNumber reads numbers of digits with a sign or not, and nothing else;
// one too large for a float64 is the largest of its sign, never infinite.
func TestNumber(t *testing.T) {
	for _, tc := range []struct {
		s  string
		v  float64
		ok bool
	}{
		{"25", 25, true}, {"22.5", 22.5, true}, {"007", 7, true},
		{strings.Repeat("9", 400), math.MaxFloat64, true},
		{"inf", 0, false}, {"NaN", 0, false}, {"1e5", 0, false}, {"0x10", 0, false}, {"-3", -3, true}, {"-22.5", -22.5, true},
		{"-" + strings.Repeat("9", 400), -math.MaxFloat64, true}, {"+3", 0, false}, {"-", 0, false}, {"--3", 0, false}, {"-.5", 0, false},
		{".5", 0, false}, {"5.", 0, false}, {"1.2.3", 0, false}, {"", 0, false}, {"1_000", 0, false},
	} {
		if v, ok := lang.Number(tc.s); v != tc.v || ok != tc.ok {
			t.Errorf("Number(%.20q) = %v, %v; want %v, %v", tc.s, v, ok, tc.v, tc.ok)
		}
	}
}

func FuzzNumber(f *testing.F) {
	for _, s := range []string{"25", "22.5", strings.Repeat("9", 400), "inf", "1e400", "0.000"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		v, ok := lang.Number(s)
		if math.IsInf(v, 0) || math.IsNaN(v) || v < 0 && !strings.HasPrefix(s, "-") || !ok && v != 0 {
			t.Fatalf("Number(%q) = %v, %v", s, v, ok)
		}
	})
}
