package en

import "strings"

// A command asked for each time a thing happens ("whenever the front
// door opens turn on the hall light", "turn on the hall light every time
// the door opens") is a repeat: edge does a command once, and says so.
// "whenever" was read as "when", a condition checked now: the light went
// on at once where the door stood open. Courtesy is none ("whenever you
// can").

// everyTimes are the words that ask for a command each time; whenSaid
// the word of a condition they are read as, so the rest is the command.
var (
	everyTimes = newPhrases("whenever", "every time", "each time", "every single time", "any time", "anytime")
	whenSaid   = "when"
)

// everyTime finds words of everyTimes opening a clause, not before
// "you": the text with "when" for them.
func everyTime(text string, ws []word) (string, bool) {
	for i := range ws {
		m := longestAt(ws, i, everyTimes, wordOf)
		if m == 0 || i+m >= len(ws) || ws[i+m].w == "you" || ws[i+m].w == "now" {
			continue
		}
		return strings.TrimSpace(text[:ws[i].start] + whenSaid + text[ws[i+m-1].end:]), true
	}
	return text, false
}

// repeat finds the words of a repeat ("every morning", "daily"): where
// they start and end.
func repeat(ws []word) (start, end int, ok bool) {
	for i, w := range ws {
		switch {
		case repeatWords[w.w] && i > 0 && ws[i-1].w == dayOn:
			return i - 1, i + 1, true // "on weekdays"
		case repeatWords[w.w]:
			return i, i + 1, true
		case !repeatBefore[w.w] || i+1 == len(ws):
		case ws[i+1].w == otherWord && i+2 < len(ws) && repeatUnits[ws[i+2].w]:
			return i, i + 3, true // "every other day"
		case repeatUnits[ws[i+1].w]:
			return i, i + 2, true
		default:
			if _, n := duration(ws, i+1); n > 0 {
				return i, i + 1 + n, true // "every 2 hours"
			}
		}
	}
	return 0, 0, false
}
