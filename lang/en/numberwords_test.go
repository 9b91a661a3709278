package en

import (
	"fmt"
	"strconv"
	"testing"
)

// TestNumberWords: every whole number from 1 to 9,999 said in words, with
// "thousand" and "hundred", with and without "and" ("six thousand and
// forty two", "three thousand nine hundred seventeen", "a hundred and
// five", "twenty five hundred"), is one number with its value: a number
// over a hundred was read as its parts ("six thousand forty two" was
// not understood, and a PIN said so was written in the log).
func TestNumberWords(t *testing.T) {
	registered()
	n := 0
	for v := 1; v < 10000; v += 7 {
		for _, form := range saidForms(v) {
			n++
			toks := lex.Tokens("set it to " + form)
			if got := toks[len(toks)-1].Value; len(toks) != 4 || got != strconv.Itoa(v) {
				var vs []string
				for _, tk := range toks {
					vs = append(vs, tk.Value)
				}
				t.Errorf("%q: %v, want %d", form, vs, v)
			}
		}
	}
	if n < 2000 {
		t.Errorf("%d numbers, want at least 2000", n)
	}
}

// saidForms are the ways a number is said in words.
func saidForms(v int) []string {
	under := func(n int) string { // 1 to 99
		ones := []string{"", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
			"thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"}
		tens := []string{"", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"}
		switch {
		case n < 20:
			return ones[n]
		case n%10 == 0:
			return tens[n/10]
		}
		return tens[n/10] + " " + ones[n%10]
	}
	join := func(a, and, b string) []string {
		switch {
		case a == "":
			return []string{b}
		case b == "":
			return []string{a}
		}
		return []string{a + " " + b, a + " " + and + " " + b}
	}
	var hundreds string
	if h := v / 100 % 10; h > 0 {
		hundreds = under(h) + " hundred"
	}
	rest := join(hundreds, "and", under(v%100))
	if v < 1000 {
		return rest
	}
	var out []string
	for _, r := range rest {
		out = append(out, join(under(v/1000)+" thousand", "and", r)...)
	}
	if v/100%10 > 0 && v < 10000 && v/1000 < 10 && v%1000 >= 100 {
		out = append(out, fmt.Sprintf("%s hundred %s", under(v/100), under(v%100))) // "thirty nine hundred seventeen"
	}
	return out
}
