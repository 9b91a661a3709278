package lang

import (
	"fmt"
	"slices"
	"strings"
)

// Situation is what a speaker says of what they are about to do or have
// just done, said alone ("i'm going to bed", "i'm heading out", 我要睡觉
// 了, 我回来了), and the words of the scenes that suit it (Scenes: "good
// night", "bedtime", 晚安): a scene of the home named with one of them is
// asked about, never activated unasked.
type Situation struct {
	SaidAlone `yaml:",inline"`
	Scenes    []string `yaml:"scenes"`
}

// Situations are the pack's situations.
func (b *Phrasebook) Situations() []Situation { return b.p.Situations }

// check lists what a situation lacks.
func (s Situation) check(key string) []error {
	errs := s.SaidAlone.check(key, false)
	if len(s.Scenes) == 0 {
		errs = append(errs, fmt.Errorf("%s: scenes: missing", key))
	}
	for _, w := range s.Scenes {
		if HelpWords(w) != w {
			errs = append(errs, fmt.Errorf("%s: scene word %q is not lower case without punctuation (%q)", key, w, HelpWords(w)))
		}
	}
	return errs
}

// SituationOf is the situation text says, said alone, of the pack that
// says it; ok is false for none.
func SituationOf(text string) (Situation, Pack, bool) {
	t := HelpWords(text)
	for _, p := range Packs() {
		for _, s := range p.Situations() {
			if s.said(t) {
				return s, p, true
			}
		}
	}
	return Situation{}, nil, false
}

// Suits reports whether a scene's name or alias, as HelpWords gives it,
// suits the situation: it holds one of its scene words, as whole words
// where the language writes spaces.
func (s Situation) Suits(name string) bool {
	n := " " + HelpWords(name) + " "
	return slices.ContainsFunc(s.Scenes, func(w string) bool {
		return strings.Contains(n, " "+w+" ") || !isSpaced(w) && strings.Contains(n, w)
	})
}

// isSpaced reports a word of a language written with spaces between its
// words: one of Latin letters.
func isSpaced(w string) bool {
	for _, r := range w {
		if r < 0x80 {
			return true
		}
	}
	return false
}
