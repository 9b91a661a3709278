package en

import (
	"slices"

	"edge/lang"
)

// A word that opens what is said ("ok", "okay", "alright", "yeah", "oh",
// "now", "sorry", "wait") before a command said without its verb ("ok
// kitchen lights off", "okay bedroom 50%", "alright volume up", "yeah tv
// volume up by 20%") is a filler, as it is before a verb ("ok turn off
// the kitchen lights"): the command was not understood. Words that may
// open a name ("right", "first", "well") or say no, or that add to the
// last command ("and", "also", "then": followopen.go), are left as they
// were, and so is an opener before names alone ("yes, the second one"
// answers a question).

// terseOpeners are the openers that may come before a command said
// without its verb. A word of yes (yesWords) is one only where the words
// after it are no command as they stand: "ok, garage door open" said to
// "Open Garage door?" is a yes to it.
var terseOpeners = set("oh now anyway so oops whoops oopsie sorry wait")

// openedTerse gives the words of text (ws, its words) after the openers
// that open it (with the words of yes too when yes is set), and whether
// any do and words follow them.
func openedTerse(text string, ws []word, yes bool) (string, bool) {
	i := 0
	for i < len(ws) && (terseOpeners[ws[i].w] || hesitations[ws[i].w] || yes && yesWords[ws[i].w]) && longestAt(ws, i, prefaces, wordOf) == 0 {
		i++ // never into "sorry to bother you, …" (prefaced)
	}
	if i == 0 || i == len(ws) {
		return "", false
	}
	return text[ws[i].start:], true
}

// terseSaid parses the words after the openers when they say what to do:
// a verb, a direction, or a value or a change of something named ("ok
// bedroom 50%", "ok volume 20"). A value alone ("sorry, 18") puts right
// the last one said (valuefix.go).
func terseSaid(rest string) ([]lang.Clause, bool) {
	cls, err := pack{}.Parse(rest)
	if err != nil || len(cls) == 0 {
		return nil, false
	}
	acts := func(c lang.Clause) bool {
		return c.Has(lang.Verb) || c.Has(lang.Dir) || (c.Has(lang.Value) || c.Has(lang.Rel)) && (c.Has(lang.NP) || c.Has(lang.Attr))
	}
	if !slices.ContainsFunc(cls, acts) {
		return nil, false
	}
	return cls, true
}
