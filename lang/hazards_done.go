package lang

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// HazardsDone lists, sorted, the hazards of what the names say is done:
// those HazardsOf reads, and those of each clause that works something
// with a verb or a direction ("Open the garage", "Unlock front", "Gas
// on", 打开车库门, 解锁前门): what a verb does only to a hazard (unlock,
// disarm), and the hazard of each thing worked, said by a hazard's word,
// a class word of a hazard's class or a word of one only worked
// (Vocab.Worked). A thing that holds a class word of any other class
// ("Garage light on", 客厅灯) is that thing, and its other words only
// say where or which. So is a name that is all a hazard's Vocab.Named
// ("Heating", 取暖). A scene so named does that to its members
// (home.SceneSays).
func HazardsDone(names ...string) []string {
	out := HazardsOf(names...)
	packs := hazardKeys()
	for _, n := range names {
		out = union(out, namedAs(packs, n))
		if !marked(packs, n) {
			continue
		}
		cs, err := Detect(n).Parse(n)
		if err != nil {
			continue
		}
		for _, c := range cs {
			if said, ok, _ := worked(packs, c); ok {
				out = union(out, said)
			}
		}
	}
	slices.Sort(out)
	return out
}

// namedAs lists the hazards a scene or a group so named does, the whole
// name in any pack's form being one of its Vocab.Named.
func namedAs(packs []packHazards, name string) []string {
	var out []string
	for _, pk := range packs {
		for _, key := range keysOf(pk, name) {
			for _, w := range pk.named {
				if key == w.key {
					out = union(out, []string{w.hazard})
				}
			}
		}
	}
	return out
}

// classHazards are the hazards of the device classes (ir.Classes) that
// are one: a door worked by a relay is its release.
var classHazards = map[string]string{"garage_door": "garage_door", "gate": "garage_door", "door": "lock",
	"lock": "lock", "valve": "valve", "heater": "heat", "alarm": "alarm"}

// relayClasses are the classes whose words say only that a thing is
// switched ("Gas valve switch", 燃气阀开关): they name nothing else.
var relayClasses = map[string]bool{"switch": true, "outlet": true}

// verbHazards are the hazards of the verbs (canonical) that work nothing
// else.
var verbHazards = map[string]string{"unlock": "lock", "disarm": "alarm"}

// worked is what one clause says it works, when it works something with
// a verb or a direction (ok): the hazards of its verbs and of the things
// it names; other is set when it names a thing of a class that is no
// hazard, or says more than a verb, a direction and things.
func worked(packs []packHazards, c Clause) (said []string, ok, other bool) {
	for _, p := range c {
		switch p.Kind {
		case Verb:
			ok = true
			if h, is := verbHazards[p.Word]; is {
				said = union(said, []string{h})
			}
		case Dir:
			ok = true
		case Filler, NP, Prep:
		default:
			other = true
		}
	}
	if !ok {
		return nil, false, other
	}
	for _, p := range c {
		np := &p
		if p.Kind == Prep {
			np = p.NP
		}
		if np == nil || np.Kind != NP || len(np.Words) == 0 {
			continue
		}
		if hz, thing := thingSays(packs, np.Words); thing {
			said = union(said, hz)
		} else {
			other = true
		}
	}
	return said, true, other
}

// thingSays is what the words of a thing worked say it is, and whether
// they name no thing of a class that is no hazard (thing).
func thingSays(packs []packHazards, words []string) (hz []string, thing bool) {
	text := joinWords(words)
	hz = flowing(packs, text)
	for _, pk := range packs {
		for _, key := range keysOf(pk, text) {
			for _, class := range pk.classesIn(key) {
				h, hazard := classHazards[class]
				switch {
				case hazard:
					hz = union(hz, []string{h})
				case !relayClasses[class]:
					return nil, false
				}
			}
			hz = pk.said(key, hz)
		}
	}
	return hz, true
}

