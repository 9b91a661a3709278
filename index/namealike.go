package index

import (
	"strings"

	"edge/home"
	"edge/lang"
)

// namesAlike are, by device id, the other names its names are called by
// (lang.Vocab.NameAlike: the 前门 is the 大门, the 入户门; 前门磁 the
// 大门磁; the "Front door contact" the main door contact), that no device
// or room of the home has itself (keys: the build's keys of names): a home with a
// 大门 of its own keeps it, and a name two devices would share is
// neither's.
func namesAlike(h *home.Home, keys keyMemo) map[string][]string {
	var words []string
	alike := map[string][]string{}
	for _, p := range lang.Packs() {
		for w, others := range p.Vocab().NameAlike {
			words = append(words, w)
			alike[w] = append(alike[w], others...)
		}
	}
	// The names alike, as each device's names give them: most homes have
	// none, and need not key every name to know which are taken.
	type said struct{ id, name string }
	var each []said
	for _, d := range h.Devices {
		for _, n := range append([]string{d.Name}, d.Aliases...) {
			for _, w := range words {
				if rest, ok := strings.CutPrefix(strings.ToLower(n), w); ok {
					for _, other := range alike[w] {
						each = append(each, said{d.ID, other + rest})
					}
				}
			}
		}
	}
	if len(each) == 0 {
		return map[string][]string{}
	}
	taken := placesTaken(h)
	for _, d := range h.Devices {
		for _, n := range append([]string{d.Name}, d.Aliases...) {
			taken[keys.key(n)] = true
		}
	}
	var c claims
	for _, s := range each {
		if k := keys.key(s.name); !taken[k] {
			c.claim(k, s.id, s.name)
		}
	}
	return c.given(keys.key)
}
