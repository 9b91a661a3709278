package index

import (
	"slices"
	"strings"

	"edge/internal/editdist"
	"edge/lang"
)

// A place typed with a misspelt word ("the kitchn", "the livng room
// lights", "in the bedrom") is the place spelt right: every light of the
// bedroom, as "the bedroom lights" is, never the one device whose name the
// misspelt words come nearest ("Bedroom ceiling light" alone). A word is
// read so only where it is no word of the home nor of a class ("wall" of
// "wall socket" is no "hall"), has minPlaceTypo letters or more, is a
// misspelling of the place's word (misspeltFor) by one edit ("leaving",
// two from "living", is no place), and the words read so name one place.

// minPlaceTypo is the fewest letters of a word read as a place's word
// misspelt: a shorter one is as often a word of its own ("bath", "path").
const minPlaceTypo = 5

// placeSpelt is the key of the place a place key typed with misspelt
// words means, spelt right: the one with fewest words amiss; false where
// none is, or two places are as near.
func (x *Index) placeSpelt(key string) (string, bool) {
	said := strings.Fields(key)
	if len(said) == 0 || !latinWords(said) {
		return "", false
	}
	found, best, tie := "", 0, false
	var rooms []string
	for _, p := range x.spellables()[len(said)] {
		pk, rs := p.key, p.rooms
		d := x.spelt(said, p.words)
		switch {
		case d == 0 || found != "" && d > best:
			continue
		case found != "" && d == best && !sameRooms(rooms, rs):
			tie = true
			continue
		case found != "" && d == best && pk > found:
			continue // of one place's names, the same one each time
		}
		tie = tie && d == best
		found, best, rooms = pk, d, rs
	}
	return found, found != "" && !tie
}

// spellable is a place's key, its words and its rooms.
type spellable struct {
	key   string
	words []string
	rooms []string
}

// spellables are the places' keys by their count of words, split once:
// a key is read against those of its own count alone, in a home of a
// thousand rooms for every prefix of a name not found.
func (x *Index) spellables() map[int][]spellable {
	x.spellableOnce.Do(func() {
		x.spellings = map[int][]spellable{}
		for pk, rs := range x.places {
			ws := strings.Fields(pk)
			x.spellings[len(ws)] = append(x.spellings[len(ws)], spellable{pk, ws, rs})
		}
	})
	return x.spellings
}

// spelt is how many of the words said are a place's words misspelt, at
// least one, the others the place's own; 0 where they are not so. The
// place has as many words as were said.
func (x *Index) spelt(said, place []string) int {
	edits := 0
	for i, w := range said {
		if w == place[i] {
			continue
		}
		if d := len(w) - len(place[i]); d > 1 || d < -1 || len(w) < minPlaceTypo || !startTyped(w, place[i]) || nested(w, place[i]) || editdist.Distance(w, place[i], 1) > 1 ||
			x.Knows(w) || lang.InClassWords(w) {
			return 0 // the tests that cost least first: this is asked of every word and place
		}
		edits++
	}
	return edits
}

// leadPlaceSpelt reads the words a key begins with as a place typed with
// misspelt words, where that leaves words after it ("bedrom lights" →
// "bedroom lights"); the key and false where its first words are none.
func (x *Index) leadPlaceSpelt(key string) (string, bool) {
	words := strings.Fields(key)
	if !slices.ContainsFunc(words, func(w string) bool { return !x.Knows(w) }) {
		return key, false // every word is the home's: nothing to read again
	}
	for n := len(words); n >= 1; n-- {
		if pk, ok := x.placeSpelt(strings.Join(words[:n], " ")); ok {
			return strings.Join(append([]string{pk}, words[n:]...), " "), true
		}
	}
	return key, false
}

// latinWords reports words all of latin letters and digits.
func latinWords(ws []string) bool {
	for _, w := range ws {
		for i := 0; i < len(w); i++ {
			if c := w[i]; (c < 'a' || c > 'z') && (c < '0' || c > '9') {
				return false
			}
		}
	}
	return true
}

func sameRooms(a, b []string) bool {
	return slices.Equal(slices.Sorted(slices.Values(a)), slices.Sorted(slices.Values(b)))
}
