package turn_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"edge/home/hometest"
)

// TestSpacedNames: a name or a room of the demo home typed with the space
// between two of its words left out ("turn on the livingroom ceiling
// light", "lock the frontdoor", "turn on the lights in the livingroom")
// does what the name said with its space does; it was not found. A word
// of the home that is one word ("bedroom") stays as it is.
func TestSpacedNames(t *testing.T) {
	generatedKinds(t)
	h := hometest.Load(t, "demo")
	ask := newSaidOnDemo(t, "spaced").ask
	n := 0
	check := func(joined, spaced string) {
		n++
		want := summary(ask(spaced))
		if got := summary(ask(joined)); got != want {
			t.Errorf("%q: %s, want %s as %q", joined, got, want, spaced)
		}
	}
	joinings := func(name string) []string {
		ws := strings.Fields(strings.ToLower(name))
		var out []string
		for i := 0; i+1 < len(ws); i++ {
			out = append(out, strings.Join(slices.Concat(ws[:i], []string{ws[i] + ws[i+1]}, ws[i+2:]), " "))
		}
		return out
	}
	for _, d := range h.Devices {
		if !slices.Contains(d.Capabilities, "onoff") {
			continue
		}
		for _, name := range append([]string{d.Name}, d.Aliases...) {
			for _, j := range joinings(name) {
				for _, f := range []string{"turn on the %s", "switch off the %s please", "is the %s on"} {
					check(fmt.Sprintf(f, j), fmt.Sprintf(f, strings.ToLower(name)))
				}
			}
		}
	}
	for _, r := range h.Rooms {
		for _, name := range append([]string{r.Name}, r.Aliases...) {
			for _, j := range joinings(name) {
				for _, f := range []string{"turn off the lights in the %s", "is anything on in the %s", "turn on the %s lights"} {
					check(fmt.Sprintf(f, j), fmt.Sprintf(f, strings.ToLower(name)))
				}
			}
		}
	}
	if n < 60 {
		t.Errorf("%d utterances, want at least 60", n)
	}
}
