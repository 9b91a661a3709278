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
	var c claims
	for _, r := range h.Rooms {
		for _, n := range append([]string{r.Name}, r.Aliases...) {
			for _, other := range byKey[lang.Key(n)] {
				if k := lang.Key(other); !taken[k] {
					c.claim(k, r.ID, other)
				}
			}
		}
	}
	return c.given(lang.Key)
}

// claims give each name alike to the one owner (a room, a device) that
// claims it; a name two claim is neither's.
type claims struct {
	by    map[string]string // a name's key: its owner, "" for two
	order []string          // the names, as first claimed
}

// claim claims a name, by its key, for an owner.
func (c *claims) claim(key, owner, name string) {
	if c.by == nil {
		c.by = map[string]string{}
	}
	if id, ok := c.by[key]; ok {
		if id != owner {
			c.by[key] = ""
		}
		return
	}
	c.by[key] = owner
	c.order = append(c.order, name)
}

// given are the names each owner was given, by owner, in the order
// claimed; key is the key claim was given.
func (c *claims) given(key func(string) string) map[string][]string {
	out := map[string][]string{}
	for _, name := range c.order {
		if id := c.by[key(name)]; id != "" {
			out[id] = append(out[id], name)
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
