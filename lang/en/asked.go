package en

import (
	"strings"
	"unicode"

	"edge/lang"
)

// askedByMark makes the last clause of a text that ends in a question mark
// a question of yes or no when no verb opens it: "kitchen light on?",
// "the front door open?", "garage door open?" ask what "is the kitchen
// light on" asks, and never act. A command asked with a question mark
// opens with its verb ("turn on the light?", "can you close the
// blinds?"), and stays a command.
func askedByMark(text string, cs []lang.Clause) []lang.Clause {
	if len(cs) == 0 || !strings.HasSuffix(strings.TrimRightFunc(text, unicode.IsSpace), "?") {
		return cs
	}
	c := cs[len(cs)-1]
	if c.Has(lang.Quest) {
		return cs
	}
	i := 0
	for i < len(c) && c[i].Kind == lang.Filler {
		i++
	}
	if i == len(c) || c[i].Kind != lang.NP || len(c[i].Words) > 0 && verbs[c[i].Words[0]] != "" && !namedBeforeVerb(c[i:]) {
		return cs // "lock the front door?": a verb that is also a name's word
	}
	cs[len(cs)-1] = c.Insert(i, lang.Phrase{Kind: lang.Quest, Word: lang.QuestYesNo, Raw: "is", Strong: true})
	return cs
}

// switchWord is a word of a name and the verb of switching.
const switchWord = "switch"

// namedBeforeVerb reports a name of one word said before a verb: "hoover
// home?" asks whether the hoover is home; its word is no verb. So is one
// said before a state or "on" or "off" alone ("vacuum running?", "the
// vacuum on?", "vacuum closed?"): it asks whether the thing is so; the
// vacuum was started. "switch on?" and "switch off?" stay commands.
func namedBeforeVerb(c lang.Clause) bool {
	if len(c) < 2 || len(c[0].Words) != 1 {
		return false
	}
	if c[1].Kind == lang.Verb {
		return true
	}
	if c[1].Kind != lang.State && (c[1].Kind != lang.Dir || c[0].Words[0] == switchWord) {
		return false
	}
	for _, p := range c[2:] {
		if p.Kind != lang.Filler {
			return false
		}
	}
	return true
}
