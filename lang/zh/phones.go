package zh

import "strings"

// The phone sets a recogniser's dictionary may say Chinese in (edge
// phrases --dict, package asr), from the toneless pinyin of Readings:
//
//	sphinx-zh      CMU Sphinx's Mandarin models: the initial, then the final
//	               with its tone ("zh ong1"); every tone is a pronunciation
//	               of its own, as the readings have none
//	initial-final  the initial and the final, toneless ("zh ong")
//	pinyin         the syllable as one unit ("zhong")
var phoneSets = []string{"sphinx-zh", "initial-final", "pinyin"}

// initials are pinyin's initials, the two-letter ones first.
var initials = []string{"zh", "ch", "sh", "b", "p", "m", "f", "d", "t", "n", "l", "g", "k", "h", "j", "q", "x", "r", "z", "c", "s", "y", "w"}

// PhoneSets are the phone sets Phones knows.
func (pack) PhoneSets() []string { return phoneSets }

// Phones are the pronunciations of a toneless pinyin reading in a phone
// set; none for a set it does not know.
func (pack) Phones(reading, set string) []string {
	if reading == "" {
		return nil
	}
	initial, final := "", reading
	for _, i := range initials {
		if strings.HasPrefix(reading, i) && len(reading) > len(i) {
			initial, final = i, reading[len(i):]
			break
		}
	}
	join := func(f string) string { return strings.TrimSpace(initial + " " + f) }
	switch set {
	case "pinyin":
		return []string{reading}
	case "initial-final":
		return []string{join(final)}
	case "sphinx-zh":
		var out []string
		for tone := '1'; tone <= '5'; tone++ {
			out = append(out, join(final+string(tone)))
		}
		return out
	}
	return nil
}
