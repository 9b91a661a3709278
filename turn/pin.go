package turn

import (
	"strings"

	"edge/lang"
	"edge/risk"
)

// maxPINChecks bounds the PIN checks of one turn: each is a slow hash
// (risk.CheckPIN). A run of twelve digits said one by one has 45 stretches
// of 4 to 12 of them.
const maxPINChecks = 64

// maskPIN keeps the words as said and, when they hold the home's PIN in
// any form a number is said in, masks it in the words the turn records,
// answers, logs and may send to the model: its digits together, spaced
// or hyphenated ("7351", "7 3 5 1", "7-3-5-1"), in full width ("７ ３ ５
// １"), as words of a language digit by digit ("seven three five one",
// "七三五一"), in pairs or other groups ("seventy three fifty one",
// "seventy-three fifty-one", "七十三五十一"), or mixed ("73 fifty one").
func (t *turn) maskPIN() {
	t.said = t.req.Text
	if t.e.pinHash == "" {
		return
	}
	spans := pinSpans(t.said, func(digits string) bool { return risk.CheckPIN(t.e.pinHash, digits) })
	if len(spans) == 0 {
		return
	}
	t.pinSaid = true
	hidden := make([]bool, len(t.said))
	for _, s := range spans {
		for i := s[0]; i < s[1]; i++ {
			hidden[i] = true
		}
	}
	var b strings.Builder
	for i := 0; i < len(t.said); i++ {
		switch {
		case !hidden[i]:
			b.WriteByte(t.said[i])
		case i == 0 || !hidden[i-1]:
			b.WriteString(maskedPIN)
		}
	}
	t.req.Text, t.res.Text = b.String(), b.String()
}

// pinSpans are the byte ranges of text that say digits isPIN takes: every
// stretch of digits said one after another that could be a PIN (4 to 12
// digits), each distinct one checked once, at most maxPINChecks.
func pinSpans(text string, isPIN func(digits string) bool) [][2]int {
	type candidate struct {
		digits string
		span   [2]int
	}
	var cands []candidate
	for _, r := range risk.PINRuns(text) {
		cands = append(cands, candidate{text[r[0]:r[1]], r})
	}
	for _, r := range lang.DigitRuns(text) {
		cands = append(cands, candidate{r.Digits, [2]int{r.Start, r.End}})
	}
	for _, run := range lang.MarksOf(text).NumberRuns {
		for i := range run {
			digits := ""
			for j := i; j < len(run) && whole(run[j].Value); j++ {
				digits += run[j].Value
				if len(digits) > risk.MaxPIN {
					break
				}
				cands = append(cands, candidate{digits, [2]int{run[i].Start, run[j].End}})
			}
		}
	}
	checked := map[string]bool{}
	var out [][2]int
	for _, c := range cands {
		if len(c.digits) < risk.MinPIN || len(c.digits) > risk.MaxPIN {
			continue
		}
		is, seen := checked[c.digits]
		if !seen {
			if len(checked) == maxPINChecks {
				continue
			}
			is = isPIN(c.digits)
			checked[c.digits] = is
		}
		if is {
			out = append(out, c.span)
		}
	}
	return out
}

// whole reports whether a number as a lexer wrote it is digits only.
func whole(v string) bool {
	return v != "" && strings.Trim(v, "0123456789") == ""
}
