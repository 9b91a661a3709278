package en

import "edge/ir"

// A part of the day said after a time of day tells its half: "at 7 in the
// morning", "at 8 this evening", "at 11 at night", "at 10 tonight". They
// were not understood ("I don't know a room called morning"); a number
// alone with one is a time of day, as one with a day is ("at 7 tomorrow").
// Said before the time ("this evening at 8", "in the afternoon at 3"), it
// tells the half as well; it was read into the name ("I can't find “hall
// light evening”").

// partOpens are the words before a part of the day said after a time.
var partOpens = [][]string{{"in", "the"}, {"this"}, {"at"}, {}}

// partAfter reads a part of the day at ws[end:] and sets the half of the
// day of w by it. It returns the number of words read (0: none).
func partAfter(ws []word, end int, w *ir.When) int {
	for _, open := range partOpens {
		k := end
		for _, o := range open {
			if k >= len(ws) || ws[k].w != o {
				k = -1
				break
			}
			k++
		}
		if k < 0 || k >= len(ws) {
			continue
		}
		add, ok := partsOfDay[ws[k].w]
		if !ok || len(open) == 0 && ws[k].w != "tonight" || len(open) == 1 && open[0] == "at" && ws[k].w != "night" {
			continue
		}
		if w.EitherHalf {
			h, m, _ := hourMinute(w.Clock)
			w.Clock, w.EitherHalf = fmtClock(h%12+add, m), false
		}
		return k + 1 - end
	}
	return 0
}

// partBefore reads a part of the day said before a time, ending at ws[at]
// ("this evening at 8", "in the morning at 7"), and sets the half of the
// day of w by it. It returns the number of words read (0: none).
func partBefore(ws []word, at int, w *ir.When) int {
	k := at - 1
	if k < 0 {
		return 0
	}
	add, ok := partsOfDay[ws[k].w]
	if !ok || ws[k].w == "tonight" {
		return 0
	}
	for _, open := range partOpens {
		if len(open) == 0 || k < len(open) {
			continue
		}
		said := true
		for j, o := range open {
			said = said && ws[k-len(open)+j].w == o
		}
		if !said {
			continue
		}
		if w.EitherHalf {
			h, m, _ := hourMinute(w.Clock)
			w.Clock, w.EitherHalf = fmtClock(h%12+add, m), false
		}
		return len(open) + 1
	}
	return 0
}
