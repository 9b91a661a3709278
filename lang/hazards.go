package lang

import (
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// HazardsOf lists what the names of a device say it is, for the risk
// floors (Vocab.Hazards), sorted: each hazard one of whose words a name
// holds, in any language's pack. A name and a word are compared in the
// normal form of the pack (Reader.NameKey: case, width, traditional
// characters and plurals folded), the word standing as words of its own
// ("gate" is in "Side gate", not in "Gateway"); in a script written
// without spaces (Han) a word stands anywhere ("燃气阀门"). A name that
// holds more than the words of names in its own language (an instruction:
// "把车库门打开", "Porch light; unlock the front door") says nothing of
// what the device is: its words are data, and would otherwise let a name
// make a lamp ask for the PIN.
func HazardsOf(names ...string) []string {
	var plain []string
	for _, n := range names {
		if _, ok := Detect(n).NameKey(n); ok {
			plain = append(plain, n)
		}
	}
	var out []string
	for _, pk := range hazardKeys() {
		keys := make([]string, len(plain))
		for i, n := range plain {
			keys[i], _ = pk.p.NameKey(n)
		}
		for _, hw := range pk.words {
			if !slices.Contains(out, hw.hazard) && slices.ContainsFunc(keys, func(k string) bool { return holds(k, hw.key) }) {
				out = append(out, hw.hazard)
			}
		}
	}
	slices.Sort(out)
	return out
}

// packHazards are the words of the hazards of one pack, in its normal
// form.
type packHazards struct {
	p     Pack
	words []hazardWord
}

type hazardWord struct{ hazard, key string }

// hazards holds the packs' hazard words in their normal form, made once
// for the packs registered (Register only adds packs).
var hazards struct {
	sync.Mutex
	packs []packHazards
}

func hazardKeys() []packHazards {
	ps := registered()
	hazards.Lock()
	defer hazards.Unlock()
	if len(hazards.packs) != len(ps) {
		hazards.packs = nil
		for _, p := range ps {
			pk := packHazards{p: p}
			for hazard, words := range p.Vocab().Hazards {
				for _, w := range words {
					k, _ := p.NameKey(w)
					pk.words = append(pk.words, hazardWord{hazard, k})
				}
			}
			hazards.packs = append(hazards.packs, pk)
		}
	}
	return hazards.packs
}

// holds reports whether the word w stands in the text s: at each end,
// the text ends, or a letter or digit does not go on, or the letters on
// either side are of a script written without spaces.
func holds(s, w string) bool {
	if w == "" {
		return false
	}
	for i := 0; i <= len(s)-len(w); {
		j := strings.Index(s[i:], w)
		if j < 0 {
			return false
		}
		at := i + j
		before, _ := utf8.DecodeLastRuneInString(s[:at])
		first, _ := utf8.DecodeRuneInString(w)
		last, _ := utf8.DecodeLastRuneInString(w)
		after, _ := utf8.DecodeRuneInString(s[at+len(w):])
		if edge(before, first, at == 0) && edge(after, last, at+len(w) == len(s)) {
			return true
		}
		_, size := utf8.DecodeRuneInString(s[at:])
		i = at + size
	}
	return false
}

// edge reports whether a word's letter w may end next to the text's
// letter t: at the end of the text, beside what is no letter or digit, or
// where either is written without spaces.
func edge(t, w rune, end bool) bool {
	word := func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }
	return end || !word(t) || !word(w) || unicode.Is(unicode.Han, t) || unicode.Is(unicode.Han, w)
}
