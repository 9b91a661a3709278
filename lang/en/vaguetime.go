package en

// A command put off with words that tell no time ("turn on the tv later",
// "switch off the lights in a bit please", "later, lock the front door",
// "open the blinds a bit later") is read with a vague time (ir.When.Vague):
// edge asks for a time and does nothing now. The words were read into the
// name ("I can't find “tv later”"). Said in the middle of a command, the
// words stay words of no meaning (vagueWhen), and "as soon as" is no
// vague time. A time the sun tells ("at sunset", "at dawn") is one too:
// edge keeps no clock of the sun, and the words were read as a room ("I
// don't know a room called “sunset”").

// vagueWords are the words every vague time holds one of, for
// mayTellTime.
var vagueWords = set("later soon shortly sometime eventually bit while tick jiffy moment few sunset sunrise dusk dawn sundown sunup nightfall")

// thanksAfter are the words that may follow a vague time at the end of
// a command ("turn on the tv later please").
var thanksAfter = set("please thanks thank you ok okay")

// vague finds a vague time opening the words or ending them, but for
// courtesy after it: where it starts and ends.
func vague(ws []word) (start, end int, ok bool) {
	for i := range ws {
		m := longestAt(ws, i, vagueTimes, wordOf)
		if m == 0 || i > 0 && ws[i-1].w == asWord {
			continue
		}
		rest := ws[i+m:]
		if i == 0 && len(rest) > 0 || i > 0 && allCourtesy(rest) {
			return i, i + m, true
		}
	}
	return 0, 0, false
}

// wordOf is a word's text.
func wordOf(w word) string { return w.w }

// allCourtesy reports words that are all words of courtesy, or none.
func allCourtesy(ws []word) bool {
	for _, w := range ws {
		if !thanksAfter[w.w] {
			return false
		}
	}
	return true
}
