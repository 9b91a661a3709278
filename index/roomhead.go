package index

// A room said by the head of its name, as people say the rooms of a home
// named by its installer: "the bedroom" for the room called "Master
// Bedroom", 卧室 for 主卧室. Where two rooms share the head ("Master
// Bedroom", "Guest Bedroom"), it is asked which; a room or floor of the
// home called so keeps the word.

import (
	"slices"
	"strings"
	"unicode"

	"edge/home"
	"edge/lang"
)

// roomHeads maps the head of each room's name (headOf) that no room or
// floor of the home is called by to the rooms whose names have it, in
// home order.
func roomHeads(h *home.Home) map[string][]string {
	taken := placesTaken(h)
	out := map[string][]string{}
	for _, r := range h.Rooms {
		if w := headOf(lang.Key(r.Name)); w != "" && !taken[w] && !slices.Contains(out[w], r.ID) {
			out[w] = append(out[w], r.ID)
		}
	}
	return out
}

// headOf is the head of a room name's key: its last word when it has
// several ("master bedroom" → "bedroom"), what follows the first
// character of a name of three or more Chinese characters (主卧室 →
// 卧室); "" when that is no word of letters, or a word that means
// something else in a command (a generic word: "room", 房间; a class, a
// floor, a surface: "floor").
func headOf(key string) string {
	w := ""
	if i := strings.LastIndexByte(key, ' '); i >= 0 {
		w = key[i+1:]
		if !allRunes(w, unicode.IsLetter) {
			return ""
		}
	} else if rs := []rune(key); len(rs) >= 3 && allRunes(key, func(r rune) bool { return unicode.Is(unicode.Han, r) }) {
		w = string(rs[1:])
	}
	if w == "" || meansElse(w) {
		return ""
	}
	return w
}

func allRunes(s string, is func(rune) bool) bool {
	for _, r := range s {
		if !is(r) {
			return false
		}
	}
	return s != ""
}

// meansElse reports whether a word has a meaning of its own in a command
// of some language: a generic word, a class word, a floor, a surface,
// the whole home, a reference, a kind of entity.
func meansElse(w string) bool {
	if rest, ok := genericCut(w); ok && rest == "" {
		return true
	}
	if class, _ := classOfKey(w); class != "" {
		return true
	}
	for _, p := range lang.Packs() {
		v := p.Vocab()
		if v.Floors[w] || v.Surfaces[w] || v.WholeHome[w] || v.References[w] || v.KindWords[w] || v.TrailingPlaces[w] || v.Lawn[w] {
			return true
		}
	}
	return false
}

// addHeads makes the head of rooms' names a place of those rooms, where
// no place is called so and no device elsewhere has the head in its name
// ("Bedroom Lamp" in the hall keeps "the bedroom lamp" a name there). A
// head of several rooms is marked shared: what it finds in more than one
// of them is asked about (sharedHead).
func (x *Index) addHeads() {
	for w, rooms := range x.heads {
		if _, ok := x.places[w]; ok || x.namedElsewhere(w, rooms) {
			continue
		}
		x.places[w] = rooms
		if len(rooms) > 1 {
			x.sharedHeads = append(x.sharedHeads, w)
		}
	}
}

// namedElsewhere reports whether a device outside some rooms has a word
// in one of its names.
func (x *Index) namedElsewhere(w string, rooms []string) bool {
	for _, e := range x.entities {
		if e.Kind == Group || slices.Contains(rooms, e.Room) {
			continue
		}
		for _, k := range e.keys {
			if hasWord(k, w) {
				return true
			}
		}
	}
	return false
}

// saidShared reports whether a name said is, or begins with, the head of
// several rooms' names ("the bedroom", "bedroom lights").
func (x *Index) saidShared(key string) bool {
	for _, w := range x.sharedHeads {
		if _, cut := cutPlace(key, w); cut || key == w {
			return true
		}
	}
	return false
}

// hasWord reports whether a key holds a word: as a word of its own in
// latin, anywhere in characters.
func hasWord(key, w string) bool {
	if w[0] >= 0x80 {
		return strings.Contains(key, w)
	}
	return slices.Contains(strings.Fields(key), w)
}

// sharedHead asks which room, where the place said is the head of several
// rooms' names and what was found is in more than one of them.
func (q *query) sharedHead(r Result) Result {
	if !q.shared || r.Problem != "" {
		return r
	}
	es := r.Entities
	if len(es) == 0 {
		es = r.Options
	}
	if rooms := q.x.roomsOf(es); len(rooms) > 1 {
		return Result{Options: es, Rooms: rooms}
	}
	return r
}
