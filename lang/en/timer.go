package en

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"edge/ir"
	"edge/lang"
)

// The reading of times and timers (lang.Timing): a delay ("in 5
// minutes", "in half an hour", "an hour from now"), a time of day ("at 7
// pm", "at 7:30", "at 19:00", "at seven o'clock"), and the words of plain
// timers. The words are in words.go.

// word is one word of a text and where it is.
type word struct {
	w          string
	start, end int
}

// words splits a text into lower-case words at spaces, commas, hyphens
// and marks, keeping where each is; the sign of a negative number stays
// with it.
func words(text string) []word {
	var out []word
	start := -1
	flush := func(end int) {
		if start >= 0 {
			w := strings.ToLower(text[start:end])
			if _, ok := dayHalves[w]; !ok {
				w = strings.TrimRight(w, ".")
			}
			if w != "" {
				out = append(out, word{w, start, end})
			}
			start = -1
		}
	}
	rs, k := []rune(text), 0
	for i, r := range text {
		signed := lex.MinusAt(rs, k) // "-5" is minus five, never five
		k++
		if wordBreak(r) && !signed {
			flush(i)
			continue
		}
		if start < 0 {
			start = i
		}
	}
	flush(len(text))
	return out
}

// When finds a delay or a time of day said for a command, or a repeat.
func (pack) When(text string) (string, ir.When, bool) {
	rest, w, ok, second := findTime(text)
	if second {
		return rest, ir.When{Apart: true}, true // thenwhen.go
	}
	return rest, w, ok
}

// findTime is When, and whether the time found is a second command's
// alone (secondOnly).
func findTime(text string) (rest string, _ ir.When, ok, second bool) {
	if !mayTellTime(text) {
		return text, ir.When{}, false, false
	}
	ws := words(text)
	if rest, w, ok := sleepTimer(text, ws); ok {
		return rest, w, true, false
	}
	if rest, ok := everyTime(text, ws); ok {
		return rest, ir.When{Repeat: true}, true, false
	}
	if start, end, ok := repeat(ws); ok {
		rest := strings.Join(strings.Fields(text[:ws[start].start]+" "+text[ws[end-1].end:]), " ")
		if r, _, ok, _ := findTime(rest); ok {
			rest = r // the time of each repeat: "every night at 10"
		}
		return rest, ir.When{Repeat: true}, true, false
	}
	if start, end, ok := vague(ws); ok {
		rest := strings.Join(strings.Fields(strings.TrimLeft(text[:ws[start].start]+" "+text[ws[end-1].end:], " ,")), " ")
		if r, ok := dayVague(rest, words(rest)); ok {
			rest = r // "later tonight"
		}
		return rest, ir.When{Vague: true}, true, false
	}
	for i := range ws {
		var w ir.When
		n := 0
		secs, dm := 0, 0
		if delayBefore[ws[i].w] {
			j := pastRoughly(ws, i+1) // "in about 5 minutes", "in just ten minutes"
			if secs, dm = duration(ws, j); dm > 0 {
				dm += j - i - 1
			}
		}
		switch {
		case dm > 0:
			w.After, n = secs, 1+dm+later(ws, i+1+dm)
		case clockBefore[ws[i].w]:
			at := pastRoughly(ws, i+1) // "at about 7:30", "at exactly 7 in the morning"
			if clock, m := clockAt(ws, at); m > 0 {
				w = clock
				m += at - i - 1
				before, after := day(ws, i, i+1+m, &w)
				if before+after == 0 {
					after = partAfter(ws, i+1+m, &w) // "at 7:30 in the evening"
				}
				if before+after == 0 {
					before = partBefore(ws, i, &w) // "this evening at 7:30"
				}
				i, n = i-before, 1+m+before+after
			} else if hour, m := hourAt(ws, at); m > 0 {
				m += at - i - 1
				// a number alone is a time of day with a day or a part
				// of the day said: "tomorrow at 7", "at 7 in the morning".
				w = hour
				before, after := day(ws, i, i+1+m, &w)
				if before+after == 0 {
					after = partAfter(ws, i+1+m, &w)
				}
				if before+after == 0 {
					before = partBefore(ws, i, &w)
				}
				if before+after > 0 {
					i, n = i-before, 1+m+before+after
				}
			}
		default:
			if secs, m := duration(ws, i); m > 0 {
				if l := later(ws, i+m); l > 0 {
					w.After, n = secs, m+l
				}
			}
		}
		if n == 0 {
			w, n = switchHour(text, ws, i) // "turn the tv off at 10"
		}
		if m := hourBetween(text, ws, i); n == 0 && m > 0 {
			return strings.TrimSpace(text[:ws[i].start] + " " + text[ws[i+m-1].end:]), ir.When{}, false, true
		}
		if n > 0 {
			end := ws[i+n-1].end
			second := secondOnly(text[:ws[i].start], text[end:]) // thenwhen.go
			if end < len(text) && text[end] == ',' {
				end++
			}
			return strings.TrimSpace(text[:ws[i].start] + " " + text[end:]), w, true, second
		}
	}
	if rest, ok := dayVague(text, ws); ok {
		return rest, ir.When{Vague: true}, true, false
	}
	return text, ir.When{}, false, false
}

