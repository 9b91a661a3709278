package lang

import (
	"strings"
	"sync"
	"unicode"
)

// pinyinHazards lists the hazards a name written in Latin letters says
// when its words, run together with tones and the digits of tones or of
// numbers aside, spell the readings (Phonetic) of the words of a pack's
// hazards or of what they only work (Vocab.Hazards, Vocab.Worked): a relay
// called "chekumen", "che ku men" or "Chēkù mén 2" is 车库门, "ranqi fa"
// 燃气阀. At least one of the words spelt is of two characters or more: a
// word of one ("lu", 炉; "suo", 锁) is a syllable of many a Latin name
// ("Luna", "Lulu"), and says its hazard only beside a longer one.
func pinyinHazards(name string) []string {
	forms := pinyinForms()
	if len(forms.of) == 0 {
		return nil
	}
	words := latinWords(toneless(name))
	var out []string
	for i := range words {
		run := ""
		for j := i; j < len(words) && len(run) < forms.longest*2; j++ {
			run += words[j]
			if said, ok := forms.spelt(run); ok {
				out = union(out, said)
			}
		}
	}
	return out
}

// pinyinForm is the hazard a spelling says, and whether it is that of a
// word of two characters or more.
type pinyinForm struct {
	hazard string
	long   bool
}

// pinyinSpellings are the spellings of the packs' hazard words, made once
// for the packs registered.
type pinyinSpellings struct {
	of      map[string]pinyinForm
	longest int
	packs   int
}

var pinyin struct {
	sync.Mutex
	forms pinyinSpellings
}

func pinyinForms() pinyinSpellings {
	ps := registered()
	pinyin.Lock()
	defer pinyin.Unlock()
	if pinyin.forms.of != nil && pinyin.forms.packs == len(ps) {
		return pinyin.forms
	}
	f := pinyinSpellings{of: map[string]pinyinForm{}, packs: len(ps)}
	for _, p := range ps {
		ph, ok := p.(Phonetic)
		if !ok {
			continue
		}
		for _, lists := range []map[string][]string{p.Vocab().Hazards, p.Vocab().Worked} {
			for hazard, ws := range lists {
				for _, w := range ws {
					spelt, n := spell(ph, w)
					if spelt == "" {
						continue
					}
					if old, had := f.of[spelt]; !had || !old.long {
						f.of[spelt] = pinyinForm{hazard, n > 1}
					}
					f.longest = max(f.longest, len(spelt))
				}
			}
		}
	}
	pinyin.forms = f
	return f
}

// spell is a word's common readings run together and how many characters
// it has, or "" when a character of it has no reading.
func spell(ph Phonetic, word string) (string, int) {
	var b strings.Builder
	n := 0
	for _, r := range word {
		rs := ph.Readings(r)
		if len(rs) == 0 {
			return "", 0
		}
		b.WriteString(rs[0])
		n++
	}
	return b.String(), n
}

// spelt reports whether a run of letters is all spellings of hazard
// words, one of them of a long word, and the hazards they say.
func (f pinyinSpellings) spelt(run string) ([]string, bool) {
	type way struct {
		said []string
		long bool
	}
	// at[i] is how the first i letters are spelt, when they are
	ways := make([]*way, len(run)+1)
	ways[0] = &way{}
	for i := range run {
		if ways[i] == nil {
			continue
		}
		for j := i + 1; j <= len(run) && j-i <= f.longest; j++ {
			form, ok := f.of[run[i:j]]
			if !ok {
				continue
			}
			if w := ways[j]; w == nil || !w.long {
				ways[j] = &way{union(append([]string(nil), ways[i].said...), []string{form.hazard}), ways[i].long || form.long}
			}
		}
	}
	if w := ways[len(run)]; w != nil && w.long {
		return w.said, true
	}
	return nil, false
}

// toneless is a text in lower case with the tone marks of pinyin taken
// off its vowels (ü read v, as the readings write it).
func toneless(text string) string {
	return strings.Map(func(r rune) rune {
		if v, ok := tonedVowels[r]; ok {
			return v
		}
		return unicode.ToLower(r)
	}, text)
}

// tonedVowels are the vowels of pinyin with a tone mark, upper and lower
// case, by the letter the readings write.
var tonedVowels = func() map[rune]rune {
	out := map[rune]rune{}
	for plain, toned := range map[rune]string{'a': "āáǎàĀÁǍÀ", 'e': "ēéěèĒÉĚÈ", 'i': "īíǐìĪÍǏÌ",
		'o': "ōóǒòŌÓǑÒ", 'u': "ūúǔùŪÚǓÙ", 'v': "üǖǘǚǜÜǕǗǙǛ"} {
		for _, r := range toned {
			out[r] = plain
		}
	}
	return out
}()
