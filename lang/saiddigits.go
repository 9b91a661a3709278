package lang

// DigitsSaid lists every stretch of digits a text says one after another,
// in any form a number is said in, of at most maxLen digits: its digits
// together ("7351"), spaced or hyphenated ("7 3 5 1", "7-3-5-1"), as words
// of a registered language digit by digit ("seven three five one",
// "七三五一"), in pairs or other groups ("seventy three fifty one",
// "七十三五十一"), or mixed ("73 fifty one"), and in the digits of any
// script or style a reader sees as digits ("٣٩١٧", "३९१७", "³⁹¹⁷",
// "③⑨①⑦", "𝟑𝟗𝟏𝟕"), which are no number to the grammar. It is what a secret said
// among other words (the home's PIN) is looked for in: in what a person
// says, and in the names that edge says back.
func DigitsSaid(text string, maxLen int) []DigitRun {
	out := digitsWritten(text, maxLen)
	for _, r := range DigitRuns(text) {
		if len(r.Digits) <= maxLen {
			out = append(out, r)
		}
	}
	for _, run := range NumberRuns(text) {
		for i := range run {
			digits := ""
			for j := i; j < len(run) && wholeNumber(run[j].Value); j++ {
				digits += run[j].Value
				if len(digits) > maxLen {
					break
				}
				out = append(out, DigitRun{run[i].Start, run[j].End, digits})
			}
		}
	}
	return out
}

// wholeNumber reports whether a number as a lexer wrote it is digits only.
func wholeNumber(v string) bool {
	if v == "" {
		return false
	}
	for i := 0; i < len(v); i++ {
		if v[i] < '0' || v[i] > '9' {
			return false
		}
	}
	return true
}
