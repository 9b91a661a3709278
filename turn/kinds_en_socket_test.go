package turn_test

import (
	"strings"
	"testing"
)

// TestSocketWords says the words of a plug said in two ("plug socket",
// "wall socket", "wall outlet", "wall plug") name the plugs, as "plug"
// and "socket" do: "turn on the kitchen plug socket" was a name not found.
// The kettle in the kitchen and the reading lamp in the bedroom are the
// demo's; a kettle switched on asks its yes.
func TestSocketWords(t *testing.T) {
	generatedKinds(t)
	s := newSaidOnDemo(t, "socket")
	rooms := map[string]string{"kitchen": "switch.kettle", "bedroom": "switch.reading_lamp"}
	frames := []string{"turn %d the %r %w", "switch %d the %w in the %r", "turn the %r %w %d", "%r %w %d", "can you turn %d the %w in the %r please"}
	for _, w := range []string{"plug socket", "wall socket", "wall outlet", "wall plug"} {
		for r, id := range rooms {
			for _, d := range []string{"on", "off"} {
				want := "planned: " + id + " " + d + " planned"
				if id == "switch.kettle" && d == "on" {
					want = "confirm: " + id + " on pending"
				}
				for _, f := range frames {
					text := strings.NewReplacer("%d", d, "%r", r, "%w", w).Replace(f)
					s.n++
					if got := summary(s.ask(text)); got != want {
						t.Errorf("%q: %s, want %s", text, got, want)
					}
				}
			}
		}
		text := "turn off all the " + w + "s"
		s.n++
		if got := summary(s.ask(text)); got != "planned: switch.kettle off planned, switch.reading_lamp off planned" {
			t.Errorf("%q: %s, want both plugs off", text, got)
		}
	}
	if s.n < 80 {
		t.Errorf("%d utterances, want at least 80", s.n)
	}
}