// classesIn are the classes of the class words standing in key, the
// longest at each place, read from its start: 车库门 is a garage door,
// not a door too.
func (pk packHazards) classesIn(key string) []string {
	var out []string
	for at := 0; at < len(key); {
		best := hazardWord{}
		for _, cw := range pk.classes {
			if len(cw.key) > len(best.key) && stands(key, at, cw.key) {
				best = cw
			}
		}
		if best.key == "" {
			_, size := utf8.DecodeRuneInString(key[at:])
			at += size
			continue
		}
		out = append(out, best.hazard)
		at += len(best.key)
	}
	return out
}

// marks are the words of a pack whose standing in a name may make it
// say what it works (packHazards.marks), by the first letter of each, with the hazards'
// own words.
func marks(p Pack, pk packHazards) map[rune][]hazardWord {
	out := map[rune][]hazardWord{}
	add := func(w hazardWord) {
		first, _ := utf8.DecodeRuneInString(w.key)
		out[first] = append(out[first], w)
	}
	for _, ws := range pk.words {
		for _, w := range ws {
			add(w)
		}
	}
	for _, w := range pk.worked {
		add(w)
	}
	for _, w := range pk.ways {
		add(w)
	}
	for _, cw := range pk.classes {
		if h, ok := classHazards[cw.hazard]; ok {
			add(hazardWord{h, cw.key})
		}
	}
	for w, verb := range p.Vocab().Verbs {
		if h, ok := verbHazards[verb]; ok {
			if k := p.LexKey(w); k != "" {
				add(hazardWord{h, k})
			}
		}
	}
	return out
}

// marked reports a name that holds a hazard's word or a mark
// (packHazards.marks) in some pack's form: only such a name is read by
// the grammar for what it works, which at 10,000 devices would take half
// a second for names that say nothing.
func marked(packs []packHazards, name string) bool {
	for _, pk := range packs {
		for _, key := range keysOf(pk, name) {
			for at, r := range key {
				for _, w := range pk.marks[r] {
					if stands(key, at, w.key) {
						return true
					}
				}
			}
		}
	}
	return false
}

// doorClasses are the classes whose word ending a relay's name, with no
// verb, says the hazard the relay works ("Front door", 后门): the door's
// release. "Garage" ends a room's name before a door's ("Garage outlet"
// is in one), and a door word inside a name is a place's (门厅插座).
var doorClasses = map[string]string{"door": "lock"}

// endsInDoor lists the hazards of a name that ends with the word of a
// door class (doorClasses), or is all a way in (Vocab.Ways: "Garage",
// 车库), what only tells which one after it left out (whichLeftOut), and
// names a thing of no other class.
func endsInDoor(packs []packHazards, name string) []string {
	if _, thing := thingSays(packs, []string{name}); !thing {
		return nil
	}
	var out []string
	for _, pk := range packs {
		for _, key := range keysOf(pk, name) {
			key = pk.whichLeftOut(key)
			bare := pk.whichLeftOut(pk.switchLeftOut(key))
			for _, cw := range pk.classes {
				if h, ok := doorClasses[cw.hazard]; ok && (endsWith(key, cw.key) || endsWith(bare, cw.key)) {
					out = union(out, []string{h})
				}
			}
			for _, w := range pk.ways {
				if key == w.key {
					out = union(out, []string{w.hazard})
				}
			}
		}
	}
	return out
}

// switchLeftOut is a name's key with a class word of what only switches
// (relayClasses: "switch", "plug", "socket", 开关, 插座) that ends it left
// out: after a door's word it says what releases the door ("Front door
// switch", 后门开关). After a way in it says only where it is ("Garage
// socket", 车库插座), so endsInDoor reads the ways without it.
func (pk packHazards) switchLeftOut(key string) string {
	for _, cw := range pk.classes {
		if relayClasses[cw.hazard] && endsWith(key, cw.key) {
			return strings.TrimRight(key[:len(key)-len(cw.key)], " ")
		}
	}
	return key
}

// endsWith reports whether the word w stands at the end of key.
func endsWith(key, w string) bool {
	return strings.HasSuffix(key, w) && stands(key, len(key)-len(w), w)
}

