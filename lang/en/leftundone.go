package en

import (
	"slices"
	"strings"

	"edge/lang"
)

// What the speaker says was left undone ("i forgot to turn off the
// kitchen light", "i left the garage door open", "i think we left the
// lights on in the kitchen", "the tv was left on") asks for it done: the
// command that undoes it. "I left the kitchen light on" was answered as
// a question ("Kitchen light is on."), and "i think i left…" or "i forgot
// to…" were a name not found. A question of it ("did i leave the oven
// on", "did i forget to lock the door") is still a question: only a
// statement that opens the utterance is read so.

var (
	// undoneOpeners are the words that may come before the statement:
	// fillers, dismay and what says it is a guess.
	undoneOpeners = newPhrases("um", "uh", "hmm", "so", "well", "oh", "ok", "okay", "oops", "whoops", "damn", "shoot", "crap",
		"dang", "ugh", "oh no", "hey", "i think", "i guess", "i believe", "i just realized", "i just realised", "i realized",
		"i realised", "looks like", "it looks like", "seems like", "it seems", "it seems like", "apparently", "pretty sure",
		"i'm pretty sure", "i am pretty sure", "i'm afraid", "i am afraid", "i noticed", "i just noticed")
	// undoneDoers are who may have left it so, and undoneHow the words
	// that may follow them before "forgot" or "left".
	undoneDoers = set("i we you someone somebody they he she i've we've you've they've")
	undoneHow   = newPhrases("might have", "may have", "must have", "probably", "accidentally", "just", "totally",
		"completely", "have", "had", "might've", "must've", "may've", "might", "again", "also")
	// forgotTo are the words after the doer that say a command was
	// not done; leftWord says a state was left.
	forgotTo = newPhrases("forgot to", "forget to", "forgotten to", "didn't remember to", "did not remember to",
		"neglected to", "never remembered to")
	// notLeft ask that a thing not be left in a state ("don't leave the
	// garage door open", "please don't keep the tv on"): as it was left so.
	notLeft = newPhrases("don't leave", "do not leave", "dont leave", "don't keep", "do not keep", "dont keep",
		"please don't leave", "please do not leave", "please don't keep", "please do not keep")
	// leftSaid are the words after the thing that say it was left so, with
	// no doer ("the tv was left on", "the garage door's been left open").
	leftSaid = newPhrases("was left", "were left", "got left", "has been left", "have been left",
		"is left", "are left", "is still left")
	// undoneStates are the states a thing may be left in, and the
	// command that undoes each.
	undoneStates = map[string]string{"on": "turn off", "running": "turn off", "open": "close", "opened": "close",
		"unlocked": "lock"}
)

// beenLeft writes "'s been left" apart from the thing before it ("the
// garage door's been left open").
var beenLeft = strings.NewReplacer("'s been left", " has been left", "’s been left", " has been left")

// leftFor are the words that say why a thing was left so, or that it is
// to stay so: it was meant ("for the cat", "so it's warm", "on purpose",
// "but leave it").
var leftFor = set("for so because purpose deliberately intentionally but to while until till leave keep")

// leftAlone are the words that say a thing left so is to stay so, or
// that it does not matter ("it's fine", "never mind", "no problem").
var leftAlone = set("fine ok okay worry mind matter problem alright whatever")

// placeOnlyAfter gives the words after the state a thing was left in
// that say where it is ("in the kitchen", "upstairs"), where the rest say
// at most when or how it was left ("again", "by mistake", "when we
// left"); ok is false where they say more ("all day": it may be meant).
func placeOnlyAfter(ws []word) (place []word, ok bool) {
	for i := 0; i < len(ws); i++ {
		switch w := ws[i].w; {
		case leftPlaces[w] && len(place) == 0:
			end := i + 1
			for end < len(ws) && !leftFor[ws[end].w] && !leftAfter[ws[end].w] {
				end++
			}
			place, i = ws[i:end], end-1
		case !leftAfter[w]:
			return nil, false
		}
	}
	return place, true
}

var (
	// leftPlaces open where a thing was left so; leftAfter are the other
	// words that may follow.
	leftPlaces = set("in at on upstairs downstairs")
	leftAfter  = set("again please too also earlier when i we left out by mistake accident accidentally this morning last night today")
)

// leftWord is the word of a thing left in a state.
const leftWord = "left"

