package en

import "strings"

// A command put off to a day or a part of one with no time of day
// ("tomorrow morning open the curtains", "this evening turn on the garden
// lights", "open the blinds in the morning", "turn on the heating on
// Monday") names no time edge can keep. Said first, its words were
// dropped and the command was done at once; said last, they were read
// into the name ("I can't find “tomorrow curtains”"). It is read with a
// vague time, as "later" is: edge asks for a time and does nothing now.
// With a time of day ("tonight at 8", "at 7 tomorrow") it is that time,
// read before this is looked for; after "later" ("later tonight") it is
// that vague time; a greeting ("good morning", "good
// night") names no day.

// dayVagueTimes are the words of a day or a part of a day without a time
// of day.
var dayVagueTimes = func() phraseSet {
	parts := []string{"morning", "afternoon", "evening", "night"}
	list := []string{"tomorrow", "tonight", "at night", "this weekend", "next week", "on the weekend", "at the weekend"}
	for _, p := range parts {
		list = append(list, "tomorrow "+p, "in the "+p, "tomorrow in the "+p)
		if p != "night" {
			list = append(list, "this "+p)
		}
	}
	for d := range weekdays {
		for _, day := range []string{d, "on " + d, "next " + d, "this " + d} {
			list = append(list, day)
			for _, p := range parts {
				list = append(list, day+" "+p)
			}
		}
	}
	return newPhrases(list...)
}()

// dayLasts are the words before a day that say how long a command done
// now holds.
var dayLasts = set("for until till through")

// dayVagueWord reports a word a day without a time of day may begin
// with, for mayTellTime.
func dayVagueWord(w string) bool { return len(dayVagueTimes.byFirst[w]) > 0 }

// dayVague finds a day without a time of day opening the words, with
// words after it, or ending them, but for courtesy after it: the words
// without it.
func dayVague(text string, ws []word) (string, bool) {
	for i := range ws {
		m := longestAt(ws, i, dayVagueTimes, wordOf)
		if m == 0 {
			continue
		}
		rest := ws[i+m:]
		if i > 0 && dayLasts[ws[i-1].w] {
			continue // "pause the tv for tonight": now, for that long
		}
		if i == 0 && len(rest) > 0 || i > 0 && allCourtesy(rest) {
			out := strings.TrimLeft(text[:ws[i].start]+" "+text[ws[i+m-1].end:], " ,")
			return strings.Join(strings.Fields(out), " "), true
		}
	}
	return text, false
}
