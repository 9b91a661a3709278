package lang

import "slices"

// HazardsWorked lists, sorted, the hazards of names that are nothing but
// a hazard's words and words that work it: a verb or a direction, one
// clause ("Garage door toggle", "Open gate", "Kettle on", "Heater power",
// 打开车库门). HazardsOf reads such a name as an instruction, which says
// nothing of what its device is (a lamp's alias 把车库门打开 does not make
// it a garage door); a relay or an outlet so named, whose type says no
// thing of its own, is the thing it works (home.WorkedSays).
//
// So is a name that is one clause of a verb or a direction and things
// each a hazard or of no class but a relay's ("打开燃气阀", "Turn on gas
// valve", "Unlock front door", "Gas on"): what working them does is what
// HazardsDone reads; a thing of another class named ("客厅灯打开燃气阀")
// makes it an instruction that says nothing. A name HazardsOf reads
// (开门器, a lock's own words the grammar reads as a verb) is left to it.
// A name of what flows, worked or not ("Gas", 燃气, "Propane supply"), is
// what lets it flow, where it names a thing of no other class ("Gas
// meter light" is a light), and so is a name that ends with a door's
// word ("Front door", 后门): a relay so named is the door's release.
func HazardsWorked(names ...string) []string {
	out := hazardsWhere(names, worksOnly)
	packs := hazardKeys()
	for _, n := range names {
		if !marked(packs, n) || HazardsOf(n) != nil {
			continue
		}
		if _, thing := thingSays(packs, []string{n}); thing {
			out = union(out, flowing(packs, n))
		}
		out = union(out, endsInDoor(packs, n))
		cs, err := Detect(n).Parse(n)
		if err != nil || len(cs) != 1 {
			continue
		}
		if said, ok, other := worked(packs, cs[0]); ok && !other {
			out = union(out, said)
		}
	}
	slices.Sort(out)
	return out
}

// worksOnly reports a name whose words, the hazards' words taken out in
// some pack's form, only work a thing (operates).
func worksOnly(packs []packHazards, _ string, keys [][]string) bool {
	for i, pk := range packs {
		for _, key := range keys[i] {
			if rest, taken := pk.without(key); taken && operates(rest) {
				return true
			}
		}
	}
	return false
}

// operates reports words that only say to work a thing, one clause of a
// verb or a direction with nothing else but fillers ("toggle", "turn on
// the", "打开"): an instruction that names anything else ("Porch light;
// unlock the") is none.
func operates(text string) bool {
	cs, err := Detect(text).Parse(text)
	if err != nil || len(cs) != 1 {
		return false
	}
	works := false
	for _, p := range cs[0] {
		switch p.Kind {
		case Verb, Dir:
			works = true
		case Filler:
		default:
			return false
		}
	}
	return works
}