// leftUndone gives the command that undoes what text says was left
// undone, and whether it says so.
func leftUndone(text string) (string, bool) {
	if strings.HasSuffix(strings.TrimSpace(text), "?") {
		return "", false
	}
	text = beenLeft.Replace(text)
	ws := words(text)
	i := 0
	for n := longestAt(ws, i, undoneOpeners, wordOf); n > 0; n = longestAt(ws, i, undoneOpeners, wordOf) {
		i += n
	}
	if slices.ContainsFunc(ws[i:], func(w word) bool { return leftAlone[w.w] }) {
		return "", false // "i left the tv on, it's fine": it is to stay so
	}
	if n := longestAt(ws, i, notLeft, wordOf); n > 0 {
		return leftAsCommand(text, ws[i+n:], nil) // "don't leave the kitchen light on"
	}
	if i < len(ws) && undoneDoers[ws[i].w] {
		k := i + 1
		for n := longestAt(ws, k, undoneHow, wordOf); n > 0; n = longestAt(ws, k, undoneHow, wordOf) {
			k += n
		}
		if n := longestAt(ws, k, forgotTo, wordOf); n > 0 {
			k += n
			for k < len(ws) && undoneAdverbs[ws[k].w] {
				k++ // "i forgot to just turn it off"
			}
			if k < len(ws) {
				return text[ws[k].start:], true
			}
			return "", false
		}
		if k < len(ws) && ws[k].w == leftWord {
			return leftAsCommand(text, ws[k+1:], nil)
		}
		return "", false
	}
	for k := i + 1; k < len(ws); k++ {
		if n := longestAt(ws, k, leftSaid, wordOf); n > 0 {
			return leftAsCommand(text, ws[k+n:], ws[i:k])
		}
		if !statedAs[ws[k].w] || slices.ContainsFunc(ws[i:k], func(w word) bool { return notStated[w.w] }) {
			continue // "only if the tv is on, …" is no statement
		}
		at := k + 1
		for at < len(ws) && stateAdverbs[ws[at].w] {
			at++ // "the tv is still on"
		}
		if at < len(ws) && statedStates[ws[at].w] {
			return toldThen(text, ws[at+1:], ws[i:k], nil) // "the garage door is open, close it"
		}
	}
	return "", false
}

// statedAs and statedStates say the state a thing is in, before a
// command said of it ("the garage door is open, close it"): the state
// was answered as a question asked, with the command.
var (
	statedAs     = set("is are")
	statedStates = set("on off open closed unlocked locked running")
	// notStated are the words that open no statement of a thing's state:
	// a condition ("if the tv is on turn it off") or a question.
	notStated = set("if when whenever unless once while as after before until what which who how is are was were does do did can could should would will")
)

// leftAsCommand is the command that undoes a thing left in a state:
// rest is what follows "left" ("the lights on in the kitchen", "on the
// kitchen light", "on": the thing said before it, in thing).
func leftAsCommand(text string, rest, thing []word) (string, bool) {
	at := slices.IndexFunc(rest, func(w word) bool { return undoneStates[w.w] != "" })
	if at < 0 {
		return "", false
	}
	span := func(ws []word) string {
		if len(ws) == 0 {
			return ""
		}
		return text[ws[0].start:ws[len(ws)-1].end]
	}
	if told, ok := toldThen(text, rest[at+1:], thing, rest[:at]); ok {
		return told, true
	}
	var named, tail []word
	switch {
	case len(thing) > 0 && at == 0:
		named, tail = thing, rest[1:] // "the tv was left on (in the den)"
	case len(thing) == 0 && at == 0 && len(rest) > 1:
		named = rest[1:] // "i left on the kitchen light"
	case len(thing) == 0 && at > 0:
		named, tail = rest[:at], rest[at+1:] // "i left the lights on in the kitchen"
	default:
		return "", false
	}
	place, only := placeOnlyAfter(tail)
	if slices.ContainsFunc(tail, func(w word) bool { return leftFor[w.w] }) || !only {
		return "", false // "i left the tv on for the cat", "… all day": it may be meant so
	}
	return strings.TrimSpace(undoneStates[rest[at].w] + " " + span(named) + " " + span(place)), true
}

// toldThen is the command said after a thing said left in a state ("i
// left the light on, can you turn it off", "the garage door was left
// open, close it"): the command, with the thing (and the place said after
// the state) for the first "it" or "them" in it; ok is false where it says
// neither.
func toldThen(text string, after, thing, thingAfter []word) (string, bool) {
	if len(thing) == 0 {
		thing = thingAfter
	}
	v := slices.IndexFunc(after, func(w word) bool { return vocab.Verbs[w.w] != "" })
	if v < 0 {
		return "", false
	}
	for v > 0 && askedToDo[after[v-1].w] {
		v--
	}
	then := after[v:]
	at := slices.IndexFunc(then, func(w word) bool { return vocab.References[w.w] })
	if at < 0 || len(thing) == 0 {
		return "", false
	}
	named := text[thing[0].start:thing[len(thing)-1].end]
	if v > 0 {
		named += " " + text[after[0].start:after[v-1].end] // "the lights on in the kitchen": "the lights in the kitchen"
	}
	return text[then[0].start:then[at].start] + named + text[then[at].end:then[len(then)-1].end], true
}

// askedToDo are the words that may ask for the command said after a
// thing left so ("…, can you turn it off", "…, please close it").
var askedToDo = set("please can could would will you and so now just")

// undoneAdverbs may come between "forgot to" and the command.
var undoneAdverbs = set("just probably also quickly go")

// leftUndoneSaid parses the command that undoes what was left undone; ok
// is false where it is no command (it opens with no verb, or asks), and
// the words are read as said.
func leftUndoneSaid(rest string) ([]lang.Clause, bool) {
	ws := words(rest)
	i := 0
	for i < len(ws) && askedToDo[ws[i].w] {
		i++
	}
	if i == len(ws) || vocab.Verbs[ws[i].w] == "" {
		return nil, false
	}
	cls, err := pack{}.Parse(rest)
	if err != nil || slices.ContainsFunc(cls, func(c lang.Clause) bool { return c.Has(lang.Quest) }) {
		return nil, false
	}
	return cls, true
}
