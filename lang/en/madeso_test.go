package en

import (
	"strings"
	"testing"
)

// TestMadeSo: a thing or a place to be made so ("make the study bright",
// "make it dark in the kids room") is read as the change toward it
// ("brighter", "darker"), never not understood; "it" before a place said
// after is the place's, no thing said before.
func TestMadeSo(t *testing.T) {
	registered()
	rooms := []string{"study", "kids room", "living room", "bedroom", "kitchen", "hall"}
	n := 0
	for base, more := range toward {
		for _, room := range rooms {
			pairs := [][2]string{
				{"make the " + room + " " + base, "make the " + room + " " + more},
				{"please make the " + room + " " + base, "make the " + room + " " + more},
				{"make it " + base + " in the " + room, "make it " + more + " in the " + room},
				{"make it " + base + " in here", "make it " + more + " in here"},
			}
			for _, p := range pairs {
				n++
				got, want := compiled(p[0]), compiled(p[1])
				if got != want || strings.HasPrefix(want, "!!") || strings.Contains(want, "ref") {
					t.Errorf("Compile(%q) = %s, Compile(%q) = %s, want the same change of the place", p[0], got, p[1], want)
				}
			}
		}
	}
	if n < 150 {
		t.Errorf("%d ways, want at least 150", n)
	}
	if got := compiled("make sure the lights are off"); !strings.Contains(got, "off") {
		t.Errorf("Compile(make sure …) = %s", got)
	}
}
