package index

import (
	"slices"
	"strings"
)

// classOrNamed asks about a part of a class's words said alone ("turn on
// wall", of "wall plug") that is also a word of the names of other
// devices ("In Wall", a light): the class's devices there and those so
// named, where it took the class's alone and acted on a plug the name
// never called.
func (q *query) classOrNamed(r Result, key string) Result {
	es := r.Entities
	if len(es) == 0 {
		es = r.Options
	}
	var named []*Entity
	for _, e := range q.x.entities {
		if e.Kind == Device && q.within(e, q.rooms) && q.fit(e) && !slices.Contains(es, e) &&
			slices.ContainsFunc(e.keys, func(k string) bool { return hasWords(k, key) }) {
			named = append(named, e)
		}
	}
	if len(named) == 0 {
		return r
	}
	return Result{Options: unionEntities(es, named)}
}

// hasWords reports whether a key holds all the words of another (hasWord).
func hasWords(key, words string) bool {
	for _, w := range strings.Fields(words) {
		if !hasWord(key, w) {
			return false
		}
	}
	return words != ""
}
