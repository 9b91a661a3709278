package en

import (
	"strings"
	"testing"
)

// TestKeptAt: a thing kept, held or fixed at a value, by every such word,
// for things of every kind and values said every way ("keep the bedroom
// ac at 22", "maintain the temperature at 21 in the living room", "fix the
// bedroom ac to 22", "hold the blinds at twenty percent"), is the setting
// "set … to …" says; such a word said otherwise is no setting.
func TestKeptAt(t *testing.T) {
	generated(t)
	registered()
	n, understood := 0, 0
	for _, verb := range []string{"keep", "leave", "maintain", "hold", "fix", "please keep", "can you keep", "just leave"} {
		for _, thing := range []string{"the bedroom ac", "the temperature", "the bedside lamp", "the blinds", "the tv volume", "the heating"} {
			for _, value := range []string{"at 22", "at 22 degrees", "to 40 percent", "at twenty two", "at 40%", "to 21"} {
				for _, place := range []string{"", " in the bedroom", " please"} {
					text := verb + " " + thing + " " + value + place
					want := compiled("set " + thing + " to " + strings.TrimPrefix(strings.TrimPrefix(value, "at "), "to ") + place)
					n++
					got := compiled(text)
					if got != want {
						t.Errorf("Compile(%q) = %s, want %s", text, got, want)
					}
					if !strings.HasPrefix(got, "!!") {
						understood++
					}
				}
			}
		}
	}
	for _, text := range []string{"fix the kitchen light", "keep at it", "hold on", "leave it at that", "maintain the garden"} {
		n++
		if got := compiled(text); strings.Contains(got, "act set") {
			t.Errorf("Compile(%q) = %s, want no setting", text, got)
		}
	}
	if got, want := compiled("keep the kitchen light on"), compiled("turn the kitchen light on"); got != want {
		t.Errorf(`Compile("keep the kitchen light on") = %s, want %s`, got, want)
	}
	if n < 500 || understood < 400 {
		t.Errorf("%d ways, %d understood, want at least 500 and 400", n, understood)
	}
}
