package drivers

import (
	"maps"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// MaxText is the most characters of a text a device reports (a status, a
// mode, a colour) that edge keeps; a longer one is cut, ending in "…".
const MaxText = 80

// plainState returns a device's state with each text in it made plain
// (plainText): what a driver reports is data that is said back in replies,
// printed on terminals and sent to clients, so no escape sequence, line
// break or reordering character of it reaches them, and none is longer
// than MaxText. The state is returned as it is when nothing needs it.
func plainState(state map[string]any) map[string]any {
	out, _ := plainMap(state)
	return out
}

// plainMap is m with each text in it made plain, and whether that changed
// it (m itself is left as it is).
func plainMap(m map[string]any) (map[string]any, bool) {
	var out map[string]any
	for k, v := range m {
		p, changed := plainValue(v)
		if !changed {
			continue
		}
		if out == nil {
			out = maps.Clone(m)
		}
		out[k] = p
	}
	if out == nil {
		return m, false
	}
	return out, true
}

// plainValue is v with each text in it made plain, and whether that
// changed it.
func plainValue(v any) (any, bool) {
	switch x := v.(type) {
	case string:
		p := plainText(x)
		return p, p != x
	case map[string]any:
		return plainMap(x)
	case []any:
		var out []any
		for i, e := range x {
			if p, changed := plainValue(e); changed {
				if out == nil {
					out = slices.Clone(x)
				}
				out[i] = p
			}
		}
		if out == nil {
			return v, false
		}
		return out, true
	}
	return v, false
}

// plainText is s with what does not print taken out: a control character
// or a line or paragraph separator becomes a space, a format character
// (zero-width, bidirectional controls) is dropped, invalid UTF-8 is
// dropped, runs of spaces fold into one, and past MaxText characters the
// text is cut.
func plainText(s string) string {
	if plain(s) {
		return s
	}
	var b strings.Builder
	space, n := false, 0
	for _, r := range strings.ToValidUTF8(s, "") {
		switch {
		case unicode.Is(unicode.Cf, r):
			continue
		case unicode.IsControl(r), unicode.IsSpace(r):
			space = true
			continue
		}
		if space && n > 0 {
			b.WriteByte(' ')
			n++
		}
		space = false
		if n >= MaxText {
			return strings.TrimSpace(b.String()) + "…"
		}
		b.WriteRune(r)
		n++
	}
	return b.String()
}

// plain reports whether s is plain text already: valid UTF-8 of at most
// MaxText characters, with no character but the space that does not
// print, and no runs of spaces.
func plain(s string) bool {
	if !utf8.ValidString(s) || utf8.RuneCountInString(s) > MaxText || strings.Contains(s, "  ") {
		return false
	}
	for _, r := range s {
		if r != ' ' && !unicode.IsPrint(r) {
			return false
		}
	}
	return true
}
