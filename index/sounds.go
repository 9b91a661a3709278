package index

import (
	"maps"
	"slices"
	"strings"
	"sync"

	"edge/internal/editdist"
	"edge/lang"
)

// classWord is a class and one of its words.
type classWord struct{ class, word string }

// hanClassSounds maps the folded readings of every Chinese class word
// ("deng" for the lamp) to its class and word, or to none when two class words
// sound alike. It is made on first use, once the language packs are
// registered.
var hanClassSounds = sync.OnceValue(func() map[string]classWord {
	m := map[string]classWord{}
	for class, ws := range lang.Classes() {
		for _, w := range ws {
			us := units(w)
			if len(us) == 0 || !allHan(us) {
				continue
			}
			for _, s := range soundsOf(us, false) {
				if c, ok := m[s]; ok && c != (classWord{class, w}) {
					m[s] = classWord{}
					continue
				}
				m[s] = classWord{class, w}
			}
		}
	}
	return m
})

func allHan(us []unit) bool {
	for _, u := range us {
		if u.kind != unitHan {
			return false
		}
	}
	return true
}

// maxSounds bounds the readings combined for a text of several heteronyms.
const maxSounds = 16

// soundsOf lists the folded readings of CJK units, joined by spaces, one
// per combination of the characters' readings (at most maxSounds); of
// units said, their common readings alone (saidReading).
func soundsOf(us []unit, said bool) []string {
	out := []string{""}
	for _, u := range us {
		fs := foldedReadings(u.text)
		if _, common, ok := saidReading(u.text); said && ok {
			fs = []string{common}
		}
		var next []string
		for _, prefix := range out {
			for _, f := range fs {
				if len(next) < maxSounds {
					next = append(next, strings.TrimSpace(prefix+" "+f))
				}
			}
		}
		if len(next) == 0 {
			return nil
		}
		out = next
	}
	return out
}

// soundsLikeClass finds the class a text that is no name may be meant as,
// and the class word it sounds like: Chinese characters that sound like a
// class word (a homophone of the word for lamp reads as light), or one latin word that is a misspelt
// class word ("lite" → light). It returns "" for none, and when two class
// words fit. The answer depends on the text and the packs alone (they
// register at start), and a name not found is asked of several times in
// one turn: the last answers are kept.
func soundsLikeClass(text string) (class, word string) {
	sounds.Lock()
	cw, ok := sounds.m[text]
	sounds.Unlock()
	if !ok {
		cw = soundsLikeClassOf(text)
		sounds.Lock()
		if len(sounds.m) >= maxSoundsKept {
			clear(sounds.m)
		}
		sounds.m[text] = cw
		sounds.Unlock()
	}
	return cw.class, cw.word
}

// sounds are soundsLikeClass's last answers, at most maxSoundsKept.
var sounds = struct {
	sync.Mutex
	m map[string]classWord
}{m: map[string]classWord{}}

const maxSoundsKept = 4096

// soundsLikeClassOf is soundsLikeClass, worked out.
func soundsLikeClassOf(text string) classWord {
	us := units(text)
	found := map[classWord]bool{}
	switch {
	case len(us) == 0:
	case allHan(us):
		for _, s := range soundsOf(us, true) {
			if c, ok := hanClassSounds()[s]; ok {
				found[c] = true
			}
		}
	case len(us) == 1 && us[0].kind == unitWord:
		w := us[0].text
		thing := knownThing(w)
		sw := skeleton(w)
		for class, ws := range lang.Classes() {
			for _, cw := range ws {
				if cw[0] >= 0x80 || strings.Contains(cw, " ") || thing && w != cw {
					continue
				}
				if nested(w, cw) {
					continue // "dehumidifier" is no misspelt "humidifier"
				}
				if misspeltFor(w, cw) ||
					len(w) >= 3 && len(sw) >= minSkeleton && sw == skeleton(cw) && editdist.Distance(w, cw, 3) <= 3 {
					found[classWord{class, cw}] = true
				}
			}
		}
	}
	delete(found, classWord{})
	if len(found) != 1 {
		return classWord{}
	}
	return slices.Collect(maps.Keys(found))[0]
}

// knownThing reports a word of a thing its language knows, that a home
// may lack or that does a hazard ("boiler", "dishwasher", "iron"): it is
// that thing, never a misspelt class word ("boiler" is no "blower", a
// fan).
func knownThing(w string) bool {
	if len(lang.HazardsOf(w)) > 0 {
		return true
	}
	d, ok := lang.Detect(w).(lang.Decoyer)
	if !ok {
		return false
	}
	things, _ := d.Decoys()
	return slices.Contains(things, w)
}

// minSkeleton is the fewest letters of a skeleton that a word may be read
// as a class word by: a short word of two consonants sounds like too many
// ("bat" and "bath" are no "bot", "fun" no "fan").
const minSkeleton = 3
