package turn

import (
	"testing"

	"edge/home"
)

// The words answers say about the capability table's attributes, as this
// package holds them today (zhAttr, boolWord). When the language packs
// hold the words, these checks read the packs instead.

// TestAttrWords checks that an answer can name every attribute of the
// table in every language: a number or a text by its name, a boolean by
// its two states.
func TestAttrWords(t *testing.T) {
	for _, c := range home.Capabilities() {
		for _, a := range c.State {
			if a.Kind != home.Bool {
				if zhAttr(a.Name) == a.Name {
					t.Errorf("zh: no name for %s (%s)", a.Name, c.Name)
				}
				continue
			}
			for _, zh := range []bool{false, true} {
				yes, no := boolWord(a.Name, true, zh), boolWord(a.Name, false, zh)
				if yes == boolWord("", true, zh) || no == boolWord("", false, zh) || yes == no {
					t.Errorf("zh=%v: no state words for %s (%s): %q, %q", zh, a.Name, c.Name, yes, no)
				}
			}
		}
	}
}
