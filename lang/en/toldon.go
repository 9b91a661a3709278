package en

import (
	"slices"

	"edge/grammar"
	"edge/lang"
)

// A command someone else said, passed on ("my son said turn up the tv",
// "she says lights off", "mom told me to set the ac to 20", "he said it
// is time to lower the kitchen lights"), is their wish told, not the
// speaker's request: it is not understood, never done, as 我爸说把电视关了
// is not. "he said it is time to lower the kitchen lights" lowered them.
// A remark passed on ("my son said the kitchen is too dark") is the
// remark, asked back as the speaker's own is. The speaker saying it
// again ("i said turn off the lights") is a command, and so is a person
// called before it ("kids, turn off the tv"). So is what someone else
// wants done ("the kids want the lights off", "my wife wants to turn off
// the kitchen light", "the guests want to open the garage door"): the
// kids room's light was turned off, and the garage door asked its yes;
// what the speaker wants ("i want to turn on the tv") is a request.
// Whether anyone wants a thing ("anyone want the tv on", "anybody want
// the lights off", "everyone want to open the blinds") is asked of the
// others in the room: the tv was turned on.

// passers are the persons who pass a command on, besides people and a
// word of whose before them ("my son"); sayings the words of saying after
// them, longest first, with "to" or "that" after them where said.
var (
	passers = set("he she they someone somebody anyone anybody everyone everybody")
	sayings = newPhrases("said", "says", "just said", "was saying", "keeps saying", "told me", "told us", "tells me", "tells us",
		"asked me", "asked us", "asks me", "wants me", "wants us", "said to", "says to", "told me to", "told us to", "tells me to",
		"asked me to", "asked us to", "asks me to", "wants me to", "wants us to", "said that", "says that", "said i should",
		"says i should", "said we should", "says we should", "want", "wants", "want to", "wants to", "wanna", "would like",
		"would like to")
	passOpeners = set("um uh so well oh ok okay and hey google computer " + wakeNames)
)

// errToldOn is a command passed on from someone else.
var errToldOn = grammar.Errorf("a command passed on from someone else")

// toldOn gives the words of text (ws, its words) after a person and a
// word of saying that open it, and whether they do.
func toldOn(text string, ws []word) (string, bool) {
	i := 0
	for i < len(ws) && passOpeners[ws[i].w] {
		i++
	}
	switch {
	case i < len(ws) && (passers[ws[i].w] || people[ws[i].w]):
		i++
	case i+1 < len(ws) && whose[ws[i].w] && people[ws[i+1].w]:
		i += 2
	default:
		return "", false
	}
	m := longestAt(ws, i, sayings, wordOf)
	if m == 0 || i+m >= len(ws) {
		return "", false
	}
	return text[ws[i+m].start:], true
}

// toldOnSaid parses what someone else said: a remark, or errToldOn
// for a command.
func toldOnSaid(rest string) ([]lang.Clause, error) {
	cls, err := pack{}.Parse(rest)
	if err != nil {
		return nil, err
	}
	if slices.ContainsFunc(cls, func(c lang.Clause) bool { return brew(c).Commands() }) {
		return nil, errToldOn // a drink asked for too: "my son said do coffee"
	}
	return cls, nil
}
