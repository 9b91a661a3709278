package en

// The parts of a delay said without "and" between them ("in 1 hour 30
// minutes", "a timer for 2 minutes 30 seconds"), a part of a unit ("in a
// quarter of an hour", "three quarters of an hour") and a couple of units
// ("in a couple of hours", "a couple minutes").

// unitParts are the parts of a unit said before "of" it: "a quarter of an
// hour".
var unitParts = map[string]float64{"quarter": 0.25, "quarters": 0.25}

// partOfUnit reads a part of a unit at i ("a quarter of an hour", "three
// quarters of an hour", "quarter of an hour"): its seconds and how many
// words.
func partOfUnit(ws []word, i int) (float64, int) {
	at, times := i, 1.0
	if v, m := number(ws, at); m > 0 {
		at, times = at+m, v
	}
	if at >= len(ws) || unitParts[ws[at].w] == 0 {
		return 0, 0
	}
	part := unitParts[ws[at].w] * times
	at++
	if at < len(ws) && ws[at].w == "of" {
		at++
	}
	if _, m := number(ws, at); m > 0 && at < len(ws) && numbers[ws[at].w] == 1 {
		at++ // "an hour"
	}
	if at >= len(ws) || timeUnits[ws[at].w] == 0 {
		return 0, 0
	}
	return part * float64(timeUnits[ws[at].w]), at + 1 - i
}

// amount reads a number at i as number does, and "a couple (of)" as two
// ("couple" alone is not: "for couple hours" may be a word cut short).
func amount(ws []word, i int) (float64, int) {
	if i+1 < len(ws) && numberWords[ws[i].w] && ws[i+1].w == coupleWord {
		at := i + 2
		if at < len(ws) && ws[at].w == "of" {
			at++
		}
		return 2, at - i
	}
	return number(ws, i)
}

// smallerUnitNext reports a number and a unit smaller than last at i: the
// next part of a delay said without "and".
func smallerUnitNext(ws []word, i, last int) bool {
	if last == 0 {
		return false
	}
	_, m := number(ws, i)
	if m == 0 || i+m >= len(ws) {
		return false
	}
	u := timeUnits[ws[i+m].w]
	return u > 0 && u < last
}
