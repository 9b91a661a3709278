package zh

import (
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
	"edge/ir"
	"edge/lang"
)

// The reading of times and timers (lang.Timing): a delay ("十分钟后",
// "半小时以后", "过五分钟"), a time of day ("晚上七点", "七点半",
// "下午三点十分", "19:00"), and the words of plain timers. The words are in
// words.go.

// fold is a text's runes as the reading of times matches them: simplified
// characters, half-width digits and colons, 两 for 俩 before a unit, one
// rune for one.
func fold(text string) []rune {
	rs := []rune(text)
	for i, r := range rs {
		switch {
		case r >= '０' && r <= '９':
			rs[i] = '0' + r - '０'
		case r == '：':
			rs[i] = ':'
		case r == twoFused && i+1 < len(rs) && strings.ContainsRune(fusedBefore, rs[i+1]):
			rs[i] = '两'
		default:
			rs[i] = simplified(r)
		}
	}
	return rs
}

// hasAt reports whether w is said at i.
func hasAt(rs []rune, i int, w string) bool {
	for _, r := range w {
		if i >= len(rs) || rs[i] != r {
			return false
		}
		i++
	}
	return true
}

// wordAt is the length in runes of the first of ws said at i, or 0.
func wordAt(rs []rune, i int, ws []string) int {
	for _, w := range ws {
		if hasAt(rs, i, w) {
			return len([]rune(w))
		}
	}
	return 0
}

// intAt reads a whole number at i, in digits or Chinese numerals ("15",
// "十五", "两", "一百二十", "一百五" for 150, "一百零五"): its value and length
// in runes. Two digits said together, the second one or two more than the
// first, are about so many ("五六分钟", "三五分钟", "二三十分钟", "十一二点"):
// the first, as numeral reads a value.
func intAt(rs []rune, i int) (v, n int) {
	if i > 0 && lex.MinusAt(rs, i-1) {
		return 0, 0 // "-5" is minus five: no delay, no count
	}
	j := i
	for j < len(rs) && isDigit(rs[j]) && j-i < 6 {
		j++
	}
	if j > i {
		v, _ = strconv.Atoi(string(rs[i:j]))
		return v, j - i
	}
	digit, unit, zero := -1, 0, false
	for ; j < len(rs); j++ {
		if d, ok := digits[rs[j]]; ok {
			if d == 0 && unit > 0 && digit < 0 {
				zero = true // 一百零五: 零 holds a place
				continue
			}
			if digit >= 0 {
				if about(digit, d) && (j+1 == len(rs) || !isNumeralDigit(rs[j+1])) {
					continue
				}
				break
			}
			digit = d
			continue
		}
		p, ok := powers[rs[j]]
		if !ok {
			break
		}
		if digit < 0 {
			digit = 1
		}
		v += digit * p
		digit, unit, zero = -1, p, false
	}
	if digit >= 0 {
		v += lastDigit(digit, unit, zero)
	}
	return v, j - i
}

// about reports two digits said together as about so many: the second
// one or two more than the first (两三, 三五, 七八).
func about(first, second int) bool { return second > first && second <= first+2 }

// isNumeralDigit reports a digit of a Chinese numeral.
func isNumeralDigit(r rune) bool {
	_, ok := digits[r]
	return ok
}

// inNumeral reports whether i is inside a number: right after a digit or
// a power of ten. A delay or a time read from there leaves the start of
// its number behind ("五六分钟后" is no "六分钟后" after a 五, which was
// then read as a level), and so is one right after a digit alone and a
// pause (aboutSpaced).
func inNumeral(rs []rune, i int) bool {
	if i == 0 {
		return false
	}
	if j := i - 1; rs[j] == ' ' {
		for j > 0 && rs[j] == ' ' {
			j--
		}
		k := j + 1
		for k > 0 && (isDigit(rs[k-1]) || isNumeralDigit(rs[k-1]) || isPower(rs[k-1])) {
			k--
		}
		_, alone := singleDigit(rs, j)
		first := k <= j && (k == 0 || strings.ContainsRune(" ,，。", rs[k-1]))
		return alone || first // "5 8分钟后", "十 十五分钟后": no delay after a number left alone
	}
	r := rs[i-1]
	_, power := powers[r]
	return isDigit(r) || isNumeralDigit(r) || power
}

