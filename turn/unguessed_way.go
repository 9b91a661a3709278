package turn

import (
	"strings"
	"unicode"

	"edge/lang"
)

// spelledApart reports a name said with no word a name, place or class
// word of the home has, in a language that spaces its words: "switch
// hitter" (a batter of both hands), "turn the hitter" with a "Kids room
// heater". Said with a verb of no direction, the name is only a guess at
// a word misheard or misspelt, and the words a command only by their
// look: nothing is asked. It asked “Turn Kids room heater on or off?” and
// "on" switched it on. Said with a direction ("turn on the heeter") the
// guess is still asked about, and so is a name of which a word is the
// home's ("switch the heater", "switch the kitchen ligth"): on or off.
func (t *turn) spelledApart(name string) bool {
	if name == "" || strings.ContainsFunc(name, func(r rune) bool { return unicode.Is(unicode.Han, r) }) {
		return false
	}
	for _, w := range t.pack().Split(lang.Key(name)) {
		if t.e.idx.Knows(w) {
			return false
		}
	}
	return true
}
