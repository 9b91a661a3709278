package en

// Times of day said as people say them: "half past ten", "a quarter to
// eight", "quarter past 9", "ten past ten", "twenty to six", "ten thirty",
// "seven forty five", and "half seven" (half past seven, as British
// speakers say it). They were not understood ("at half past ten"), and
// "at half 7" turned the light on at 50% now.
// Read only where a time of day goes (after "at"); the half of the day is
// left unsaid, as "at 7:30" leaves it, unless am or pm follows.

// pastWords and toWords join minutes to the hour they are after or before;
// namedMinutes are the minutes said by a name.
var (
	pastWords    = set("past after")
	toWords      = set("to before")
	namedMinutes = map[string]int{halfWord: 30, "quarter": 15}
)

// spokenClock reads such a time at i: the clock, whether the half of the
// day was left unsaid, and the number of words (0: none).
func spokenClock(ws []word, i int) (clock string, either bool, n int) {
	k := i
	if k < len(ws) && ws[k].w == aWord {
		k++ // "a quarter to eight"
	}
	minutes, m := namedMinutes[wordAt(ws, k)], 1
	if minutes == 0 {
		v, vm := number(ws, k)
		if vm == 0 || v != float64(int(v)) || v < 1 || v >= 60 {
			return "", false, 0
		}
		minutes, m = int(v), vm
	}
	if k+m < len(ws) && ws[k+m].w == "minutes" {
		m++ // "ten minutes past ten"
	}
	switch rel := wordAt(ws, k+m); {
	case pastWords[rel] || toWords[rel]:
		h, hm := number(ws, k+m+1)
		if hm == 0 || h != float64(int(h)) || h < 1 || h > 12 {
			return "", false, 0
		}
		hour := int(h)
		if toWords[rel] {
			hour, minutes = (hour+11)%12, 60-minutes
			if hour == 0 {
				hour = 12
			}
		}
		clock, either, n = fmtClock(hour, minutes), true, k+m+1+hm-i
	case k == i && minutes >= 1 && minutes <= 12:
		// "ten thirty", "seven forty five": an hour and its minutes
		mv, mm := number(ws, k+m)
		if mm == 0 || mv != float64(int(mv)) || mv < 10 || mv >= 60 {
			return "", false, 0
		}
		clock, either, n = fmtClock(minutes, int(mv)), true, m+mm
	case k == i && wordAt(ws, k) == halfWord:
		// "half seven", "half 7": half past the hour, as British speakers say it
		h, hm := number(ws, k+1)
		if hm == 0 || h != float64(int(h)) || h < 1 || h > 12 {
			return "", false, 0
		}
		clock, either, n = fmtClock(int(h), 30), true, 1+hm
	default:
		return "", false, 0
	}
	if add, ok := dayHalves[wordAt(ws, i+n)]; ok {
		h, mi, _ := hourMinute(clock)
		return fmtClock(h%12+add, mi), false, n + 1
	}
	return clock, either, n
}

// wordAt is the word at i, or "".
func wordAt(ws []word, i int) string {
	if i < 0 || i >= len(ws) {
		return ""
	}
	return ws[i].w
}