// durationAt reads a delay at i: numbers with units ("十分钟", "一小时三十分钟"),
// "半小时", "一个半小时". n is its length in runes (0: none).
func durationAt(rs []rune, i int) (secs, n int) {
	at := i
	for at < len(rs) {
		if hasAt(rs, at, halfWord) {
			m := 0
			for _, h := range halfOf {
				if m = wordAt(rs, at+1+len([]rune(h)), hourUnits); m > 0 {
					m += len([]rune(h))
					break
				}
			}
			if m == 0 {
				break
			}
			secs, at = min(secs+1800, ir.MaxAfter), at+1+m
			continue
		}
		v, m := intAt(rs, at)
		if m == 0 || v <= 0 {
			break
		}
		j := at + m
		if hasAt(rs, j, "个"+halfWord) {
			if u := wordAt(rs, j+2, hourUnits); u > 0 {
				secs, at = min(secs+v*3600+1800, ir.MaxAfter), j+2+u
				continue
			}
		}
		unit, u := 0, 0
		for _, t := range timeUnits {
			if hasAt(rs, j, t.word) {
				unit, u = t.n, len([]rune(t.word))
				break
			}
		}
		if unit == 0 && hasAt(rs, j, minuteAlone.word) && wordAt(rs, j+1, delayAfter) > 0 {
			unit, u = minuteAlone.n, 1
		}
		if unit == 0 {
			break
		}
		secs, at = min(secs+v*unit, ir.MaxAfter), j+u
	}
	if secs <= 0 {
		return 0, 0
	}
	return secs, at - i
}

// clockAt reads a time of day at i ("晚上七点", "七点半", "19:00",
// "在三点十五分的时候"). An hour alone ("三点") is a time only at the
// start of a command (opensCommand) or between what it names and its
// verb (hourAfterName), and never 一点 (also "a bit"). An
// hour of 1 to 12 said with no part of the day may be of either half. n is its length in runes.
func clockAt(rs []rune, i int) (w ir.When, n int) {
	j := i + wordAt(rs, i, clockBefore)
	add, part, noon := 0, false, false
	inDays, weekday, dayPart, d := dayAt(rs, j)
	j += d
	if dayPart != nil {
		add, part = dayPart.add, true
	}
	for _, p := range dayParts {
		if !part && hasAt(rs, j, p.word) {
			add, part, noon = p.add, true, strings.HasSuffix(p.word, "中午")
			j += len([]rune(p.word))
			break
		}
	}
	h, m := intAt(rs, j)
	zero := m == 2 && rs[j] == '0' // "07:30" is said on the 24-hour clock
	if m == 0 {
		return ir.When{}, 0
	}
	j += m
	minute, sure := 0, part
	if j < len(rs) && rs[j] == ':' {
		mm, k := intAt(rs, j+1)
		if k != 2 || mm > 59 || !isDigit(rs[j+1]) {
			return ir.When{}, 0
		}
		minute, sure, j = mm, true, j+1+k
	} else {
		hm := wordAt(rs, j, hourMarks)
		if hm == 0 {
			return ir.When{}, 0
		}
		sure = sure || hm > 1
		j += hm
		switch {
		case hasAt(rs, j, halfWord):
			minute, sure, j = 30, true, j+1
		case wordAt(rs, j, quarterWords()) > 0:
			for _, q := range quarters {
				if hasAt(rs, j, q.word) {
					minute, j = q.n, j+len([]rune(q.word))
				}
			}
			sure = true
		default:
			if mm, k := intAt(rs, j); k > 0 && mm < 60 {
				if mk := wordAt(rs, j+k, minuteMarks); mk > 0 {
					minute, sure, j = mm, true, j+k+mk
				} else if mm >= 10 && wordAt(rs, j+k, notClock) == 0 {
					minute, sure, j = mm, true, j+k // 七点十五
				}
			}
		}
		if hasAt(rs, j, oClock) {
			sure, j = true, j+1
		}
	}
	if wordAt(rs, j, notClock) > 0 || !sure && d == 0 && (h < 2 || !opensCommand(rs[:i]) && !hourAfterName(rs[:i], rs[j:])) {
		return ir.When{}, 0
	}
	switch {
	case h > 24 || part && h > 12:
		return ir.When{}, 0
	case h == 24, part && h == 12 && add == 12 && !noon, part && h == 12 && add == 0:
		h = 0
	case part && h < 12:
		h += add
	}
	j += wordAt(rs, j, clockAfter)
	return ir.When{Clock: fmtClock(h, minute), EitherHalf: !part && h >= 1 && h <= 12 && !zero, InDays: inDays, Weekday: weekday}, j - i
}

