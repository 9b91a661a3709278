package en

import "edge/lang"

// stateAskedLast makes a clause of names followed by a word of state and
// nothing more a question of that state: "garage door status", "vacuum
// status", "the oven state", "kitchen light status please" ask what
// "what is the garage door status" asks, and never act. Before, the names
// alone were a terse command: "vacuum status" started the vacuum, "tv
// status" asked to turn it on or off.
func stateAskedLast(cs []lang.Clause) []lang.Clause {
	for n, c := range cs {
		i := 0
		for i < len(c) && c[i].Kind == lang.Filler {
			i++
		}
		k := i
		for k < len(c) && c[k].Kind == lang.NP {
			k++
		}
		if k == i || k >= len(c) || c[k].Kind != lang.Quest || c[k].Word != "" || !stateAsked[c[k].Raw] {
			continue
		}
		rest := k + 1
		for rest < len(c) && c[rest].Kind == lang.Filler {
			rest++
		}
		if rest < len(c) {
			continue
		}
		cs[n] = c.Insert(i, lang.Phrase{Kind: lang.Quest, Word: lang.QuestWh, Raw: asker, Strong: true})
	}
	return cs
}
