package lang

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// HazardTail reports whether a name begins with the rest of a hazard's
// word, in any pack's form (Reader.LexKey): a word of its own ("Door",
// "Door sensor") or the characters of a script written without spaces
// (门) that end a hazard's word begun before them ("garage door", 车库门).
// Only such a name can say more after its room's name ("Garage" and
// "Door" say the garage door), so only such a name is read so
// (home.Classify), and a home of many names is read as fast as before.
func HazardTail(name string) bool {
	for _, pk := range hazardKeys() {
		key := pk.p.LexKey(name)
		for _, hw := range pk.tails {
			if stands(key, 0, hw) {
				return true
			}
		}
	}
	return false
}

// tails lists the ends of the words of a pack's hazards (each in its
// form) that may begin a name: what follows a space in a word, or any
// character after the first of a script written without spaces.
func tails(words map[rune][]hazardWord) []string {
	seen := map[string]bool{}
	var out []string
	for _, ws := range words {
		for _, hw := range ws {
			for at, r := range hw.key {
				prev, _ := utf8.DecodeLastRuneInString(hw.key[:at])
				starts := at > 0 && (prev == ' ' && r != ' ' || unicode.Is(unicode.Han, prev) && unicode.Is(unicode.Han, r))
				if tail := strings.TrimSpace(hw.key[at:]); starts && tail != "" && !seen[tail] {
					seen[tail] = true
					out = append(out, tail)
				}
			}
		}
	}
	return out
}