// dayAt reads a day said at i before a time of day ("明天", "后天",
// "周一", "星期天", "明早"): how many days on, or the day of the week, the
// part of the day it says (nil for none), and its length in runes (0:
// none).
func dayAt(rs []rune, i int) (inDays, weekday int, part *dayPart, n int) {
	for _, d := range days {
		if hasAt(rs, i, d.word) {
			return d.in, 0, d.part, len([]rune(d.word))
		}
	}
	if m := wordAt(rs, i, weekdayMarks); m > 0 && i+m < len(rs) && weekdayNames[rs[i+m]] > 0 {
		return 0, weekdayNames[rs[i+m]], nil, m + 1
	}
	return 0, 0, nil, 0
}

func quarterWords() []string {
	ws := make([]string, len(quarters))
	for i, q := range quarters {
		ws[i] = q.word
	}
	return ws
}

func fmtClock(h, m int) string {
	return strconv.Itoa(h/10) + strconv.Itoa(h%10) + ":" + strconv.Itoa(m/10) + strconv.Itoa(m%10)
}

// When finds a delay or a time of day said for a command, a repeat, or
// a time not told (vague_time.go), before a command asked to be
// remembered too (reminder.go).
func (pack) When(text string) (string, ir.When, bool) {
	text = aboutSpaced(text)
	before, after, ok := reminded(text)
	switch {
	case !ok:
		return when(text)
	case before != "" && partOfDay(before):
		return after, ir.When{Vague: true}, true
	}
	if rest, w, ok := when(before + after); ok {
		return rest, w, true
	}
	return text, ir.When{}, false
}

// when is When of a text with no word of reminders.
func when(text string) (string, ir.When, bool) {
	rs := fold(text)
	if !slices.ContainsFunc(rs, startsTime) {
		return vagueWhen(text)
	}
	for i := range rs {
		if n := wordAt(rs, i, repeats); n > 0 && !(i > 0 && dayBefore[rs[i-1]] && rs[i] == dayRune) {
			if _, d := durationAt(rs, i+n); d > 0 {
				n += d // 每隔一小时, 每两个小时
			} else if i+n < len(rs) && weekdayNames[rs[i+n]] > 0 && slices.ContainsFunc(weekdayMarks, func(m string) bool { return strings.HasSuffix(string(rs[i:i+n]), m) }) {
				n++ // 每周一, 每个星期五: the day is the repeat's, never a number of the command
			}
			orig := []rune(text)
			rest := strings.TrimSpace(string(orig[:i]) + string(orig[i+n:]))
			if r, _, ok := when(rest); ok {
				rest = r // the time of each repeat: 每隔一小时, 每天十点
			}
			return rest, ir.When{Repeat: true}, true
		}
	}
	for i := range rs {
		var w ir.When
		end := 0
		if inNumeral(rs, i) {
			continue
		}
		before := wordAt(rs, i, delayBefore)
		at := i + before
		if secs, m := durationAt(rs, at); m > 0 {
			m += wordAt(rs, at+m, aboutSaid) // "十分钟左右后"
			if after := wordAt(rs, at+m, delayAfter); after > 0 || before > 0 {
				w.After, end = secs, at+m+after
			}
		}
		if end == 0 && !untilBefore(rs, i) {
			if clock, m := clockAt(rs, at); m > 0 && (before == 0 || hasAt(rs, i, timerBefore)) {
				w, end = clock, at+m+wordAt(rs, at+m, aboutSaid) // "定时八点开空调", "十一点左右关电视"
			}
		}
		if end == 0 {
			continue
		}
		for end < len(rs) && strings.ContainsRune(" ,，再", rs[end]) {
			end++
		}
		orig := []rune(text)
		if commands(string(orig[:i])) && commands(string(orig[end:])) {
			// "打开餐灯，十分钟后关掉": the time is the second command's
			// alone, which no clause can carry apart: a time of a part
			// (ir.When.Apart), never of both
			w = ir.When{Apart: true}
		}
		return strings.TrimSpace(string(orig[:i]) + string(orig[end:])), w, true
	}
	return vagueWhen(text)
}

