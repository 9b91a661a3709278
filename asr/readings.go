package asr

import (
	"slices"
	"strings"

	"edge/lang"
)

// Phoner is a pack that says its readings (lang.Phonetic) in the phones
// of a model's phone set. A pack implements it optionally.
type Phoner interface {
	lang.Phonetic
	// PhoneSets are the phone sets the pack knows, by name.
	PhoneSets() []string
	// Phones are the pronunciations of a reading in a phone set, each its
	// phones separated by spaces (none for a reading it cannot say).
	Phones(reading, set string) []string
}

// maxReadings bounds the pronunciations made of a word of several
// characters.
const maxReadings = 16

// ReadingsMaker makes a word's pronunciations from the readings of its
// characters in a pack (lang.Phonetic: pinyin from go-pinyin for
// Chinese), in one of its phone sets: each character's readings, in a
// row; none when a character has no reading.
func ReadingsMaker(p Phoner, set string) Maker {
	return func(word string) []string {
		prons := []string{""}
		for _, r := range word {
			var alts []string
			for _, reading := range p.Readings(r) {
				for _, ph := range p.Phones(reading, set) {
					if !slices.Contains(alts, ph) {
						alts = append(alts, ph)
					}
				}
			}
			if len(alts) == 0 {
				return nil
			}
			var next []string
			for _, pre := range prons {
				for _, a := range alts {
					if len(next) < maxReadings {
						next = append(next, strings.TrimSpace(pre+" "+a))
					}
				}
			}
			prons = next
		}
		if len(prons) == 1 && prons[0] == "" {
			return nil
		}
		return prons
	}
}
