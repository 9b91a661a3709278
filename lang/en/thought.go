package en

import "edge/grammar"

// A thought, a memory, a hope or a wish of a doing ("i think the kids
// turned on the heater", "i remember turning off the oven", "i forgot
// whether i turned off the oven", "i wish someone would turn off the tv",
// "i hope he locked the door", "i bet she left the tv on", "i noticed the
// kids turned on the heater") is no command: it is not understood, and
// nothing is done or asked. The speaker ("i", "we") opens it with a verb
// of thinking (thoughtVerbs), perhaps a word of how between; a doer and
// a verb follow, or a verb in -ing. "I think the kids turned on the
// heater" asked "Did you mean Kids room heater?" and a yes switched it
// on; so did "i remember turning off the oven" for the oven. Said to edge
// of what it is to do ("i hope you turn off the tv", "i wish you would…")
// it is still the request; what was left so ("i think i left the oven
// on") is leftundone.go's, a hedge ("i think we should…") hedged.go's,
// and "i wonder if…" is a question.

var errThought = grammar.Errorf("a thought of a doing")

var (
	// thinkers say who thinks; thinkHow are the words that may come
	// between them and the verb ("i really hope", "i can't remember",
	// "i'm pretty sure").
	thinkers = set("i we i'm we're")
	thinkHow = set("really just still do don't dont did didn't can't cannot honestly totally kinda also almost vaguely distinctly definitely pretty quite am are so")
	// thoughtVerbs are the verbs of thinking, remembering, hoping and
	// noticing; thoughtJoins the words that may follow them.
	thoughtVerbs = set("think thought believe believed guess guessed suppose supposed reckon reckoned remember remembered recall " +
		"recalled forgot forget forgotten doubt doubted hope hoped wish wished bet imagine imagined dreamt dreamed dream assume " +
		"assumed figure figured swear swore noticed notice heard hear saw sure certain convinced")
	thoughtJoins = set("that whether if when how about")
	// thoughtDoers are who may have done it; thoughtDoneBy the words
	// before one that say which or whose ("the kids", "my cat").
	thoughtDoers = set("i we you he she they someone somebody nobody noone everyone everybody anyone anybody i'd we'd he'd she'd they'd")
	// thoughtDone are past forms of doing that are no -ed form.
	thoughtDone = set("left put set shut ran made kept got forgot")
)

// thought reports a speaker, a verb of thinking, and a doing after it.
func thought(text string) bool {
	ws := words(text)
	i := 0
	for i < len(ws) && hedgeOpeners[ws[i].w] {
		i++
	}
	if i == len(ws) || !thinkers[ws[i].w] {
		return false
	}
	i++
	for i < len(ws) && thinkHow[ws[i].w] {
		i++
	}
	if i == len(ws) || !thoughtVerbs[ws[i].w] {
		return false
	}
	i++
	for i < len(ws) && thoughtJoins[ws[i].w] {
		i++
	}
	if i < len(ws) && stemmed(ws[i].w, "ing") != "" {
		return true // "i remember turning off the oven"
	}
	return doerDid(ws[i:])
}

// doerDid reports words that open with a doer and say a doing: "the kids
// turned on the heater", "someone would turn off the tv"; said of "you",
// only a doing past ("you turned off the oven").
func doerDid(ws []word) bool {
	k := 0
	switch {
	case len(ws) == 0:
		return false
	case thoughtDoers[ws[0].w] || people[ws[0].w]:
		k = 1
	case narrators[ws[0].w]:
		k = 1
		for k < len(ws) && k <= maxNarrator && !doingSaid(ws[k].w) {
			k++
		}
	}
	if k == 0 || ws[0].w == youWord && len(ws) > 1 && opinedModals[ws[1].w] {
		return false // "(i think) you should set the heating to 20": a request (modal.go)
	}
	for j := k; j < len(ws); j++ {
		if doingSaid(ws[j].w) {
			return ws[0].w != youWord || past(ws[j].w)
		}
	}
	return false
}

// doingSaid reports a verb of the pack in any of its forms ("lights" is no
// verb), or a past form of doing.
func doingSaid(w string) bool {
	s := stemmed(w, "s")
	return verbs[w] != "" || past(w) || s != "" && s != lightWord || stemmed(w, "ing") != ""
}

// past reports a past form of doing: an -ed form of a verb of the pack,
// or one of thoughtDone.
func past(w string) bool {
	return participle(w) != "" || thoughtDone[w]
}