// orAnother is the number of words at i that say another amount a length
// may be instead of the one before them ("or two", "or 10", "or so"), or
// 0.
func orAnother(ws []word, i int) int {
	if i+1 >= len(ws) || ws[i].w != orWord {
		return 0
	}
	if ws[i+1].w == soAmount {
		return 2
	}
	if _, m := amount(ws, i+1); m > 0 {
		return 1 + m
	}
	return 0
}

// orWord and soAmount say another amount: "5 or 10 minutes", "an hour or
// so".
const (
	orWord   = "or"
	soAmount = "so"
)

// pastRoughly is i, or the word after it where a word of roughness is at
// i.
func pastRoughly(ws []word, i int) int {
	if i < len(ws) && roughly[ws[i].w] {
		return i + 1
	}
	return i
}

// wordBreak reports a rune between words.
func wordBreak(r rune) bool { return unicode.IsSpace(r) || strings.ContainsRune(",-!?;", r) }

// mayTellTime reports whether a text has a word that every repeat, delay
// and time of day When reads needs: a word of a repeat, a unit of time or
// a word before a time of day. It reads the words as words does, in the
// text in lower case, without keeping them.
func mayTellTime(text string) bool {
	lower := strings.ToLower(text)
	start := -1
	for i, r := range lower {
		if !wordBreak(r) {
			if start < 0 {
				start = i
			}
			continue
		}
		if start >= 0 && timeWord(lower[start:i]) {
			return true
		}
		start = -1
	}
	return start >= 0 && timeWord(lower[start:])
}

// timeWord reports a word (as words reads it) of a repeat, a unit of
// time, or one before a time of day.
func timeWord(w string) bool {
	if _, ok := dayHalves[w]; !ok {
		w = strings.TrimRight(w, ".")
	}
	_, unit := timeUnits[w]
	return unit || repeatWords[w] || repeatBefore[w] || clockBefore[w] || hourBefore[w] || vagueWords[w] || dayVagueWord(w) ||
		len(everyTimes.byFirst[w]) > 0
}

// day reads the day said with the time of day of ws[at:end] ("at 7"):
// before it ("tomorrow morning at 7", "on Monday at 8") or after it ("at
// 7 tomorrow", "at 8 on Monday"), and sets it in w, with the half of the
// day a part of it says. It returns how many words it read before and
// after.
func day(ws []word, at, end int, w *ir.When) (before, after int) {
	part, hasPart := 0, false
	k := at - 1
	if k >= 0 {
		if add, ok := partsOfDay[ws[k].w]; ok && ws[k].w != "tonight" {
			part, hasPart, k = add, true, k-1
		}
	}
	switch {
	case k >= 0 && weekdays[ws[k].w] > 0:
		w.Weekday = weekdays[ws[k].w]
		if k--; k >= 0 && ws[k].w == dayOn {
			k--
		}
	case k >= 0 && isDay(ws[k].w):
		w.InDays = dayWords[ws[k].w]
		if add, ok := partsOfDay[ws[k].w]; ok {
			part, hasPart = add, true
		}
		k--
	case end < len(ws) && isDay(ws[end].w):
		w.InDays, after = dayWords[ws[end].w], 1
		if add, ok := partsOfDay[ws[end].w]; ok {
			part, hasPart = add, true
		} else if end+1 < len(ws) {
			if add, ok := partsOfDay[ws[end+1].w]; ok {
				part, hasPart, after = add, true, 2
			}
		}
	case end+1 < len(ws) && ws[end].w == dayOn && weekdays[ws[end+1].w] > 0:
		w.Weekday, after = weekdays[ws[end+1].w], 2
	case end < len(ws) && weekdays[ws[end].w] > 0:
		w.Weekday, after = weekdays[ws[end].w], 1
	default:
		return 0, 0 // a part of the day alone says no day
	}
	if hasPart && w.EitherHalf {
		h, m, _ := hourMinute(w.Clock)
		w.Clock, w.EitherHalf = fmtClock(h%12+part, m), false
	}
	return at - 1 - k, after
}

