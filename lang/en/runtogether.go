package en

import "strings"

// runTogether splits a word typed as a name's words run together, the
// last of them a class word ("desklamp", "kitchenlight", "frontdoor",
// "spotlights", "doorlock"): the word before it is the word the letters
// before the class word make. A name of the home is read the same, and so
// is what it says it is (lang.HazardsOf: a relay named "Doorlock" is a
// lock). A word the pack knows is not split ("daylight" is a colour,
// "lawnmower" a class word, "maglock" a word of a hazard), nor one whose
// letters before the class word make a word of the grammar ("outdoor",
// "indoors"), nor one of fewer than minRunLetters before it ("clock").
func runTogether(w string) (before, class string, ok bool) {
	if len(w) < minRunLetters+2 || !letters(w) || typoContent[w] || hazardWords[Singular(w)] {
		return "", "", false
	}
	if _, known := typoLex[w]; known {
		return "", "", false
	}
	if _, known := classes.word[Singular(w)]; known {
		return "", "", false
	}
	for k := minRunLetters; k <= len(w)-2; k++ {
		before, class = w[:k], w[k:]
		if _, isClass := classes.word[Singular(class)]; !isClass {
			continue
		}
		if _, grammarWord := typoLex[before]; grammarWord {
			continue
		}
		return before, class, true
	}
	return "", "", false
}

// minRunLetters is the fewest letters of the word before a class word run
// into it.
const minRunLetters = 3

// letters reports a word of the letters a to z only.
func letters(w string) bool {
	for _, r := range w {
		if r < 'a' || r > 'z' {
			return false
		}
	}
	return w != ""
}

// hazardWords are the words of the hazards of one word ("maglock").
var hazardWords = func() map[string]bool {
	out := map[string]bool{}
	for _, words := range hazards {
		for _, w := range words {
			if !strings.Contains(w, " ") {
				out[w] = true
			}
		}
	}
	return out
}()
