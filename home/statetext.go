package home

import (
	"fmt"
	"unicode"
)

// stateText says what is wrong with the characters of a text state (a
// colour, a mode, a status), "" when nothing is: a control character, or
// one that makes the text read in another order than it is written. A
// state is said back in answers and kept in the audit log, as a name is,
// and is refused for the same characters.
func stateText(s string) string {
	for _, r := range s {
		switch {
		case unicode.IsControl(r):
			return fmt.Sprintf("contains the control character %U; remove it", r)
		case bidi(r):
			return fmt.Sprintf("contains the bidirectional control character %U, which makes the text read in another order than it is written; remove it", r)
		}
	}
	return ""
}