// isDay reports a word of dayWords.
func isDay(w string) bool {
	_, ok := dayWords[w]
	return ok
}

// later counts the words at i that say a delay is from now ("from now",
// "later").
func later(ws []word, i int) int {
	for _, l := range delayAfter {
		if i+len(l) <= len(ws) {
			ok := true
			for k, w := range l {
				ok = ok && ws[i+k].w == w
			}
			if ok {
				return len(l)
			}
		}
	}
	return 0
}

// duration reads a delay at i: numbers with units, joined by "and" ("1
// hour and 30 minutes"), "half an hour", "an hour and a half". n is the
// number of words read (0: none).
func duration(ws []word, i int) (secs, n int) {
	total, at, last := 0.0, i, 0
	for {
		if at+2 < len(ws) && ws[at].w == halfWord && numbers[ws[at+1].w] == 1 && timeUnits[ws[at+2].w] > 0 {
			total += float64(timeUnits[ws[at+2].w]) / 2
			at += 3
		} else if part, m := partOfUnit(ws, at); m > 0 {
			total += part // "a quarter of an hour", "three quarters of an hour"
			at += m
		} else {
			v, m := amount(ws, at)
			if m == 0 {
				break
			}
			m += orAnother(ws, at+m) // "5 or 10 minutes": the first
			half := 0.0
			if at+m+2 < len(ws) && ws[at+m].w == andWord && numbers[ws[at+m+1].w] == 1 && ws[at+m+2].w == halfWord {
				half, m = 0.5, m+3 // "one and a half hours"
			}
			unit := 0
			if at+m < len(ws) {
				unit = timeUnits[ws[at+m].w]
			}
			if unit == 0 {
				break
			}
			total += (v + half) * float64(unit)
			at, last = at+m+1, unit
			if n := orAnother(ws, at); n > 0 {
				at += n // "a minute or two", "an hour or so"
				if at < len(ws) && timeUnits[ws[at].w] > 0 {
					at++ // "5 minutes or 10 minutes"
				}
			}
			if at+2 < len(ws) && ws[at].w == andWord && numbers[ws[at+1].w] == 1 && ws[at+2].w == halfWord {
				total += float64(unit) / 2 // "an hour and a half"
				at += 3
			}
		}
		if at+1 < len(ws) && ws[at].w == andWord {
			if _, m := number(ws, at+1); m > 0 || ws[at+1].w == halfWord {
				at++
				continue
			}
		}
		if smallerUnitNext(ws, at, last) {
			continue // "1 hour 30 minutes", "2 minutes 30 seconds"
		}
		break
	}
	if at == i || total <= 0 {
		return 0, 0
	}
	return int(min(total+0.5, ir.MaxAfter)), at - i
}

// number reads a number at i, in digits or words ("25", "twenty five",
// "an"): its value and how many words.
func number(ws []word, i int) (float64, int) {
	if i >= len(ws) {
		return 0, 0
	}
	if v, ok := lang.Number(ws[i].w); ok {
		if v < 0 {
			return 0, 0 // no delay is negative
		}
		return v, 1
	}
	v, ok := numbers[ws[i].w]
	if !ok {
		return 0, 0
	}
	if i+1 < len(ws) {
		if u, ok := numbers[ws[i+1].w]; ok && v >= 20 && v < 100 && int(v)%10 == 0 && u >= 1 && u < 10 {
			return v + u, 2
		}
	}
	return v, 1
}

// clockAt reads a time of day at i: "7 pm", "7:30", "7:30pm", "19:00",
// "seven o'clock", "seven thirty pm". A number alone ("at 7") is no time:
// it may be a value. n is the number of words read.
func clockAt(ws []word, i int) (ir.When, int) {
	clock, either, n := spokenClock(ws, i)
	if n == 0 {
		clock, either, n = clockWords(ws, i)
	}
	return ir.When{Clock: clock, EitherHalf: either}, n
}

