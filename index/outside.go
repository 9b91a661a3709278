package index

import (
	"slices"
	"strings"

	"edge/home"
	"edge/lang"
)

// addOutside makes the words that say a place is out of doors
// ("outside", "outdoor", 室外, 户外: lang.Vocab.Outside) a place of the
// rooms that are (a word of their names is one of lang.Vocab.Outdoors: a
// garden, a patio, 花园, 阳台), where some room is, no place is called so
// and no device elsewhere has the word in its name: "turn off the outside
// lights", "is anything on outdoors", 把室外的灯关了.
func (x *Index) addOutside(h *home.Home) {
	var rooms []string
	for _, r := range h.Rooms {
		if slices.ContainsFunc(append([]string{strings.ReplaceAll(r.ID, "_", " "), r.Name}, r.Aliases...), outdoorName) {
			rooms = append(rooms, r.ID)
		}
	}
	if len(rooms) == 0 {
		return
	}
	for _, p := range lang.Packs() {
		for w := range p.Vocab().Outside {
			k := lang.Key(w)
			if _, ok := x.places[k]; ok || x.namedElsewhere(k, rooms) {
				continue
			}
			x.places[k] = rooms
		}
	}
}

// outdoorName reports a name of a room that is out of doors.
func outdoorName(name string) bool {
	k := lang.Key(name)
	for _, p := range lang.Packs() {
		for w := range p.Vocab().Outdoors {
			if hasWord(k, w) {
				return true
			}
		}
	}
	return false
}
