package en

import (
	"slices"
	"strings"

	"edge/ir"
)

// Lasts reads a length of time said for a command to last, "for" and a
// told length after the command ("turn on the extractor fan for ten
// minutes", "run the sprinkler for 20 minutes", "open the blinds for an
// hour", "leave the hall light on for half an hour please", "for only ten
// minutes"): edge does the command now and undoes it after that long.
// Only courtesy may follow the length; a length said vaguely ("for a
// while", "for the night") or of a timer ("set a timer for 10 minutes") is
// not one (lasting keeps those from being done as if unsaid).
func (pack) Lasts(text string) (string, int, bool) {
	if !mayTellTime(text) {
		return text, 0, false
	}
	ws := words(text)
	if timerSaid(ws) {
		return text, 0, false
	}
	for i := 1; i < len(ws); i++ {
		if ws[i].w != forWord {
			continue
		}
		j := pastRoughly(ws, i+1) // "for only ten minutes", "for about an hour"
		secs, m := duration(ws, j)
		if m == 0 || secs <= 0 {
			continue
		}
		rest, ok := lastedRest(text, ws, i, j+m)
		if !ok {
			return text, 0, false
		}
		return rest, secs, true
	}
	return text, 0, false
}

// Until reads a time of day said for a command to last until, "until",
// "till" or "til" and a time after the command ("leave the porch light on
// until 11", "run the fan till 10 pm", "keep the heater on until
// midnight"): edge does the command now and undoes it then, as for a
// length (Lasts). An hour said alone is of either half of the day, the
// sooner; only courtesy may follow the time. A day ("until tomorrow"), a
// part of one ("until the morning") or a timer tells none.
func (pack) Until(text string) (string, ir.When, bool) {
	if !strings.Contains(strings.ToLower(text), "til") {
		return text, ir.When{}, false // the words of until all hold it
	}
	ws := words(text)
	if timerSaid(ws) {
		return text, ir.When{}, false
	}
	for i := 1; i < len(ws); i++ {
		if !untilWords[ws[i].w] {
			continue
		}
		w, m := clockAt(ws, i+1)
		if m == 0 {
			w, m = hourAt(ws, i+1)
		}
		if m == 0 {
			continue
		}
		rest, ok := lastedRest(text, ws, i, i+1+m)
		if !ok {
			return text, ir.When{}, false
		}
		return rest, w, true
	}
	return text, ir.When{}, false
}

// timerSaid reports words that speak of a timer: its length or end is
// the timer's ("set a timer for 10 minutes"), never a command's.
func timerSaid(ws []word) bool {
	return slices.ContainsFunc(ws, func(w word) bool { return timerWords[w.w] })
}

// lastedRest is the command a length or an end said in ws[i:end] is of:
// the text without those words, "leave the hall light on" said as "turn
// the hall light on". It is not ok where other words than courtesy follow
// them, or the command keeps a thing as it is after another ("turn on the
// heater and leave it on": a second command).
func lastedRest(text string, ws []word, i, end int) (string, bool) {
	for _, w := range ws[1:i] {
		if kept[w.w] {
			return "", false
		}
	}
	for _, w := range ws[end:] {
		if !lastsTail[w.w] {
			return "", false
		}
	}
	rest := text[:ws[i].start] + " " + text[ws[end-1].end:]
	if kept[ws[0].w] && switchedTo[ws[i-1].w] {
		rest = turnWord + " " + text[ws[0].end:ws[i].start] + " " + text[ws[end-1].end:]
	}
	return strings.Join(strings.Fields(rest), " "), true
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
