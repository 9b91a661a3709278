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
// normal form of the pack before the grammar's rewrites (Reader.LexKey:
// case, width, traditional characters and plurals folded; no typo read
// as a word: a misspelt name is its owner's text, and edge check shows
// what it says), the word standing as words of its own ("gate" is
// in "Side gate", not in "Gateway"); in a script written without spaces
// (Han) a word stands anywhere ("燃气阀门"). A name that holds more than
// the words of names in its own language (Reader.NameKey is not plain: an
// instruction, "把车库门打开", "Porch light; unlock the front door") says
// nothing of what the device is: its words are data, and would otherwise
// let a name make a lamp ask for the PIN. A hazard's own word is no
// instruction, though the grammar knows it as a verb too: 门锁 and 前门锁
// (read as "lock the door") are locks, "打开门锁" says nothing
// (plainBut). That reading takes the whole grammar, so it is asked only
// of a name that holds a hazard's word.
func HazardsOf(names ...string) []string { return hazardsWhere(names, plainBut) }

// hazardsWhere lists, sorted, the hazards whose words the names hold, of
// the names that keep holds (the whole grammar's reading of the name).
func hazardsWhere(names []string, keep func(packs []packHazards, name string, keys [][]string) bool) []string {
	var out []string
	packs := hazardKeys()
	for _, n := range names {
		keys := keysIn(packs, n) // read once for both
		said := union(hazardsIn(packs, keys), unspoken(n))
		if len(said) == 0 || !keep(packs, n, keys) {
			continue
		}
		for _, h := range said {
			if !slices.Contains(out, h) {
				out = append(out, h)
			}
		}
	}
	slices.Sort(out)
	return out
}

// unspoken lists the hazards a name says in words of no pack: those of
// the European languages edge does not speak (tonguesSay) and the Latin
// spelling of a pack's hazard words (pinyinHazards).
func unspoken(name string) []string { return union(tonguesSay(name), pinyinHazards(name)) }

// hazardsIn lists the hazards whose words a name holds, in any pack's
// form (Reader.LexKey) or as written (keys, each pack's keysOf): the form may read a hazard's word
// with what is before it as other words (小电热毯's 小电 as 小点, "a bit
// lower"), which the name as written still holds.
func hazardsIn(packs []packHazards, keys [][]string) []string {
	var out []string
	for i, pk := range packs {
		for _, key := range keys[i] {
			out = pk.said(key, out)
		}
	}
	return out
}

// keysIn are each pack's forms of a name (keysOf), by pack.
func keysIn(packs []packHazards, name string) [][]string {
	keys := make([][]string, len(packs))
	for i, pk := range packs {
		keys[i] = keysOf(pk, name)
	}
	return keys
}

// keysOf are the forms a name is read in for a pack's hazards: its
// LexKey, and the name as written, lower case, when that differs.
func keysOf(pk packHazards, name string) []string {
	key, written := pk.p.LexKey(name), strings.ToLower(name)
	keys := []string{key}
	if written != key {
		keys = append(keys, written)
	}
	if apart := numbersApart(name); apart != name {
		if k := pk.p.LexKey(apart); !slices.Contains(keys, k) {
			keys = append(keys, k)
		}
	}
	return keys
}

// numbersApart is the name with a space where a letter meets a digit: the
// form reads "GasValve1" as one word, which "GasValve 1" is not.
func numbersApart(name string) string {
	var b strings.Builder
	prev := rune(0)
	for _, r := range name {
		if prev != 0 && (unicode.IsLetter(prev) && unicode.IsDigit(r) || unicode.IsDigit(prev) && unicode.IsLetter(r)) &&
			!unicode.Is(unicode.Han, prev) && !unicode.Is(unicode.Han, r) {
			b.WriteByte(' ')
		}
		b.WriteRune(r)
		prev = r
	}
	return b.String()
}

