package en

import (
	"testing"

	"edge/compile"
)

// TestDrinkAskedThenWordsAfter: a drink asked for ("i want coffee",
// "make me a cup of tea") with words of haste or of a polite request
// after it ("real quick", "right away", "if you don't mind", "when you
// get a chance") is the request alone: it turns on what makes the
// drink, where it was not understood, as those words after a verb were
// already dropped ("turn on the kitchen light real quick").
func TestDrinkAskedThenWordsAfter(t *testing.T) {
	registered()
	requests := []string{"i want coffee", "i need a coffee", "make me a cup of coffee", "brew a pot of coffee", "i'd like a cup of tea",
		"do a coffee for me", "could you fix me some coffee", "i fancy an espresso", "coffee please", "i want some hot coffee",
		"i need some coffee made"}
	afters := []string{"real quick", "right away", "quick", "at once", "straight away", "pronto", "if you don't mind",
		"when you get a chance", "if possible", "if you can", "real fast", "ok"}
	n := 0
	for _, r := range requests {
		want, err := compile.Compile(r)
		if err != nil {
			t.Fatalf("Compile(%q): %v", r, err)
		}
		for _, a := range afters {
			text := r + " " + a
			n++
			if got, err := compile.Compile(text); err != nil || got.String() != want.String() {
				t.Errorf("Compile(%q) = %v, %v, want %v", text, got, err, want)
			}
		}
	}
	if n < 120 {
		t.Fatalf("%d wordings, want at least 120", n)
	}
}
