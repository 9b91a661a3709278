package en

import "strings"

// Lasts reads a length of time said for a command to last, "for" and a
// told length after the command ("turn on the extractor fan for ten
// minutes", "run the sprinkler for 20 minutes", "open the blinds for an
// hour", "leave the hall light on for half an hour please"): edge does the
// command now and undoes it after that long. Only courtesy may follow the
// length; a length said vaguely ("for a while", "for the night") or of a
// timer ("set a timer for 10 minutes") is not one (lasting keeps those from
// being done as if unsaid).
func (pack) Lasts(text string) (string, int, bool) {
	if !mayTellTime(text) {
		return text, 0, false
	}
	ws := words(text)
	for _, w := range ws {
		if timerWords[w.w] {
			return text, 0, false
		}
	}
	for i := 1; i < len(ws); i++ {
		if ws[i].w != forWord {
			continue
		}
		secs, m := duration(ws, i+1)
		if m == 0 || secs <= 0 {
			continue
		}
		end := i + 1 + m
		for _, w := range ws[1:i] {
			if kept[w.w] {
				return text, 0, false // "turn on the heater and leave it on": a second command
			}
		}
		for _, w := range ws[end:] {
			if !lastsTail[w.w] {
				return text, 0, false
			}
		}
		rest := text[:ws[i].start] + " " + text[ws[end-1].end:]
		if kept[ws[0].w] && switchedTo[ws[i-1].w] {
			rest = turnWord + " " + text[ws[0].end:ws[i].start] + " " + text[ws[end-1].end:] // "leave the hall light on"
		}
		return strings.Join(strings.Fields(rest), " "), secs, true
	}
	return text, 0, false
}

// kept are the verbs that keep a thing as it is said to be, on or off
// (switchedTo), for the length ("leave the hall light on for 5 minutes",
// "keep the fan off for an hour"): said so, the thing is switched that way
// for the length, as "turn the hall light on" does.
var (
	kept       = set("leave keep")
	switchedTo = set("on off")
)

// lastsTail are the words that may follow a length a command is to last.
var lastsTail = set("please thanks thank you ok okay")
