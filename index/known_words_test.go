package index

import "testing"

// TestKnows: the words of the keys of the demo home's names, aliases,
// rooms and floors, and class words, are known; a word none of them has
// is not.
func TestKnows(t *testing.T) {
	x := demo(t)
	for _, w := range []string{"garage", "door", "kettle", "bedside", "upper", "living", "light", "curtain", "big"} {
		if !x.Knows(w) {
			t.Errorf("Knows(%q) = false, want true", w)
		}
	}
	for _, w := range []string{"double", "shiny", "string", "nightstand", ""} {
		if x.Knows(w) {
			t.Errorf("Knows(%q) = true, want false", w)
		}
	}
}
