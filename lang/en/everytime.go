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
