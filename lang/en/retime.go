package en

import "edge/ir"

// A time said to move what was just set, with nothing else: "make it
// twenty minutes", "actually make it 20 minutes instead", "change it to
// half an hour", "make that 8 pm", "change the timer to 15 minutes". Read
// as a command, "make it twenty minutes" after "turn off the tv in ten
// minutes" set the tv's volume to 20 ("minutes" a name dropped for "it").

// retimeOpeners are the words that open such a time; retimeAround the
// words that may come before or after it and say nothing.
var (
	retimeOpeners = [][]string{
		{"make", "it"}, {"make", "that"}, {"make", "it", "for"}, {"make", "that", "for"},
		{"change", "it", "to"}, {"change", "that", "to"}, {"move", "it", "to"}, {"move", "that", "to"},
		{"push", "it", "to"}, {"push", "that", "to"}, {"make", "the", "timer"}, {"change", "the", "timer", "to"},
	}
	retimeAround = set("actually no sorry um uh er oh ok okay well instead please then rather")
)

// Retime reads a text that only moves what was just set to another time:
// a delay ("twenty minutes", "in half an hour") or a time of day ("8 pm",
// "at 8:30", "at 8" with "at").
func (pack) Retime(text string) (ir.When, bool) {
	ws := words(text)
	for len(ws) > 0 && retimeAround[ws[0].w] {
		ws = ws[1:]
	}
	for len(ws) > 0 && retimeAround[ws[len(ws)-1].w] {
		ws = ws[:len(ws)-1]
	}
	n := retimeOpener(ws)
	if n == 0 {
		return ir.When{}, false
	}
	ws = ws[n:]
	at := 0
	if len(ws) > 0 && delayBefore[ws[0].w] && ws[0].w != "after" {
		at = 1 // "make it in 20 minutes"
	}
	if secs, m := duration(ws, at); m > 0 && at+m+later(ws, at+m) == len(ws) {
		return ir.When{After: secs}, true
	}
	if v, m := number(ws, at); m > 0 && v <= 0 && at+m < len(ws) && timeUnits[ws[at+m].w] > 0 && at+m+1+later(ws, at+m+1) == len(ws) {
		return ir.When{}, true // "make it 0 minutes": no time, never a level of 0
	}
	at = 0
	if len(ws) > 0 && ws[0].w == "at" {
		at = 1
	}
	if w, m := clockAt(ws, at); m > 0 && at+m == len(ws) {
		return w, true
	}
	if w, m := hourAt(ws, 1); at == 1 && m > 0 && 1+m == len(ws) {
		return w, true // "make it at 8": an hour alone with "at"
	}
	return ir.When{}, false
}

// RetimeOpens reports whether text opens as Retime's words do, with one
// of retimeOpeners after the words that may come before it: when it does
// not, neither text nor any text its words begin is a time that moves
// what was set.
func (pack) RetimeOpens(text string) bool {
	ws := words(text)
	for len(ws) > 0 && retimeAround[ws[0].w] {
		ws = ws[1:]
	}
	return retimeOpener(ws) > 0
}

// retimeOpener is the number of words of the opener ws starts with, the
// longest, or 0.
func retimeOpener(ws []word) int {
	best := 0
	for _, o := range retimeOpeners {
		if len(o) > best && len(o) <= len(ws) && opensWith(ws, o) {
			best = len(o)
		}
	}
	return best
}

// opensWith reports whether ws begins with the words o.
func opensWith(ws []word, o []string) bool {
	for i := range o {
		if ws[i].w != o[i] {
			return false
		}
	}
	return true
}
