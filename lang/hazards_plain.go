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
func plainBut(packs []packHazards, name string) bool {
	if _, plain := Detect(name).NameKey(name); plain {
		return true
	}
	for _, pk := range packs {
		key := pk.p.LexKey(name)
		var b strings.Builder
		taken := false
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
		if rest := b.String(); taken {
			if _, plain := Detect(rest).NameKey(rest); plain {
				return true
			}
		}
	}
	return false
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
