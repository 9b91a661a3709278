package index

import (
	"strings"
)

// A kind of room said in the plural ("the bedrooms", "both bathrooms") is
// every room of that kind: each room whose name or an alias ends in the
// word ("Master bedroom", "Kids room" called "kids bedroom", "Guest room"
// called "guest bedroom"). Said in the singular, "the bedroom" is the one
// called so, or asked which (roomhead.go).

// pluralRooms are the rooms of the kind a place said in the plural says,
// its key the kind's word: those whose name or an alias is the key, or
// ends in it as a word, in home order; none for a place said otherwise.
func (x *Index) pluralRooms(place, key string) []string {
	if !saidPlural(place) {
		return nil
	}
	var out []string
	for i, r := range x.home.Rooms {
		for _, k := range x.roomKeys[i] {
			if k == key || strings.HasSuffix(k, " "+key) {
				out = append(out, r.ID)
				break
			}
		}
	}
	return out
}
