package zh

import "strings"

//go:generate go run ./internal/pinyingen

// Readings are the toneless pinyin readings of one character, at most
// three, the common one first (go-pinyin's, from pinyin_table.go); none
// outside U+3400–U+9FFF.
func (pack) Readings(r rune) []string {
	if r < pinyinFirst || r > pinyinLast {
		return nil
	}
	if c := pinyinCombos[pinyinOf[r-pinyinFirst]]; c != "" {
		return strings.Split(c, ",")
	}
	return nil
}

// Fold folds the pairs of sounds that speech recognisers and accents
// confuse onto one: zh/z, ch/c, sh/s, l/n, h/f (initials), ing/in, eng/en
// (finals).
func (pack) Fold(p string) string {
	switch {
	case strings.HasPrefix(p, "zh"), strings.HasPrefix(p, "ch"), strings.HasPrefix(p, "sh"):
		p = p[:1] + p[2:]
	case strings.HasPrefix(p, "l"):
		p = "n" + p[1:]
	case strings.HasPrefix(p, "h"):
		p = "f" + p[1:]
	}
	switch {
	case strings.HasSuffix(p, "ing"), strings.HasSuffix(p, "eng"):
		p = p[:len(p)-1]
	}
	return p
}
