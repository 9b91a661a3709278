package en

import "edge/grammar"

// A question of what another can, could or will do ("can the kids turn
// on the heater", "could dad open the garage door", "will mom turn off
// the tv", "can he unlock the front door", "can the dog open the garage
// door") asks of them, no command: it is not understood, and nothing is
// done or asked. "Can the kids turn on the heater" asked "Turn on Kids
// room heater?" and a yes switched it on; "could dad open the garage
// door" asked "Did you mean Garage door?". Said of edge, the speaker or
// anyone ("can you …", "can we …", "can i …", "can someone turn off the
// tv") it is still the request, and "should the kids …" asks the state.

var errOthersAsked = grammar.Errorf("a question of what another can do")

var (
	// ableModals ask what one can or will do.
	ableModals = set("can could will would may might cannot can't won't")
	// othersAble are the persons asked of, beside people.
	othersAble = set("he she they")
)

// othersAbleAsked reports a modal that opens the utterance, perhaps after
// openers, then another person or thing (not a class of devices) and a
// verb of the pack.
func othersAbleAsked(text string) bool {
	ws := words(text)
	i := 0
	for i < len(ws) && (hedgeOpeners[ws[i].w] || openers[ws[i].w] || greetings[ws[i].w]) {
		i++
	}
	if i+2 >= len(ws) || !ableModals[ws[i].w] {
		return false
	}
	i++
	k := i + 1
	switch {
	case othersAble[ws[i].w] || people[ws[i].w]:
	case whose[ws[i].w] && people[ws[k].w]:
		k++
	case narrators[ws[i].w]:
		for k < len(ws) && k-i <= maxNarrator && verbs[ws[k].w] == "" && classes.word[Singular(ws[k].w)] == "" {
			k++
		}
		if k == i+1 || k-i > maxNarrator {
			return false
		}
	default:
		return false
	}
	return k < len(ws) && verbs[ws[k].w] != ""
}