// packHazards are the words of the hazards of one pack, in its form
// (Reader.LexKey), by the first letter of each.
type packHazards struct {
	p     Pack
	words map[rune][]hazardWord
	// tails are the ends of the words that may begin a name (HazardTail).
	tails []string
	// classes are the class words (Vocab.Classes) and worked the words of
	// hazards only worked (Vocab.Worked), in the pack's form: hazard is
	// the class's name in classes (HazardsDone). marks are the words
	// whose standing in a name makes it worth the grammar's reading for
	// what it works: those of worked, of the hazards' classes and of the
	// verbs that work only a hazard.
	classes, worked []hazardWord
	// named are the whole names of scenes and groups that do a hazard
	// (Vocab.Named), in the pack's form.
	named []hazardWord
	marks map[rune][]hazardWord
	// which are the words that only tell which one (Vocab.Which) and ways
	// the places whose name alone is a way in (Vocab.Ways), in the pack's
	// form.
	which []string
	ways  []hazardWord
}

type hazardWord struct{ hazard, key string }

// said adds to out the hazards one of whose words stands in the key.
func (pk packHazards) said(key string, out []string) []string {
	for at, r := range key {
		for _, hw := range pk.words[r] {
			if !slices.Contains(out, hw.hazard) && stands(key, at, hw.key) {
				out = append(out, hw.hazard)
			}
		}
	}
	return out
}

// hazards holds the packs' hazard words in their form, made once for the
// packs registered (Register only adds packs).
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
			pk := packHazards{p: p, words: map[rune][]hazardWord{}}
			for hazard, words := range p.Vocab().Hazards {
				for _, w := range words {
					if k := p.LexKey(w); k != "" {
						first, _ := utf8.DecodeRuneInString(k)
						pk.words[first] = append(pk.words[first], hazardWord{hazard, k})
					}
				}
			}
			for hazard, signs := range hazardSigns {
				for _, k := range signs {
					first, _ := utf8.DecodeRuneInString(k)
					pk.words[first] = append(pk.words[first], hazardWord{hazard, k})
				}
			}
			pk.tails = tails(pk.words)
			pk.classes, pk.worked = keyed(p, p.Vocab().Classes), keyed(p, p.Vocab().Worked)
			pk.named, pk.ways = keyed(p, p.Vocab().Named), keyed(p, p.Vocab().Ways)
			for _, w := range p.Vocab().Which {
				if k := p.LexKey(w); k != "" {
					pk.which = append(pk.which, k)
				}
			}
			pk.marks = marks(p, pk)
			hazards.packs = append(hazards.packs, pk)
		}
	}
	return hazards.packs
}

// keyed is each word of the lists, in the pack's form, with the name of
// its list.
func keyed(p Pack, lists map[string][]string) []hazardWord {
	var out []hazardWord
	for name, words := range lists {
		for _, w := range words {
			if k := p.LexKey(w); k != "" {
				out = append(out, hazardWord{name, k})
			}
		}
	}
	return out
}

// stands reports whether the word w stands in the text s at byte at: it
// is there, and at each end the text ends, or a letter or digit does not
// go on, or the letters on either side are of a script written without
// spaces.
func stands(s string, at int, w string) bool {
	if !strings.HasPrefix(s[at:], w) {
		return false
	}
	before, _ := utf8.DecodeLastRuneInString(s[:at])
	first, _ := utf8.DecodeRuneInString(w)
	last, _ := utf8.DecodeLastRuneInString(w)
	after, _ := utf8.DecodeRuneInString(s[at+len(w):])
	return edge(before, first, at == 0) && edge(after, last, at+len(w) == len(s))
}

// edge reports whether a word's letter w may end next to the text's
// letter t: at the end of the text, beside what is no letter or digit,
// where either is written without spaces, or where a letter meets a digit
// (a number joined to a word, "Heater1", "2Door", is a word beside it).
func edge(t, w rune, end bool) bool {
	word := func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }
	return end || !word(t) || !word(w) || unicode.Is(unicode.Han, t) || unicode.Is(unicode.Han, w) ||
		unicode.IsDigit(t) != unicode.IsDigit(w)
}

// WithMakers is a pack's hazards' words with the names of the makers of
// each added (makers whose every product is a hazard of that class: a
// relay called only "Nuki" is a lock), for its Vocab.Hazards.
func WithMakers(words, makers map[string][]string) map[string][]string {
	out := map[string][]string{}
	for hazard, ws := range words {
		out[hazard] = append(out[hazard], ws...)
	}
	for hazard, ms := range makers {
		out[hazard] = append(out[hazard], ms...)
	}
	return out
}
