package index

import "strings"

// Knows reports whether a word of a key (lang.Key: "light", not "lights")
// is a word of the home: of a name or an alias of a device, scene or
// group, of a room or floor, or a class word. Only for languages that
// space their words ("double" in "double garage door" is none of a home
// with a "Garage door").
func (x *Index) Knows(word string) bool {
	x.homeWords()
	if x.words[word] {
		return true
	}
	class, _ := classOfKey(word)
	return class != ""
}

// homeWords makes the words of the home, and the pairs of them run
// together (spaced.go), once.
func (x *Index) homeWords() {
	x.wordsOnce.Do(func() {
		x.words, x.pairs = map[string]bool{}, map[string]bool{}
		for k := range x.byKey {
			for _, w := range strings.Fields(k) {
				x.words[w] = true
			}
			x.addPairs(k)
		}
		for k := range x.places {
			for _, w := range strings.Fields(k) {
				x.words[w] = true
			}
			x.addPairs(k)
		}
	})
}
