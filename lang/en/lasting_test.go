package en

import (
	"strings"
	"testing"
)

// TestLasting: a command said to last a while or until a time ("turn on
// the lights for a while", "… and leave it on for an hour", "keep the fan
// on until 8") is not understood, never done now as if the time were not
// said; a timer's length and a delay ("in 10 minutes") still are.
func TestLasting(t *testing.T) {
	registered()
	commands := []string{"turn on the heater", "switch on the hall light", "turn the fan on", "open the curtains", "turn off the tv",
		"set the ac to 22 degrees", "dim the kitchen light"}
	var spans []string
	for _, c := range sorted(spanCounts) {
		for _, u := range sorted(spanUnits) {
			spans = append(spans, "for "+c+" "+u)
		}
	}
	for _, u := range sorted(spanUnits) {
		spans = append(spans, "for 20 "+u, "for 5 "+u)
	}
	spans = append(spans, "for 10 minutes", "for half an hour", "for a few more minutes", "until 8", "till morning",
		"until i get back", "until midnight", "til 10 pm")
	n := 0
	tails := []string{" ", " and leave it on ", " and keep it that way "}
	for _, span := range spans {
		// every span; the commands and the words before the span in turn
		text := commands[n%len(commands)] + tails[n%len(tails)] + span
		n++
		if got := compiled(text); !strings.HasPrefix(got, "!!") {
			t.Errorf("Compile(%q) = %s, want not understood", text, got)
		}
	}
	if n < 300 {
		t.Errorf("%d ways, want at least 300", n)
	}
	for _, text := range []string{"set a timer for 10 minutes", "start a timer for an hour", "turn off the tv in 10 minutes", "turn on the tv for me"} {
		if got := compiled(text); strings.HasPrefix(got, "!!") {
			t.Errorf("Compile(%q) = %s, want it understood", text, got)
		}
	}
}
