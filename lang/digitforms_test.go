package lang_test

import (
	"slices"
	"strings"
	"testing"

	"edge/lang"
	_ "edge/lang/en"
	_ "edge/lang/zh"
)

// TestDigitsSaidInEveryScript: a secret written in the digits of another
// script or style, which the grammar reads as no number but a reader reads
// as the digits, is a stretch of digits said, together or spaced, among
// words of either language: Arabic-Indic, Eastern Arabic, Devanagari,
// Bengali, Thai, full-width, mathematical bold and monospace digits,
// superscripts, subscripts, circled and parenthesized ones, and the
// financial numerals of Chinese (壹贰叁…). Text of words only says none.
func TestDigitsSaidInEveryScript(t *testing.T) {
	zeros := map[string]rune{
		"arabic-indic": '٠', "eastern-arabic": '۰', "devanagari": '०', "bengali": '০',
		"thai": '๐', "full-width": '０', "math-bold": '𝟎', "math-monospace": '𝟶', "subscript": '₀',
	}
	styles := map[string]func(d int) string{
		"superscript": func(d int) string { return string([]rune("⁰¹²³⁴⁵⁶⁷⁸⁹")[d]) },
		"circled":     func(d int) string { return string([]rune("⓪①②③④⑤⑥⑦⑧⑨")[d]) },
		"neg-circled": func(d int) string { return string([]rune("⓿❶❷❸❹❺❻❼❽❾")[d]) },
		"financial":   func(d int) string { return string([]rune("零壹贰叁肆伍陆柒捌玖")[d]) },
	}
	for name, z := range zeros {
		styles[name] = func(d int) string { return string(z + rune(d)) }
	}
	secrets := []string{"4826", "3917", "205813"}
	seps := []string{"", " ", "-"}
	around := [][2]string{{"unlock the front door ", ""}, {"", " is the code"}, {"打开前门", "。"}}
	n := 0
	for name, style := range styles {
		for _, secret := range secrets {
			for _, sep := range seps {
				var parts []string
				for _, c := range secret {
					parts = append(parts, style(int(c-'0')))
				}
				for _, a := range around {
					text := a[0] + strings.Join(parts, sep) + a[1]
					var got []string
					for _, r := range lang.DigitsSaid(text, 12) {
						got = append(got, r.Digits)
					}
					if !slices.Contains(got, secret) {
						t.Errorf("%s: DigitsSaid(%q) = %q, want %s among them", name, text, got, secret)
					}
					n++
				}
			}
		}
	}
	for _, text := range []string{"unlock the front door", "打开前门", "turn on the hall light, then the porch", "Ⅳ Ⅷ Ⅱ Ⅵ"} {
		if got := lang.DigitsSaid(text, 12); len(got) != 0 {
			t.Errorf("DigitsSaid(%q) = %v, want none", text, got)
		}
	}
	if n < 300 {
		t.Fatalf("only %d texts", n)
	}
}
