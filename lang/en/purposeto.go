package en

import (
	"slices"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// purposeTo reads why a command is said, said after it with "to" and a
// verb of what the speaker will then do ("turn on the study lamp to
// read", "turn off the tv to sleep", "turn on the fan to cool down",
// "open the blinds to let some light in") or with "for" and such a verb
// ("turn on the bedside lamp for reading"), as "so i can read" is: it
// names nothing to act on. It was read into the name ("I can't find study
// lamp read"), or as a change: "turn on the fan to cool down" lowered the
// fan. Only after a command that switches, opens, closes, locks, starts
// or stops its thing, to the end of the clause or a place or exception
// said after it ("… to read in the study", "… except the lamp"): "set the ac to cool" and
// "switch the tv to hdmi" say what to set.
func purposeTo(toks []lexer.Token) []lexer.Token {
	start := 0
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		switch {
		case t.Type == grammar.Sep || t.Type == grammar.Conj:
			start = i + 1
			continue
		case t.Type != grammar.To && !(t.Type == grammar.Prep && t.Value == "for") || i+1 >= len(toks) || !done(toks[start:i]):
			continue
		}
		next := toks[i+1].Value
		if t.Type == grammar.To && !purposeVerbs[next] || t.Type == grammar.Prep && !purposeDoing[next] {
			continue
		}
		end := i + 1
		for end < len(toks) && toks[end].Type != grammar.Sep && toks[end].Type != grammar.Conj && toks[end].Type != grammar.Except &&
			!(placePreps[toks[end].Value] && end+1 < len(toks) && toks[end+1].Value == "the") {
			end++ // a place or an exception after it limits the command: "… to read in the study"
		}
		toks = slices.Delete(toks, i, end)
		i--
	}
	return toks
}

// done reports a clause that switches, opens, closes, locks, starts or
// stops what it names: a direction on or off, or such a verb, and a
// thing. "switch" with no direction switches to what is said after it
// ("switch the ac to cool": its mode).
func done(clause []lexer.Token) bool {
	said, thing := false, false
	for i, t := range clause {
		switch {
		case t.Type == grammar.On || t.Type == grammar.Dir && (dirs[t.Value] == "on" || dirs[t.Value] == "off"):
			said = true
		case t.Type == grammar.Verb && doneVerbs[verbs[t.Value]] || t.Type == grammar.Word && nounVerbs[t.Value] && t.Value != "switch" && commandStart(clause[:i]):
			said = true
		case t.Type == grammar.Word || t.Type == grammar.Ref:
			thing = true
		case t.Type == grammar.Num || t.Type == grammar.Unit || t.Type == grammar.Color || t.Type == grammar.Mode:
			return false // "turn the light to 50 percent to read": a value said
		}
	}
	return said && thing
}

var (
	// doneVerbs are the canonical verbs that switch, open, close, lock,
	// start or stop a thing.
	doneVerbs = set("open close close-off lock unlock start stop pause off")
	// purposeVerbs are what the speaker will do once it is done, said
	// after "to"; purposeDoing the same said after "for".
	purposeVerbs = set("read sleep go get let see watch relax study work eat cook cool warm keep help wake rest nap dry air freshen save listen think focus " +
		"make connect charge plug boil brew have enjoy use")
	purposeDoing = set("reading sleeping studying working eating cooking relaxing watching napping resting cooling warming")
)
