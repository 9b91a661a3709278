package all_test

import (
	"slices"
	"strings"
	"testing"

	"edge/lang"
)

// TestDigitsReadOut: a secret read out as people read digits on a phone
// or a radio is found among the words, as said one by one it is: zero as
// "oh", "o" or "nought", a digit said twice or three times as "double"
// or "triple" one; in Chinese 幺, 两, 拐, 勾 and 洞 for one, two, seven,
// nine and zero, and 两个, 双 or 三个 before a digit said again. Each
// secret in each form, alone and among the words of a command.
func TestDigitsReadOut(t *testing.T) {
	en := []string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"}
	enZero := []string{"oh", "o", "nought"}
	zh := []string{"洞", "幺", "两", "三", "四", "五", "六", "拐", "八", "勾"}
	zhRepeat := map[int][]string{2: {"两个", "双"}, 3: {"三个"}}
	enRepeat := map[int]string{2: "double", 3: "triple"}
	// runs splits a secret into its runs of one digit: "7100" is 7, 1, 00.
	runs := func(s string) []string {
		var out []string
		for i := 0; i < len(s); {
			j := i
			for j < len(s) && s[j] == s[i] {
				j++
			}
			out = append(out, s[i:j])
			i = j
		}
		return out
	}
	forms := func(secret string) (enForms, zhForms []string) {
		for _, zero := range enZero {
			var words []string
			for _, run := range runs(secret) {
				w := en[run[0]-'0']
				if run[0] == '0' {
					w = zero
				}
				if n := len(run); n > 1 && n <= 3 {
					words = append(words, enRepeat[n]+" "+w)
					continue
				}
				for range run {
					words = append(words, w)
				}
			}
			enForms = append(enForms, strings.Join(words, " "))
		}
		for k := range 2 {
			var b strings.Builder
			for _, run := range runs(secret) {
				w := zh[run[0]-'0']
				if rep := zhRepeat[len(run)]; len(rep) > 0 {
					b.WriteString(rep[k%len(rep)] + w)
					continue
				}
				b.WriteString(strings.Repeat(w, len(run)))
			}
			zhForms = append(zhForms, b.String())
		}
		return enForms, zhForms
	}
	enCarriers := []string{"%s", "unlock the front door %s", "%s please", "打开前门 %s"}
	zhCarriers := append(enCarriers, "打开前门%s", "密码是%s")
	n := 0
	for _, secret := range []string{"7100", "2226", "3009", "8877", "1000", "9070", "4499", "0007"} {
		enForms, zhForms := forms(secret)
		for _, f := range slices.Concat(enForms, zhForms) {
			carriers := enCarriers
			if slices.Contains(zhForms, f) {
				carriers = zhCarriers
			}
			for _, c := range carriers {
				text := strings.Replace(c, "%s", f, 1)
				n++
				var got []string
				for _, r := range lang.DigitsSaid(text, 12) {
					got = append(got, r.Digits)
				}
				if !slices.Contains(got, secret) {
					t.Errorf("DigitsSaid(%q) = %q, want %s among them", text, got, secret)
				}
			}
		}
	}
	for _, text := range []string{"turn on two lights", "double the brightness", "打开两个灯", "三个房间的灯都关了", "拐角灯打开"} {
		for _, r := range lang.DigitsSaid(text, 12) {
			if len(r.Digits) >= 4 {
				t.Errorf("DigitsSaid(%q) has %q, want no run of four digits", text, r.Digits)
			}
		}
	}
	if n < 100 {
		t.Fatalf("%d texts, want at least 100", n)
	}
}
