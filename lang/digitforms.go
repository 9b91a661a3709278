package lang

import (
	"unicode"
	"unicode/utf8"
)

// digitsWritten lists the runs of digits a text writes, of at most maxLen
// of them: digits of any script or style (digitOf), together ("٣٩١٧") or
// with nothing but spaces and punctuation between them ("٣ ٩ ١ ٧").
func digitsWritten(text string, maxLen int) []DigitRun {
	var out []DigitRun
	add := func(r DigitRun) {
		if r.Digits != "" && len(r.Digits) <= maxLen {
			out = append(out, r)
		}
	}
	var together, spaced DigitRun
	for i := 0; i < len(text); {
		r, size := utf8.DecodeRuneInString(text[i:])
		d, ok := digitOf(r)
		switch {
		case ok:
			if together.Digits == "" {
				together.Start = i
			}
			if spaced.Digits == "" {
				spaced.Start = i
			}
			together.Digits += string(d)
			spaced.Digits += string(d)
			together.End, spaced.End = i+size, i+size
		case unicode.IsSpace(r) || unicode.IsPunct(r):
			add(together)
			together = DigitRun{}
		default:
			add(together)
			if len(spaced.Digits) > len(together.Digits) {
				add(spaced)
			}
			together, spaced = DigitRun{}, DigitRun{}
		}
		i += size
	}
	add(together)
	if len(spaced.Digits) > len(together.Digits) {
		add(spaced)
	}
	return out
}

// digitOf is the ASCII digit a character shows, whatever its script or
// style: a decimal digit of any script (Unicode's Nd: "٣", "३", "３", "𝟑"),
// a superscript or subscript ("³", "₃"), a circled, parenthesized or
// dotted one ("③", "❸", "⑶", "⒊").
func digitOf(r rune) (byte, bool) {
	if '0' <= r && r <= '9' {
		return byte(r), true
	}
	if unicode.Is(unicode.Nd, r) {
		return ndValue(r)
	}
	for _, f := range digitStyles {
		if f.one <= r && r < f.one+rune(f.n) {
			return byte('0' + f.first + int(r-f.one)), true
		}
	}
	return 0, false
}

// ndValue is the value of a decimal digit: Unicode gives every script's
// ten as one run from its zero, so a digit's value is its distance from
// the start of its range of Nd, modulo ten.
func ndValue(r rune) (byte, bool) {
	for _, rg := range unicode.Nd.R16 {
		if rune(rg.Lo) <= r && r <= rune(rg.Hi) && rg.Stride == 1 {
			return byte('0' + (r-rune(rg.Lo))%10), true
		}
	}
	for _, rg := range unicode.Nd.R32 {
		if rune(rg.Lo) <= r && r <= rune(rg.Hi) && rg.Stride == 1 {
			return byte('0' + (r-rune(rg.Lo))%10), true
		}
	}
	return 0, false
}

// digitStyles are the runs of digits of other styles: n characters from
// one, for the digits from first.
var digitStyles = []struct {
	one   rune
	n     int
	first int
}{
	{'⁰', 1, 0}, {'¹', 1, 1}, {'²', 2, 2}, {'⁴', 6, 4}, // superscripts
	{'₀', 10, 0},             // subscripts
	{'①', 9, 1}, {'⓪', 1, 0}, // circled
	{'⑴', 9, 1}, {'⒈', 9, 1}, // parenthesized, with a full stop
	{'⓵', 9, 1}, {'⓿', 1, 0}, {'❶', 9, 1}, {'➀', 9, 1}, {'➊', 9, 1}, // circled of other styles
	{'🄀', 1, 0}, {'🄁', 10, 0}, // with a full stop or a comma
}
