package index

import (
	"slices"
	"strings"

	"edge/lang"
)

// Among finds the candidates of a question that an answer names, in the
// pool's order: those called so (a name or an alias), else those in the
// room or floor said, else those a part of whose name it is ("reading"
// for Reading lamp), else the best the keyword leg finds
// among them (a misheard or misspelt name). None when the words name none
// of them.
func (x *Index) Among(pool []*Entity, text string) []*Entity {
	key := lang.Key(text)
	if key == "" || len(pool) == 0 {
		return nil
	}
	var exact, placed, part []*Entity
	for _, e := range pool {
		switch {
		case slices.Contains(e.keys, key):
			exact = append(exact, e)
		case x.InPlace(e, key):
			placed = append(placed, e)
		case e.partly(key):
			part = append(part, e)
		}
	}
	for _, found := range [][]*Entity{exact, placed, part} {
		if len(found) > 0 {
			return found
		}
	}
	if x.kw == nil {
		return nil
	}
	in := make(map[*Entity]bool, len(pool))
	for _, e := range pool {
		in[e] = true
	}
	var best float32
	var hits []*Entity
	var scores []float32
	for _, h := range x.kw.search(units(text), func(doc uint32) bool { return in[x.docs[doc]] }, minCoverage) {
		hits, scores = append(hits, x.docs[h.doc]), append(scores, h.score)
		best = max(best, h.score)
	}
	var out []*Entity
	for _, e := range pool {
		if i := slices.Index(hits, e); i >= 0 && scores[i] >= best*(1-band) {
			out = append(out, e)
		}
	}
	return out
}

// partly reports whether a key is a part of one of the entity's names:
// whole words of a spaced name, any run of an unspaced one.
func (e *Entity) partly(key string) bool {
	for _, k := range e.keys {
		if key[0] >= 0x80 && strings.Contains(k, key) || strings.Contains(" "+k+" ", " "+key+" ") {
			return true
		}
	}
	return false
}

// IsPlace reports whether a name is a room's or a floor's (its name, id
// or an alias).
func (x *Index) IsPlace(name string) bool {
	_, ok := x.places[lang.Key(name)]
	return ok
}

// Named reports whether an entity is called by a name (its name or an
// alias, as keys match).
func (x *Index) Named(name string) bool { return len(x.byKey[lang.Key(name)]) > 0 }

// Called reports whether the entity is called by a name: its name or an
// alias, as keys match, not a part of one.
func (e *Entity) Called(name string) bool {
	key := lang.Key(name)
	return key != "" && slices.Contains(e.keys, key)
}

// Typed reports whether a device is of a class by its type, not only by
// a word of its name ("Front door lock" is a lock by its type, a door
// only by its name).
func (e *Entity) Typed(class string) bool {
	return e.Kind == Device && slices.Contains(classesOfType(e.Device.Type), class)
}

// IsClassWord reports whether a name is nothing but a word of its class
// ("lamp"), no name of its own.
func IsClassWord(name string) bool {
	key := lang.Key(name)
	class, _ := classOfKey(key)
	return class != "" && isClassWord(key, class)
}

// Classes are the device classes an entity is of (InClass), most likely
// first; none for scenes and groups.
func (e *Entity) Classes() []string { return e.classes }
