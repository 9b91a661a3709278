package index

import (
	"unicode/utf8"

	"edge/ir"
	"edge/lang"
)

// Listed lists the devices a name said names one after another
// (unjoined: "前门车库门"), none where it is no such list: a device so named
// is meant by name, as in "前门和车库门", and a sweep said of the list
// ("前门车库门都打开") leaves it no more alone than one said of its name.
func (x *Index) Listed(name string) []*Entity {
	q := &query{x: x, fit: func(*Entity) bool { return true }}
	if es, ok := q.unjoined(lang.Key(name)); ok {
		return es
	}
	return nil
}

// unjoined reads a key that is no name as names of devices said one after
// another with nothing between them ("花园灯车库灯", "客厅主灯厨房灯", "前门
// 车库门", as a recogniser writes a list said without 和 or a pause): every
// one of them. Each must be the whole name of one device there that can
// do what is said; a run that leaves any part unnamed, or a part that names
// several devices, a group or a scene, is no list; nor is a run that
// begins with a place (placeHead). Only a cut between two Chinese characters is
// tried: a list of names in letters is the language pack's to read.
func (q *query) unjoined(key string) ([]*Entity, bool) {
	return q.namesFrom(key, 0, map[int]bool{})
}

// namesFrom is unjoined of key[from:]; failed holds the offsets already
// known to begin no run of names, so that a long key is read once.
func (q *query) namesFrom(key string, from int, failed map[int]bool) ([]*Entity, bool) {
	if failed[from] {
		return nil, false
	}
	rest := key[from:]
	for i, r := range rest {
		if i == 0 || r < 0x80 {
			continue
		}
		if prev, _ := utf8.DecodeLastRuneInString(rest[:i]); prev < 0x80 {
			continue
		}
		if q.x.placeHead(rest[:i]) {
			continue
		}
		head := q.oneDevice(rest[:i])
		if head == nil {
			continue
		}
		if tail := q.oneDevice(rest[i:]); tail != nil {
			return unionEntities(head, tail), true
		}
		if more, ok := q.namesFrom(key, from+i, failed); ok {
			return unionEntities(head, more), true
		}
	}
	failed[from] = true
	return nil, false
}

// oneDevice is the one device called key there that can do what is said,
// as a slice of it; nil for none, several, a group or a scene. A key that
// is no name may be a class word, alone or after a place ("空调", "客厅灯"),
// that one device there is of, as it is said alone: one of several is no
// part of a list.
func (q *query) oneDevice(key string) []*Entity {
	hits := filter(q.exact(key, q.rooms), q.fit)
	if len(hits) == 0 {
		hits = q.oneOfClass(key)
	}
	if len(hits) != 1 || hits[0].Kind != Device {
		return nil
	}
	return hits
}

// oneOfClass is what a class word said alone, or after a place, is there
// ("台灯", "客厅灯"): the devices of the class, never all of them at once;
// nil for a key that is no such word. A class word of one character is
// no part: 门窗 is doors and windows, every one of them, not a door and a
// window.
func (q *query) oneOfClass(key string) []*Entity {
	if utf8.RuneCountInString(key) < 2 {
		return nil
	}
	scope, explicit, word := q.rooms, q.explicit, key
	if class, _ := classOfKey(key); class == "" || !isClassWord(key, class) {
		word = ""
		for _, pk := range q.x.placePrefixes(key) {
			if rest, _ := cutPlace(key, pk); isWordOfClass(rest) {
				scope, explicit, word = intersect(q.rooms, q.x.places[pk]), true, rest
				break
			}
		}
	}
	if word == "" {
		return nil
	}
	class, _ := classOfKey(word)
	one := *q
	one.t = ir.Target{Name: key, Class: class, One: true}
	r := one.inScope(scope, explicit, class, word, false)
	return r.Entities
}

// isWordOfClass reports whether key is a word of the class it names.
func isWordOfClass(key string) bool {
	class, _ := classOfKey(key)
	return class != "" && isClassWord(key, class)
}

// Parts reads a name said that is no name of the home, nor held in one,
// as names and class words said one after another where a class word is
// of several devices ("台灯空调" with two air conditioners, "电视风扇",
// "客厅灯空调"): the parts, each to be resolved as if said with 和 between
// them, a question of which asked of the part that needs one. It is nil
// for a name that is no such run, and for a run of one device each, which
// unjoined reads whole. A part is a whole name of the home, a class word
// of two characters or more, or a place and a class word.
func (x *Index) Parts(name string) []string {
	key := lang.Key(name)
	if _, place := x.places[key]; key == "" || place || len(x.byKey[key]) > 0 || x.inSomeName(key) {
		return nil
	}
	q := &query{x: x, fit: func(*Entity) bool { return true }}
	if _, ok := q.unjoined(key); ok {
		return nil
	}
	return x.partsFrom(key, map[string]bool{})
}

// partsFrom is Parts of a key that is at least two parts, nil for none;
// failed holds the keys already known to be none, so that a long key is
// read once.
func (x *Index) partsFrom(key string, failed map[string]bool) []string {
	if failed[key] {
		return nil
	}
	for i, r := range key {
		if i == 0 || r < 0x80 {
			continue
		}
		if prev, _ := utf8.DecodeLastRuneInString(key[:i]); prev < 0x80 || x.placeHead(key[:i]) || !x.part(key[:i]) {
			continue
		}
		if x.part(key[i:]) {
			return []string{key[:i], key[i:]}
		}
		if more := x.partsFrom(key[i:], failed); more != nil {
			return append([]string{key[:i]}, more...)
		}
	}
	failed[key] = true
	return nil
}

// part reports whether a key is one part of a run of names (Parts).
func (x *Index) part(key string) bool {
	if len(x.byKey[key]) > 0 || utf8.RuneCountInString(key) >= 2 && isWordOfClass(key) {
		return true
	}
	for _, pk := range x.placePrefixes(key) {
		if rest, _ := cutPlace(key, pk); isWordOfClass(rest) {
			return true
		}
	}
	return false
}
