package index

import (
	"strings"

	"edge/home"
	"edge/lang"
)

// roomsAlike are, by room id, the other names its kind of room is called
// by (lang.Vocab.RoomAlike: a "Living room" is the sitting room, the
// front room, the family room) that no room or floor of the home has
// itself: a home with a family room of its own keeps it, and a name two
// rooms would share is neither's.
func roomsAlike(h *home.Home) map[string][]string {
	taken := placesTaken(h)
	byKey := map[string][]string{}
	for _, p := range lang.Packs() {
		for name, others := range p.Vocab().RoomAlike {
			k := lang.Key(name)
			byKey[k] = append(byKey[k], others...)
		}
	}
	claimed := map[string]string{} // a name alike: the room it goes to, "" for two
	var order []string
	for _, r := range h.Rooms {
		for _, n := range append([]string{r.Name}, r.Aliases...) {
			for _, other := range byKey[lang.Key(n)] {
				k := lang.Key(other)
				if taken[k] {
					continue
				}
				if id, ok := claimed[k]; ok {
					if id != r.ID {
						claimed[k] = ""
					}
					continue
				}
				claimed[k] = r.ID
				order = append(order, other)
			}
		}
	}
	out := map[string][]string{}
	for _, other := range order {
		if id := claimed[lang.Key(other)]; id != "" {
			out[id] = append(out[id], other)
		}
	}
	return out
}

// placesTaken are the keys of the ids, names and aliases of the home's
// rooms and floors.
func placesTaken(h *home.Home) map[string]bool {
	taken := map[string]bool{}
	for _, r := range h.Rooms {
		for _, n := range append([]string{strings.ReplaceAll(r.ID, "_", " "), r.Name}, r.Aliases...) {
			taken[lang.Key(n)] = true
		}
	}
	for _, f := range h.Floors {
		for _, n := range append([]string{strings.ReplaceAll(f.ID, "_", " "), f.Name}, f.Aliases...) {
			taken[lang.Key(n)] = true
		}
	}
	return taken
}