// hourAt reads a whole hour at i ("7", "seven"), of either half of the
// day from 1 to 12.
func hourAt(ws []word, i int) (ir.When, int) {
	v, m := number(ws, i)
	if m == 0 || v != float64(int(v)) || v > 23 {
		return ir.When{}, 0
	}
	h := int(v)
	return ir.When{Clock: fmtClock(h, 0), EitherHalf: h >= 1 && h <= 12}, m
}

// clockWords reads a time of day at i: the time, whether the half of the
// day was left unsaid (an hour of 1 to 12 with no am or pm, not written
// "07:30"), and the number of words.
func clockWords(ws []word, i int) (clock string, either bool, n int) {
	if i >= len(ws) {
		return "", false, 0
	}
	w := ws[i].w
	if named, ok := clockNames[w]; ok {
		return named, false, 1 // "at midnight"
	}
	hour, minute, colon := 0, 0, false
	for half, add := range dayHalves {
		if rest, ok := strings.CutSuffix(w, half); ok && rest != "" && !strings.ContainsAny(rest[len(rest)-1:], ".") {
			h, m, ok := hourMinute(rest)
			if !ok || h < 1 || h > 12 {
				return "", false, 0
			}
			return fmtClock(h%12+add, m), false, 1
		}
	}
	if strings.Contains(w, ":") {
		var ok bool
		if hour, minute, ok = hourMinute(w); !ok {
			return "", false, 0
		}
		colon, n = true, 1
	} else {
		v, m := number(ws, i)
		if m == 0 || v != float64(int(v)) || v < 0 || v > 23 {
			return "", false, 0
		}
		hour, n = int(v), m
		if mv, mm := number(ws, i+n); mm > 0 && mv == float64(int(mv)) && mv >= 10 && mv < 60 && i+n+mm < len(ws) {
			if _, ok := dayHalves[ws[i+n+mm].w]; ok {
				minute, n = int(mv), n+mm // "seven thirty pm"
			}
		}
	}
	if i+n < len(ws) {
		if add, ok := dayHalves[ws[i+n].w]; ok {
			if hour < 1 || hour > 12 {
				return "", false, 0
			}
			return fmtClock(hour%12+add, minute), false, n + 1
		}
		if oClock[ws[i+n].w] && !colon {
			return fmtClock(hour, 0), hour >= 1 && hour <= 12, n + 1
		}
	}
	if !colon {
		return "", false, 0
	}
	return fmtClock(hour, minute), hour >= 1 && hour <= 12 && !strings.HasPrefix(ws[i].w, "0"), n
}

// hourMinute reads "7", "7:30" or "19:00".
func hourMinute(s string) (h, m int, ok bool) {
	hs, ms, colon := strings.Cut(s, ":")
	h, err := strconv.Atoi(hs)
	if err != nil || h < 0 || h > 23 {
		return 0, 0, false
	}
	if colon {
		if len(ms) != 2 {
			return 0, 0, false
		}
		if m, err = strconv.Atoi(ms); err != nil || m < 0 || m > 59 {
			return 0, 0, false
		}
	}
	return h, m, true
}

func fmtClock(h, m int) string { return fmt.Sprintf("%02d:%02d", h, m) }

// Timer reads a text that only speaks of timers.
func (pack) Timer(text string) (ir.Clause, bool) {
	left := leftAsked(text)
	if !namesTimer(text) && !left {
		// lang.TimerWords.Clause reads none without a timer word
		return ir.Clause{}, false
	}
	ws := words(text)
	said := lang.TimerWords{Named: left}
	var name []string
	for i := 0; i < len(ws); i++ {
		w := ws[i].w
		if secs, n := duration(ws, i); n > 0 && said.When == nil {
			said.When = &ir.When{After: secs}
			i += n - 1
			continue
		}
		switch {
		case timerWords[w]:
			said.Named = true
		case timerCancel[w]:
			said.CancelFirst = said.CancelFirst || !said.Named && len(name) == 0
			said.Cancel = true
		case timerAsk[w]:
			said.Ask = true
		case timerHold[w]:
			said.Hold = true
		case timerSet[w], timerOther[w]:
		default:
			name = append(name, w)
		}
	}
	said.Name = strings.Join(name, " ")
	return said.Clause()
}

// namesTimer reports whether a timer word may be said: words lowers the
// case of each word, so a timer word is a word of the text only where the
// text in lower case holds it.
func namesTimer(text string) bool {
	lower := strings.ToLower(text)
	for w := range timerWords {
		if strings.Contains(lower, w) {
			return true
		}
	}
	return false
}
