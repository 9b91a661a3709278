package zh

import (
	"strings"
	"testing"
)

// TestStrengthIsSpeed: every change of the pack said as stronger or
// weaker ("调强", "开强一点", "冷气调弱点") changes a speed, never a device's
// level: an air conditioner told to cool more must not be warmed by a
// degree. Said of a speed ("风扇调强一点"), it reads as faster.
func TestStrengthIsSpeed(t *testing.T) {
	n := 0
	for w, ch := range rels {
		if !strings.ContainsAny(w, "强弱") {
			continue
		}
		n++
		if ch.Attr != "speed" {
			t.Errorf("%s changes %q, want speed", w, ch.Attr)
		}
		for _, tpl := range []string{"客厅空调%s", "把冷气%s吧", "风扇%s"} {
			said := strings.Replace(tpl, "%s", w, 1)
			if got := phrasesOf(t, said); !strings.Contains(got, "Rel(speed") {
				t.Errorf("%q: %s, want a change of speed", said, got)
			}
		}
	}
	if n < 10 {
		t.Errorf("%d words of strength, want at least 10", n)
	}
}
