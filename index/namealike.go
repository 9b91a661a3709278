package index

import (
	"strings"

	"edge/home"
	"edge/lang"
)

// namesAlike are, by device id, the other names its names are called by
// (lang.Vocab.NameAlike: the 前门 is the 大门, the 入户门; 前门磁 the
// 大门磁; the "Front door contact" the main door contact), that no device
// or room of the home has itself: a home with a
// 大门 of its own keeps it, and a name two devices would share is
// neither's.
func namesAlike(h *home.Home) map[string][]string {
	taken := placesTaken(h)
	for _, d := range h.Devices {
		for _, n := range append([]string{d.Name}, d.Aliases...) {
			taken[lang.Key(n)] = true
		}
	}
	var words []string
	alike := map[string][]string{}
	for _, p := range lang.Packs() {
		for w, others := range p.Vocab().NameAlike {
			words = append(words, w)
			alike[w] = append(alike[w], others...)
		}
	}
	claimed := map[string]string{} // a name alike: the device it goes to, "" for two
	var order []string
	for _, d := range h.Devices {
		for _, n := range append([]string{d.Name}, d.Aliases...) {
			for _, w := range words {
				rest, ok := strings.CutPrefix(strings.ToLower(n), w)
				if !ok {
					continue
				}
				for _, other := range alike[w] {
					name := other + rest
					k := lang.Key(name)
					if taken[k] {
						continue
					}
					if id, ok := claimed[k]; ok {
						if id != d.ID {
							claimed[k] = ""
						}
						continue
					}
					claimed[k] = d.ID
					order = append(order, name)
				}
			}
		}
	}
	out := map[string][]string{}
	for _, name := range order {
		if id := claimed[lang.Key(name)]; id != "" {
			out[id] = append(out[id], name)
		}
	}
	return out
}
