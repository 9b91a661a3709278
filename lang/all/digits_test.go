package all_test

import (
	"fmt"
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
		{"turn on light 2 and set 5", "[14 15 2] [24 25 5]"},
		{"someone often tweeted", ""},
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
