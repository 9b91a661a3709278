package asr

import (
	"bytes"
	"os/exec"
	"strings"
)

// Espeak is the espeak-ng program the pronunciations of words a
// dictionary lacks are made with.
var Espeak = "espeak-ng"

// EspeakMaker makes a word's pronunciation from the phonemes an espeak-ng
// voice says it with, mapped to the phones of CMU Sphinx's US English
// models (ARPAbet); none when espeak-ng is missing or says a phoneme
// with no such phone.
func EspeakMaker(voice string) Maker {
	return func(word string) []string {
		if voice == "" {
			return nil
		}
		var out bytes.Buffer
		cmd := exec.Command(Espeak, "-q", "-v", voice, "-x", "--sep=_", "--", word)
		cmd.Stdout = &out
		if err := cmd.Run(); err != nil {
			return nil
		}
		p, ok := arpabet(out.String())
		if !ok {
			return nil
		}
		return []string{p}
	}
}

// espeakPhones maps espeak-ng's phoneme mnemonics (stress marks taken
// off) to ARPAbet phones; "" is a phoneme said as nothing.
var espeakPhones = map[string]string{
	"a": "AE", "a#": "AE", "aa": "AE", "A:": "AA", "A@": "AA R", "A": "AA", "0": "AA", "0#": "AA",
	"aI": "AY", "aI@": "AY ER", "aI3": "AY ER", "aU": "AW", "aU@": "AW ER",
	"@": "AH", "@2": "AH", "@5": "AH", "@L": "AH L", "3": "ER", "3:": "ER", "V": "AH",
	"E": "EH", "E2": "EH", "e@": "EH R", "eI": "EY", "i": "IY", "i:": "IY", "i@": "IY R", "i@3": "IY R",
	"I": "IH", "I2": "IH", "I#": "IH", "O": "AO", "O:": "AO", "O@": "AO R", "o@": "AO R", "O2": "AO",
	"OI": "OY", "oU": "OW", "oU#": "OW", "U": "UH", "u:": "UW", "U@": "UH R", "u": "UW",
	"p": "P", "b": "B", "t": "T", "t#": "T", "t2": "T", "d": "D", "k": "K", "g": "G", "f": "F", "v": "V",
	"T": "TH", "D": "DH", "s": "S", "z": "Z", "S": "SH", "Z": "ZH", "h": "HH", "m": "M", "n": "N",
	"n-": "N", "N": "NG", "l": "L", "l-": "L", "r": "R", "r-": "R", "j": "Y", "w": "W", "tS": "CH", "dZ": "JH",
	"?": "",
}

// arpabet maps espeak-ng's phonemes of a word ("T_'3:_t#_i") to ARPAbet
// ("TH ER T IY").
func arpabet(phonemes string) (string, bool) {
	var out []string
	for _, ph := range strings.FieldsFunc(strings.TrimSpace(phonemes), func(r rune) bool { return r == '_' || r == ' ' }) {
		ph = strings.Trim(ph, "',%=")
		if ph == "" {
			continue
		}
		a, ok := espeakPhones[ph]
		if !ok {
			return "", false
		}
		if a != "" {
			out = append(out, a)
		}
	}
	return strings.Join(out, " "), len(out) > 0
}
