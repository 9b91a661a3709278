package lang

import (
	"strings"
	"unicode/utf8"
)

// plainBut reports whether a name holds nothing but the words of names
// once the hazards' words standing in it are taken out, in the form of
// each pack (Reader.LexKey): a hazard's word that the grammar also knows
// as a verb (锁, "lock") makes no instruction of a name on its own, as
// in 门锁 or 前门锁, which the grammar would read as "lock the door".
// Any other grammar word does ("打开门锁", "Porch light; unlock the
// front door").
func plainBut(packs []packHazards, name string, keys [][]string) bool {
	if _, plain := Detect(name).NameKey(name); plain {
		return true
	}
	for i, pk := range packs {
		for _, key := range keys[i] {
			if pk.plainBut(key) {
				return true
			}
		}
	}
	return false
}

// plainBut reports whether a key holds nothing but the words of names,
// or words that are no instruction, once the pack's hazard words standing
// in it are taken out.
func (pk packHazards) plainBut(key string) bool {
	rest, taken := pk.without(key)
	if !taken {
		return false
	}
	_, plain := Detect(rest).NameKey(rest)
	return plain || !instruction(rest)
}

// without is the key with the pack's hazard words standing in it taken
// out (a space for each), and whether any was.
func (pk packHazards) without(key string) (rest string, taken bool) {
	var b strings.Builder
	for at := 0; at < len(key); {
		w := pk.standing(key, at)
		if w == "" {
			_, size := utf8.DecodeRuneInString(key[at:])
			b.WriteString(key[at : at+size])
			at += size
			continue
		}
		b.WriteByte(' ')
		at += len(w)
		taken = true
	}
	return b.String(), taken
}

// standing is the longest hazard word of the pack standing in key at
// byte at, or "".
func (pk packHazards) standing(key string, at int) string {
	best := ""
	first, _ := utf8.DecodeRuneInString(key[at:])
	for _, hw := range pk.words[first] {
		if len(hw.key) > len(best) && stands(key, at, hw.key) {
			best = hw.key
		}
	}
	return best
}

// instruction reports words that read as a command: a verb or a direction
// in them. What only qualifies a name ("小", "一号", "Big") is none, and
// the hazard's word it qualifies still says what the device is (小电炉 is
// a heater).
func instruction(text string) bool {
	cs, err := Detect(text).Parse(text)
	if err != nil {
		return false
	}
	for _, c := range cs {
		for _, p := range c {
			if p.Kind == Verb || p.Kind == Dir {
				return true
			}
		}
	}
	return false
}
