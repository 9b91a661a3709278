package en

import (
	"slices"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"edge/grammar"
)

// runTogether splits a word typed as a name's words run together, the
// last of them a class word ("desklamp", "kitchenlight", "frontdoor",
// "spotlights"): the word before it is the word the letters before the
// class word make. A name of the home is read the same (Key), so
// "Desklamp" and "desk lamp" are one name. A word the pack knows is not
// split ("daylight" is a colour, "lawnmower" a class word, "maglock" a
// word of a hazard), nor one whose
// letters before the class word make a word of the grammar ("outdoor",
// "indoors"), nor one of fewer than minRunLetters before it.
func runTogether(toks []lexer.Token) []lexer.Token {
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if t.Type != grammar.Word || typoContent[t.Value] {
			continue
		}
		if _, known := classes.word[Singular(t.Value)]; known || hazardWords[Singular(t.Value)] {
			continue
		}
		if before, class, ok := classAtEnd(t.Value); ok {
			first, second := t, t
			first.Value, second.Value = before, class
			if k, ok := typoLex[class]; ok && !typoContent[class] {
				second.Type = k // "hoover" is also a verb
			}
			toks = slices.Insert(slices.Delete(toks, i, i+1), i, first, second)
			i++
		}
	}
	return toks
}

// minRunLetters is the fewest letters of the word before a class word run
// into it.
const minRunLetters = 3

// classAtEnd finds the longest class word (or its plural) that ends w,
// with a word of minRunLetters or more letters before it that is no word
// of the grammar.
func classAtEnd(w string) (before, class string, ok bool) {
	for k := minRunLetters; k <= len(w)-2; k++ {
		before, class = w[:k], w[k:]
		if _, isClass := classes.word[Singular(class)]; !isClass {
			continue
		}
		if _, grammarWord := typoLex[before]; grammarWord || !letters(before) {
			continue
		}
		return before, class, true
	}
	return "", "", false
}

// letters reports a word of letters only.
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
