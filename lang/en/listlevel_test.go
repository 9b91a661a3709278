package en

import (
	"strings"
	"testing"
)

// TestListLevelEach: a verb that turns a level up or down said of a list
// of things of different kinds, an air conditioner among them ("turn up
// the bedroom ac and the tv", "turn the tv and the living room ac down",
// "lower the living room ac and the desk lamp please") turns each thing by
// its own level, as said of it alone: the AC's degrees were carried to the
// TV and the lamp, which cannot take them ("tv can't do that").
func TestListLevelEach(t *testing.T) {
	registered()
	acs := []string{"bedroom ac", "living room ac"}
	others := []string{"tv", "desk lamp", "kitchen light", "fan", "study speaker"}
	frames := []struct{ list, alone string }{
		{"turn %d the %s and the %s", "turn %d the %s"},
		{"please turn the %s and the %s %d", "turn %d the %s"},
		{"could you turn %d the %s and the %s please", "turn %d the %s"},
		{"%v the %s and the %s", "%v the %s"},
	}
	clause := func(text string) string {
		c := compiled(text)
		if !strings.HasPrefix(c, "en act set ") || strings.Contains(c, " ; ") {
			t.Fatalf("Compile(%q) = %s, want one setting", text, c)
		}
		return strings.TrimPrefix(c, "en ")
	}
	n := 0
	for _, dir := range []string{"up", "down"} {
		verb := map[string]string{"up": "raise", "down": "lower"}[dir]
		for _, ac := range acs {
			for _, o := range others {
				for _, pair := range [][2]string{{ac, o}, {o, ac}} {
					for _, f := range frames {
						say := func(form string, things ...string) string {
							form = strings.ReplaceAll(strings.ReplaceAll(form, "%d", dir), "%v", verb)
							for _, th := range things {
								form = strings.Replace(form, "%s", th, 1)
							}
							return form
						}
						text := say(f.list, pair[0], pair[1])
						want := "en " + clause(say(f.alone, pair[0])) + " ; " + clause(say(f.alone, pair[1]))
						got, _, _ := strings.Cut(compiled(text), " ~")
						n++
						if got != want {
							t.Errorf("Compile(%q) = %s, want %s", text, got, want)
						}
					}
				}
			}
		}
	}
	if n < 150 {
		t.Errorf("%d ways, want at least 150", n)
	}
}
