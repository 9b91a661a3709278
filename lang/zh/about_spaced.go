package zh

import "strings"

// aboutSpaced joins about so many said with a pause between its two digits
// before a unit of time, as a speech recogniser writes it ("5 6分钟后",
// "五 六分钟以后", "两 三个小时后"): it is said as "五六分钟后", a delay of
// the first. Two digits that are no such pair ("5 8分钟后") keep the
// pause, and the second is read as no delay of its own (inNumeral), so the
// first is never left before the command as a level.
func aboutSpaced(text string) string {
	rs := fold(text)
	orig := []rune(text)
	for i := 0; i < len(rs); i++ {
		a, ok := singleDigit(rs, i)
		if !ok {
			continue
		}
		j := i + 1
		for j < len(rs) && rs[j] == ' ' {
			j++
		}
		b, ok := digitValue(rs, j)
		if j == i+1 || !ok || !about(a, b) || isDigit(rs[j]) && j+1 < len(rs) && isDigit(rs[j+1]) {
			continue
		}
		if _, n := durationAt(fold(numeralOf(a)+numeralOf(b)+string(orig[j+1:])), 0); n == 0 {
			continue
		}
		return string(orig[:i]) + numeralOf(a) + numeralOf(b) + string(orig[j+1:])
	}
	return text
}

// singleDigit reads a digit at i that is a number alone: no digit or power
// of ten right before or after it.
func singleDigit(rs []rune, i int) (int, bool) {
	d, ok := digitValue(rs, i)
	if !ok || i > 0 && (isDigit(rs[i-1]) || isNumeralDigit(rs[i-1]) || isPower(rs[i-1])) {
		return 0, false
	}
	if i+1 < len(rs) && (isDigit(rs[i+1]) || isNumeralDigit(rs[i+1]) || isPower(rs[i+1])) {
		return 0, false
	}
	return d, true
}

// digitValue is the value of a digit at i, in figures or a Chinese numeral.
func digitValue(rs []rune, i int) (int, bool) {
	if i >= len(rs) {
		return 0, false
	}
	if isDigit(rs[i]) {
		return int(rs[i] - '0'), true
	}
	d, ok := digits[rs[i]]
	return d, ok
}

// isPower reports a power of ten of a Chinese numeral.
func isPower(r rune) bool {
	_, ok := powers[r]
	return ok
}

// numeralOf says a digit as a Chinese numeral.
func numeralOf(d int) string { return strings.Split("零 一 二 三 四 五 六 七 八 九", " ")[d] }
