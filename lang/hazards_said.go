package lang

import "slices"

// HazardsSaid lists, sorted, the hazards one of whose words stands in what
// a person said of a target ("打开燃气阀": valve; "turn on the space
// heater": heat), in any pack's form, as HazardsOf reads a name. What was
// said is the user's own authority, not data, so no instruction around
// the words takes them away: the floor of a call is never below what the
// words that reached its device say the device is, whatever name the
// resolver reached through them (a homophone, a typo, a name the grammar
// also reads as a command). A word of a hazard only worked (Vocab.Worked:
// "turn on the gas", 打开燃气) says it too: what was said works it.
func HazardsSaid(words string) []string {
	packs := hazardKeys()
	out := union(hazardsIn(packs, keysIn(packs, words)), union(flowing(packs, words), unspoken(words)))
	slices.Sort(out)
	return out
}
