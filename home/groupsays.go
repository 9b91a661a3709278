package home

// A group's name is a name its home gives each of its members: a relay
// called "Relay two" in a group called "Garage door" is the garage door,
// and a group called "Heaters" holds heaters. What the group's name says
// was asked about when the group was said ("turn on the garage door"),
// but the relay said by its own name, or run by a scene, switched with no
// question: what a device is does not hang on the words that reach it.

// groupSays is what the names of the groups each device is in say it is,
// by device id: the names and aliases of each group, read by says, given
// to every device it holds and to those of the groups it holds.
func groupSays(h *Home, says func(name string) Hazard) map[string]Hazard {
	groups := map[string]*Group{}
	for i := range h.Groups {
		groups[h.Groups[i].ID] = &h.Groups[i]
	}
	out := map[string]Hazard{}
	var give func(g *Group, hz Hazard, seen map[string]bool)
	give = func(g *Group, hz Hazard, seen map[string]bool) {
		if seen[g.ID] {
			return
		}
		seen[g.ID] = true
		for _, m := range g.Members {
			if inner, ok := groups[m]; ok {
				give(inner, hz, seen)
				continue
			}
			out[m] |= hz
		}
	}
	for i := range h.Groups {
		g := &h.Groups[i]
		var hz Hazard
		for _, name := range append([]string{g.Name}, g.Aliases...) {
			hz |= says(name)
		}
		if hz != 0 {
			give(g, hz, map[string]bool{})
		}
	}
	return out
}
