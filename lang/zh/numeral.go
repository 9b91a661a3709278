package zh

import "strconv"

var digits = map[rune]int{'零': 0, '〇': 0, '一': 1, '幺': 1, '二': 2, '两': 2, '三': 3, '四': 4, '五': 5, '六': 6, '七': 7, '八': 8, '九': 9}

var powers = map[rune]int{'十': 10, '百': 100, '千': 1000}

// tenThousand is 万, which counts sections of what the powers say (三万五千:
// 35000).
const tenThousand = '万'

// lastDigit is what a digit said last after a unit is worth: a tenth of
// that unit from a hundred up, as it is said ("一百五" is 150, "两千五" 2500,
// "一万二" 12000), unless 零 held a place before it ("一百零五" is 105).
func lastDigit(d, unit int, zero bool) int {
	if unit >= 100 && !zero {
		return d * unit / 10
	}
	return d
}

// Runes of numerals that are not digits.
const (
	hundredRune = '百'
	fractionOf  = '分'
	of          = '之'
	halfRune    = '半'
	pointRune   = '点'
	tenthRune   = '成' // 三成: three tenths
)

// numeral reads a Chinese numeral at the start of rs: 二十六 → 26, 十五 →
// 15, 一百 → 100, 一百五 → 150, 三万 → 30000, 二十五点五 → 25.5, 百分之五十 → 50 with percent set,
// (一)半 → 50, 三成 → 30 and 三分之一 → 33 with percent set. n is the number
// of runes read (0: none).
func numeral(rs []rune) (value string, n int, decimal, percent bool) {
	if len(rs) > 3 && rs[0] == hundredRune && rs[1] == fractionOf && rs[2] == of {
		if isDigit(rs[3]) {
			j := 3
			for j < len(rs) && (isDigit(rs[j]) || rs[j] == '.' && j+1 < len(rs) && isDigit(rs[j+1])) {
				j++
			}
			return string(rs[3:j]), j, false, true
		}
		v, m, dec, _ := numeral(rs[3:])
		if m == 0 {
			return "", 0, false, false
		}
		return v, m + 3, dec, true
	}
	if len(rs) > 0 && rs[0] == halfRune {
		return halfValue, 1, false, true // 开一半: half of the way
	}
	if len(rs) > 1 && rs[0] == '一' && rs[1] == halfRune {
		return halfValue, 2, false, true
	}
	total, section, digit, i := 0, 0, -1, 0
	said, units := "", false
	lastUnit, zero, about := 0, false, false
	for ; i < len(rs); i++ {
		r := rs[i]
		if d, ok := digits[r]; ok {
			switch {
			case units && d == 0:
				zero = true
				continue // 三百零五: 零 holds a place
			case units && digit >= 0:
				// 四十八二十六: a digit after the ones starts the next number;
				// the one after it (二十五六) says about so many: the first
				about = d == digit+1
			case !units && len(said) == 1 && d == digit+1 && !digitAfter(rs[i+1:]):
				continue // 两三度, 七八十: about so many, the first (never 23)
			default:
				digit = d
				said += strconv.Itoa(d)
				continue
			}
			break
		}
		if r == tenThousand && (section > 0 || digit > 0) && total == 0 && rs[0] != '千' && rs[0] != hundredRune {
			// 千万 before a verb is "by all means" (千万别开门)
			if digit >= 0 {
				section += digit
			}
			total, section, digit, units, lastUnit, zero = section*10000, 0, -1, true, 10000, false
			continue
		}
		unit := powers[r]
		if unit != 0 && !units && len(said) > 1 {
			// 二五八十: digits said one by one, then 八十
			return said[:len(said)-1], i - 1, false, false
		}
		if unit == 0 {
			break
		}
		units = true
		if digit < 0 {
			digit = 1
		}
		section += digit * unit
		digit, lastUnit, zero = -1, unit, false
	}
	if i == 0 {
		return "", 0, false, false
	}
	if about {
		i++
	}
	if digit >= 0 {
		section += lastDigit(digit, lastUnit, zero)
	}
	total += section
	value = strconv.Itoa(total)
	if !units && len(said) > 1 {
		value = said // 二五八零 is said digit by digit: 2580
	}
	if i+2 < len(rs) && rs[i] == fractionOf && rs[i+1] == of && !units && total >= 2 && total <= 10 {
		// 三分之一: a third, in percent
		if num, m, dec, pct := numeral(rs[i+2:]); m > 0 && !dec && !pct {
			if k, err := strconv.Atoi(num); err == nil && k >= 1 && k < total {
				return strconv.Itoa((200*k + total) / (2 * total)), i + 2 + m, false, true
			}
		}
	}
	if i < len(rs) && rs[i] == tenthRune && total >= 1 && total <= 10 && (i+1 == len(rs) || rs[i+1] != tenthRune) {
		return strconv.Itoa(total * 10), i + 1, false, true // 三成: 30%
	}
	if i+1 < len(rs) && rs[i] == pointRune {
		if _, ok := digits[rs[i+1]]; ok {
			j := i + 1
			frac := ""
			for ; j < len(rs); j++ {
				d, ok := digits[rs[j]]
				if !ok {
					break
				}
				frac += strconv.Itoa(d)
			}
			return value + "." + frac, j, true, false
		}
	}
	return value, i, false, false
}

func isDigit(r rune) bool { return r >= '0' && r <= '9' }

// digitAfter reports a numeral digit first in rs: digits said one by one
// (二三四五), never about so many.
func digitAfter(rs []rune) bool {
	if len(rs) == 0 {
		return false
	}
	_, ok := digits[rs[0]]
	return ok
}

// digitRunes are the digits 0 to 9 written as numerals.
var digitRunes = [10]rune{'零', '一', '二', '三', '四', '五', '六', '七', '八', '九'}

// mixedNumerals writes as a numeral each digit a recogniser wrote beside
// a numeral ("2十6度", "二6度", "十8度", "二十五点5度"): one number, said one
// way, one rune for one.
func mixedNumerals(rs []rune) {
	numeralAt := func(i int) bool {
		if i < 0 || i >= len(rs) {
			return false
		}
		_, d := digits[rs[i]]
		return d || powers[rs[i]] != 0
	}
	for changed := true; changed; {
		changed = false
		for i, r := range rs {
			if isDigit(r) && (numeralAt(i-1) || numeralAt(i+1) || i > 1 && rs[i-1] == pointRune && numeralAt(i-2)) {
				rs[i], changed = digitRunes[r-'0'], true
			}
		}
	}
}