// whichLeftOut is a name's key with what ends it and only tells which one
// left out: a number in digits or any pack's words ("2", "#2", "No. 2",
// "one", 一), a letter ("Door A", 后门A), what is in brackets ("Back
// door (left)"), a word of the pack's that only tells which one
// (Vocab.Which: "Door number two", "Front door main", 门二号), or that it
// is a relay ("Front door relay", 前门继电器).
func (pk packHazards) whichLeftOut(key string) string {
	for {
		key = strings.TrimRight(key, " ")
		cut := key
		if last, _ := utf8.DecodeLastRuneInString(key); strings.ContainsRune(")]）】", last) {
			if at := strings.LastIndexAny(key, "([（【"); at >= 0 {
				cut = key[:at]
			}
		} else if runs := DigitRuns(key); len(runs) > 0 && runs[len(runs)-1].End == len(key) && wordStarts(key, runs[len(runs)-1].Start) {
			cut = key[:runs[len(runs)-1].Start]
		} else if at := wordStart(key); whichWord(key[at:]) {
			cut = key[:at]
		} else if w := pk.whichEnding(key); w != "" {
			cut = key[:len(key)-len(w)]
		}
		cut = strings.TrimRight(cut, " #")
		if cut == key {
			return key
		}
		key = cut
	}
}

// whichEnding is the word of the pack's that only tells which one
// (Vocab.Which) standing at the end of key, or "".
func (pk packHazards) whichEnding(key string) string {
	for _, w := range pk.which {
		if strings.HasSuffix(key, w) && stands(key, len(key)-len(w), w) {
			return w
		}
	}
	return ""
}

// wordStart is where the last word of key begins: after its last space,
// or after the last character of a script written without spaces.
func wordStart(key string) int {
	at := len(key)
	for at > 0 {
		r, size := utf8.DecodeLastRuneInString(key[:at])
		if r == ' ' || unicode.Is(unicode.Han, r) {
			break
		}
		at -= size
	}
	return at
}

// wordStarts reports whether a word may begin at byte at of key.
func wordStarts(key string, at int) bool {
	before, _ := utf8.DecodeLastRuneInString(key[:at])
	first, _ := utf8.DecodeRuneInString(key[at:])
	return edge(before, first, at == 0)
}

// whichWord reports a word that only tells which one: one letter, or a
// short word cut short ("no.", "nr.").
func whichWord(w string) bool {
	rs := []rune(w)
	switch {
	case len(rs) == 1:
		return unicode.IsLetter(rs[0]) && !unicode.Is(unicode.Han, rs[0])
	case len(rs) > 1 && len(rs) <= 3:
		return rs[len(rs)-1] == '.'
	}
	return false
}

// flowing lists the hazards whose words only worked (Vocab.Worked) stand
// in the text, in any pack's form ("Gas", 燃气, "Propane supply").
func flowing(packs []packHazards, text string) []string {
	var out []string
	for _, pk := range packs {
		for _, key := range keysOf(pk, text) {
			for _, w := range pk.worked {
				if standsIn(key, w.key) {
					out = union(out, []string{w.hazard})
				}
			}
		}
	}
	return out
}

// standsIn reports whether the word w stands anywhere in s.
func standsIn(s, w string) bool {
	for at := range s {
		if stands(s, at, w) {
			return true
		}
	}
	return false
}

// joinWords writes the words of a phrase as one text, a space between
// two that are not both written without spaces.
func joinWords(words []string) string {
	out := ""
	for i, w := range words {
		last, _ := utf8.DecodeLastRuneInString(out)
		first, _ := utf8.DecodeRuneInString(w)
		if i > 0 && !(unicode.Is(unicode.Han, last) && unicode.Is(unicode.Han, first)) {
			out += " "
		}
		out += w
	}
	return out
}

// union adds to out what of more it lacks.
func union(out, more []string) []string {
	for _, h := range more {
		if !slices.Contains(out, h) {
			out = append(out, h)
		}
	}
	return out
}