// untilBefore reports a verb of reaching right before i ("开到晚上十点"):
// a time said there is how long a command holds (untilOrFor), not when
// it is done.
func untilBefore(rs []rune, i int) bool {
	for i > 0 && startsTime(rs[i-1]) {
		i-- // a clock found inside a number ("十一点" at 一)
	}
	before := string(rs[:i])
	for _, p := range dayParts {
		before = strings.TrimSuffix(before, p.word)
	}
	return strings.HasSuffix(before, reachSaid)
}

// commands reports text that says a verb or a change.
func commands(text string) bool {
	return slices.ContainsFunc(lex.Tokens(text), func(t lexer.Token) bool { return t.Type == grammar.Verb || t.Type == grammar.Rel })
}

// startsTime reports a rune that may begin a delay, a time of day or a
// repeat: every one begins with a number, 半 or a word of repeats, so a
// text without such a rune says none.
func startsTime(r rune) bool { return isDigit(r) || numeralStarts[r] || timeStarts[r] }

// timeStarts are the first runes of 半 and of the words of repeats.
var timeStarts = firstRunes(append([]string{halfWord}, repeats...))

// numeralStarts are the runes a Chinese numeral begins with (intAt).
var numeralStarts = func() map[rune]bool {
	out := map[rune]bool{}
	for r := range digits {
		out[r] = true
	}
	for r := range powers {
		out[r] = true
	}
	return out
}()

// timerStarts are the first runes of the timer words.
var timerStarts = firstRunes(timerWords)

func firstRunes(ws []string) map[rune]bool {
	out := map[rune]bool{}
	for _, w := range ws {
		if r, _ := utf8.DecodeRuneInString(w); w != "" {
			out[r] = true
		}
	}
	return out
}

// namesTimer reports whether a timer word is said in rs.
func namesTimer(rs []rune) bool {
	for i, r := range rs {
		if timerStarts[r] && wordAt(rs, i, timerWords) > 0 {
			return true
		}
	}
	return false
}

// Timer reads a text that only speaks of timers.
func (pack) Timer(text string) (ir.Clause, bool) {
	rs := fold(text)
	if !namesTimer(rs) {
		// lang.TimerWords.Clause reads none without a timer word
		return ir.Clause{}, false
	}
	var said lang.TimerWords
	var name []rune
	for i := 0; i < len(rs); {
		if secs, m := durationAt(rs, i); m > 0 && said.When == nil {
			said.When = &ir.When{After: secs}
			i += m
			continue
		}
		n := 0
		switch {
		case wordAt(rs, i, timerWords) > 0:
			n, said.Named = wordAt(rs, i, timerWords), true
		case wordAt(rs, i, timerCancel) > 0:
			said.CancelFirst = said.CancelFirst || !said.Named && len(name) == 0
			n, said.Cancel = wordAt(rs, i, timerCancel), true
		case wordAt(rs, i, timerAsk) > 0:
			n, said.Ask = wordAt(rs, i, timerAsk), true
		case wordAt(rs, i, timerSet) > 0:
			n = wordAt(rs, i, timerSet)
		default:
			n = wordAt(rs, i, timerOther)
		}
		if n == 0 {
			name, n = append(name, rs[i]), 1
		}
		i += n
	}
	said.Name = string(name)
	return said.Clause()
}
