package en

import (
	"slices"
	"strings"
	"testing"
)

// TestQuantityStates: a word that says how much of a quantity there is
// (hot, cold, humid, damp...: states that name a quantity), asked in every
// way of asking how much and whether, of every place, asks that quantity
// as "what is the temperature in the bathroom" does; none reads a device
// by a name it only looks like ("damp" is no lamp).
func TestQuantityStates(t *testing.T) {
	registered()
	var words []string
	for w, attr := range states {
		if attr == "temperature" || attr == "humidity" {
			words = append(words, w)
		}
	}
	slices.Sort(words)
	if !slices.Contains(words, "humid") {
		t.Fatalf("no word of humidity among %v", words)
	}
	n := 0
	for _, w := range words {
		attr := states[w]
		for _, place := range []string{"bathroom", "living room", "kids room", "guest room", "den"} {
			want := compiled("what is the " + attr + " in the " + place)
			for _, said := range []string{"how " + w + " is it in the " + place, "how " + w + " is it in the " + place + " right now",
				"can you tell me how " + w + " it is in the " + place} {
				n++
				if got := compiled(said); got != want {
					t.Errorf("Compile(%q) = %s, want %s", said, got, want)
				}
			}
			for _, said := range []string{"is it " + w + " in the " + place, "is the " + place + " " + w, "how " + w + " is the " + place} {
				n++
				if got := compiled(said); !strings.HasPrefix(got, "en query ask="+attr) {
					t.Errorf("Compile(%q) = %s, want a question of the %s", said, got, attr)
				}
			}
		}
	}
	if n < 100 {
		t.Errorf("%d ways, want at least 100", n)
	}
}
