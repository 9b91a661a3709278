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
// and marks, keeping where each is.
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
	for i, r := range text {
		if unicode.IsSpace(r) || strings.ContainsRune(",-!?;", r) {
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

// When finds a delay or a time of day said for a command.
func (pack) When(text string) (string, ir.When, bool) {
	ws := words(text)
	for i := range ws {
		var w ir.When
		n := 0
		switch {
		case delayBefore[ws[i].w]:
			if secs, m := duration(ws, i+1); m > 0 {
				w.After, n = secs, 1+m+later(ws, i+1+m)
			}
		case clockBefore[ws[i].w]:
			if clock, m := clockAt(ws, i+1); m > 0 {
				w, n = clock, 1+m
			}
		default:
			if secs, m := duration(ws, i); m > 0 {
				if l := later(ws, i+m); l > 0 {
					w.After, n = secs, m+l
				}
			}
		}
		if n > 0 {
			end := ws[i+n-1].end
			if end < len(text) && text[end] == ',' {
				end++
			}
			return strings.TrimSpace(text[:ws[i].start] + " " + text[end:]), w, true
		}
	}
	return text, ir.When{}, false
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
	total, at := 0.0, i
	for {
		if at+2 < len(ws) && ws[at].w == halfWord && numbers[ws[at+1].w] == 1 && timeUnits[ws[at+2].w] > 0 {
			total += float64(timeUnits[ws[at+2].w]) / 2
			at += 3
		} else {
			v, m := number(ws, at)
			if m == 0 {
				break
			}
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
			at += m + 1
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
		break
	}
	if at == i || total <= 0 {
		return 0, 0
	}
	return int(total + 0.5), at - i
}

// number reads a number at i, in digits or words ("25", "twenty five",
// "an"): its value and how many words.
func number(ws []word, i int) (float64, int) {
	if i >= len(ws) {
		return 0, 0
	}
	if v, err := strconv.ParseFloat(ws[i].w, 64); err == nil && v >= 0 && lang.Fits(v) {
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
	clock, either, n := clockWords(ws, i)
	return ir.When{Clock: clock, EitherHalf: either}, n
}

// clockWords reads a time of day at i: the time, whether the half of the
// day was left unsaid (an hour of 1 to 12 with no am or pm, not written
// "07:30"), and the number of words.
func clockWords(ws []word, i int) (clock string, either bool, n int) {
	if i >= len(ws) {
		return "", false, 0
	}
	w := ws[i].w
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
	ws := words(text)
	var said lang.TimerWords
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
			said.Cancel = true
		case timerAsk[w]:
			said.Ask = true
		case timerSet[w], timerOther[w]:
		default:
			return ir.Clause{}, false
		}
	}
	return said.Clause()
}
