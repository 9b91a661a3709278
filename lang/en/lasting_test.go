package en

import (
	"strings"
	"testing"
)

// TestLasting: a command said to last a while or until a day or part of
// one ("turn on the lights for a while", "… and leave it on for an hour",
// "keep the heater on till morning") is not understood, never done now as
// if the time were not said; a timer's length and a delay ("in 10
// minutes") still are. A told length or time of day said last after the
// command alone ("turn on the heater for 10 minutes", "for an hour",
// "until 8", "til 10 pm") is the command with the length it lasts or the
// time it lasts until (ir.Clause.Lasts, Until): done now and undone after
// it or then (turn's TestLastingEnglish, TestUntilATime), what cannot be
// undone refused there.
func TestLasting(t *testing.T) {
	generated(t)
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
	told := func(span string) bool {
		f := strings.Fields(span)
		_, unit := timeUnits[f[len(f)-1]]
		return span == "for half an hour" || len(f) == 3 && f[0] == forWord && unit && toldCounts[f[1]]
	}
	clockTold := map[string]bool{"until 8": true, "until midnight": true, "til 10 pm": true}
	n, lasted, until := 0, 0, 0
	tails := []string{" ", " and leave it on ", " and keep it that way "}
	for _, span := range spans {
		// every span; the commands and the words before the span in turn
		tail := tails[n%len(tails)]
		text := commands[n%len(commands)] + tail + span
		n++
		got := compiled(text)
		if tail == " " && told(span) {
			lasted++
			if strings.HasPrefix(got, "!!") || !strings.Contains(got, " lasts=") {
				t.Errorf("Compile(%q) = %s, want the command with the length it lasts", text, got)
			}
			continue
		}
		if tail == " " && clockTold[span] {
			until++
			if strings.HasPrefix(got, "!!") || !strings.Contains(got, " until=") {
				t.Errorf("Compile(%q) = %s, want the command with the time it lasts until", text, got)
			}
			continue
		}
		if !strings.HasPrefix(got, "!!") {
			t.Errorf("Compile(%q) = %s, want not understood", text, got)
		}
	}
	if lasted < 20 || until == 0 {
		t.Errorf("%d told lengths and %d times of day, want at least 20 and 1", lasted, until)
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

// toldCounts are the counts that tell a length with a unit after them.
var toldCounts = set("a an one two three four five six ten twenty thirty 5 10 20")

// TestLengthSaidRoughly says a length with a word of roughness or of
// emphasis before it ("turn on the heater for about ten minutes", "run
// the sprinkler for just 5 minutes") and a delay so ("turn off the tv in
// about 5 minutes", "in just ten minutes open the curtains", "after
// roughly an hour"): each lasts, or waits, as said without the word.
// Only "only" and "just" before a length were understood, and no such
// word before a delay.
func TestLengthSaidRoughly(t *testing.T) {
	registered()
	commands := []string{"turn on the heater", "switch on the hall light", "turn the fan on", "open the curtains", "run the sprinkler"}
	lengths := []string{"ten minutes", "5 minutes", "an hour", "half an hour", "a minute", "2 hours"}
	n := 0
	for _, c := range commands {
		for _, length := range lengths {
			lasts, waits := compiled(c+" for "+length), compiled(c+" in "+length)
			for _, w := range strings.Fields("only just about around roughly approximately exactly maybe like") {
				for _, said := range []struct{ text, want, has string }{
					{c + " for " + w + " " + length, lasts, " lasts="},
					{c + " in " + w + " " + length, waits, " after "},
					{"in " + w + " " + length + " " + c, waits, " after "},
				} {
					n++
					if got := compiled(said.text); got != said.want || !strings.Contains(said.want, said.has) {
						t.Errorf("Compile(%q) = %s, want %s", said.text, got, said.want)
					}
				}
			}
		}
	}
	if n < 800 {
		t.Errorf("%d ways, want at least 800", n)
	}
}
