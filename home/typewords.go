package home

import (
	"strings"
	"unicode"
)

// A type or a tag the table of types does not hold is not nothing: it is
// words someone wrote ("garage-door", "GarageDoor", "smart_lock",
// "gate_opener", "siren", "electric_heater"), and a hazard they say is
// what the device is, as when a name says it (Classify reads them as it
// reads names). A word missing would cost a door.

// typeWords writes a type or a tag as the words it holds, as a name is
// written: separators (_ - . / and spaces) as spaces, and a word begun
// with a capital after a small letter as a word of its own
// ("GarageDoor" is "Garage Door").
func typeWords(t string) string {
	var b strings.Builder
	prev := rune(0)
	for _, r := range t {
		switch {
		case r == '_' || r == '-' || r == '.' || r == '/' || unicode.IsSpace(r):
			r = ' '
		case unicode.IsUpper(r) && unicode.IsLower(prev):
			b.WriteRune(' ')
		}
		b.WriteRune(r)
		prev = r
	}
	return strings.Join(strings.Fields(b.String()), " ")
}
