package home

import (
	"fmt"
	"unicode"
)

// onlyLooks says what is wrong with a character of a name that reads as
// another to a person and as nothing to edge, "" when nothing is: a Latin
// letter written for a sound, a small capital or a letter raised or
// lowered ("ɢᴀʀᴀɢᴇ ᴅᴏᴏʀ", "ᴳᵃˢ", "Garaɡe" with a script g), which a person
// reads as the plain letter; or a radical of Chinese or a second code of a
// character ("車庫⾨" with the radical ⾨, 車 of the compatibility block),
// which a person reads as the character. The floors read a name's words
// as written, so such a name hides the hazard it shows.
func onlyLooks(r rune) string {
	switch {
	case unicode.Is(unicode.Latin, r) && (unicode.Is(unicode.Lm, r) || soundLetter(r)):
		return fmt.Sprintf("contains %q (%U), a letter only in looks; write it as a plain letter", r, r)
	case hanOnlyInLooks(r):
		return fmt.Sprintf("contains %q (%U), a radical or a second code of a Chinese character, the character only in looks; write the character itself", r, r)
	}
	return ""
}

// soundLetter reports the Latin letters of phonetics that look like the
// plain ones: the phonetic extensions, the small capitals, and the script
// g and the Latin alpha (ɡ, ɑ). The letters that write languages (ɛ, ɔ,
// ŋ) are not among them.
func soundLetter(r rune) bool {
	switch {
	case r >= 0x1D00 && r <= 0x1DBF:
		return true
	}
	switch r {
	case 'ɡ', 'ɑ', 'ɢ', 'ɪ', 'ɴ', 'ʀ', 'ʏ', 'ʙ', 'ʜ', 'ʟ', 'ꜰ', 'ꜱ', 'ꞯ', 'ꟺ':
		return true
	}
	return false
}

// hanOnlyInLooks reports the radicals of Chinese (Kangxi and the
// supplement) and the compatibility ideographs that stand for a unified
// one (the dozen the compatibility block holds as characters of their own
// are not).
func hanOnlyInLooks(r rune) bool {
	switch {
	case r >= 0x2E80 && r <= 0x2FDF:
		return true
	case r >= 0x2F800 && r <= 0x2FA1F:
		return true
	case r >= 0xF900 && r <= 0xFAFF:
		switch r {
		case 0xFA0E, 0xFA0F, 0xFA11, 0xFA13, 0xFA14, 0xFA1F, 0xFA21, 0xFA23, 0xFA24, 0xFA27, 0xFA28, 0xFA29:
			return false
		}
		return true
	}
	return false
}
