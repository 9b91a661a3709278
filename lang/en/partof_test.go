package en

import (
	"strings"
	"testing"

	"edge/compile"
	"edge/ir"
)

// TestPartOf: a part of the things of a class left open ("half of the
// lights", "a few lamps", "most of the bedroom lights"), for every word of
// a part, with and without "of" and a determiner, of every class word in
// the plural, is never done on all of them nor read as a level: not
// understood (its words stay in the name). "some lights", "one of the
// lamps" and "set the lamp to half" are left as they were.
func TestPartOf(t *testing.T) {
	registered()
	n := 0
	for _, part := range sorted(partOfWords) {
		for _, c := range []string{"light", "lamp", "fan", "blind", "heater", "speaker"} {
			for _, det := range []string{"", "the ", "my ", "the bedroom "} {
				for _, of := range []string{"", "of "} {
					if of == "" && partOfOnly[part] {
						continue
					}
					pre := map[string]string{"few": "a ", "couple": "a "}[part]
					for _, verb := range []string{"turn on ", "switch off ", "dim "} {
						text := verb + pre + part + " " + of + det + plural1(c)
						n++
						p, err := compile.Compile(text)
						if err != nil {
							continue
						}
						for _, cl := range p.Clauses {
							if cl.Kind == ir.Act && !strings.Contains(cl.Target.Name, part) {
								t.Errorf("Compile(%q) = %s, want the part kept in the name", text, p)
							}
						}
					}
				}
			}
		}
	}
	if n < 400 {
		t.Errorf("%d ways, want at least 400", n)
	}
	for text, want := range map[string]string{"turn on some lights": `en act on [all "lights" class=light]`,
		"turn on one of the lamps": `en act on [one "lamp" class=light]`,
		"set the lamp to half":     `en act set ["lamp" class=light] level=50`} {
		p, err := compile.Compile(text)
		if err != nil || p.String() != want {
			t.Errorf("Compile(%q) = %v, %v, want %s", text, p, err, want)
		}
	}
}
