package turn_test

import (
	"strings"
	"testing"
)

// TestPlaceMisspelt types each of the demo's room names of six letters or
// more with one letter dropped, two swapped or one doubled (never the
// first), in commands of its lights and of the room: each does what the
// command typed right does. "turn off the bedrom lights" switched off the
// one light whose name the words came nearest (Bedroom ceiling light),
// where "the bedroom lights" are three; "the kitchn" was not found.
func TestPlaceMisspelt(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "placetypo")
	frames := []string{"turn off the %r lights", "turn off the lights in the %r", "turn off all the lights in the %r", "turn on the %r lights please"}
	lit := map[string]bool{"living room": true, "kitchen": true, "dining room": true, "garage": true, "study": true, "bedroom": true, "bathroom": true, "landing": true, "office": true, "master bedroom": true, "nursery": true, "entrance": true}
	for room := range lit {
		for _, typed := range misspellings(room) {
			for _, f := range frames {
				s.same(strings.ReplaceAll(f, "%r", typed), strings.ReplaceAll(f, "%r", room))
			}
		}
	}
	s.same("turn off the kitchn", "turn off the kitchen")
	// a word of its own, a letter from a place's word, is not the place:
	// the home has no wall lights, and "wall" is where a socket is
	s.nothing("turn off the wall lights", "turn off the lights in the walls", "turn off the wall light", "turn off the wall")
	// a word of its own two edits from a place's word is not the place
	s.nothing("turn on the leaving")
	if s.n < 400 {
		t.Errorf("%d wordings, want at least 400", s.n)
	}
}

// misspellings are a place's names typed with one word of six letters or
// more amiss: a letter dropped, two swapped, one doubled, never the first.
func misspellings(place string) []string {
	words := strings.Fields(place)
	var out []string
	for i, w := range words {
		if len(w) < 6 {
			continue
		}
		typed := map[string]bool{}
		for j := 1; j < len(w); j++ {
			typed[w[:j]+w[j+1:]] = true
			typed[w[:j]+w[j:j+1]+w[j:]] = true
			if j+1 < len(w) {
				typed[w[:j]+w[j+1:j+2]+w[j:j+1]+w[j+2:]] = true
			}
		}
		delete(typed, w)
		for v := range typed {
			said := append([]string(nil), words...)
			said[i] = v
			out = append(out, strings.Join(said, " "))
		}
	}
	return out
}
