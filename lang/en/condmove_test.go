package en

import (
	"strings"
	"testing"
)

// TestCondMoving: a condition said with a verb of change (every opener,
// subject, verb, comparison, unit and command, the condition before the
// command or after it) is the condition said with "is": "when the
// temperature drops below 20 turn on the heater" is "when the temperature
// is below 20 turn on the heater". It was a room or a name not found.
// "once" with no condition after it, and a verb of change outside a
// condition, are as they were.
func TestCondMoving(t *testing.T) {
	generated(t)
	registered()
	openers := []string{"if", "when", "once", "whenever"}
	subjects := []string{"the temperature", "it", "the bedroom", "the temperature in the bedroom", "the living room", "the bedroom humidity"}
	// moves: the verb of change and the comparison after it
	moves := []string{"drops below", "falls below", "dips under", "sinks below", "drop below", "falls under",
		"rises above", "climbs above", "goes over", "gets above", "goes above", "rise over", "gets colder than", "gets warmer than",
		"gets hotter than", "drops under"}
	commands := []string{"turn on the heater", "turn on the bedroom ac", "open the blinds", "turn off the fan"}
	n := 0
	for _, o := range openers {
		for _, s := range subjects {
			for _, m := range moves {
				verb, cmp, _ := strings.Cut(m, " ")
				for _, unit := range []string{"", " degrees", "%"} {
					for i, c := range commands {
						num := []string{"20", "18", "26", "25.5"}[i]
						cond := o + " " + s + " " + m + " " + num + unit
						is := o + " " + s + " is " + cmp + " " + num + unit
						for _, pair := range [][2]string{{cond + " " + c, is + " " + c}, {c + " " + cond, c + " " + is}} {
							n++
							got, want := compiled(pair[0]), compiled(pair[1])
							if got != want || strings.HasPrefix(want, "!!") || !strings.Contains(want, " if ") || strings.Contains(got, verb) {
								t.Errorf("Compile(%q) = %s, Compile(%q) = %s, want the same condition", pair[0], got, pair[1], want)
							}
						}
					}
				}
			}
		}
	}
	if n < 5000 {
		t.Errorf("%d ways, want at least 5000", n)
	}
	for _, text := range []string{"turn on the light once", "turn it on once", "once more", "the temperature drops below 20",
		"it goes above 26", "drop the blinds", "lower the blinds", "raise the temperature above 20"} {
		if got := compiled(text); strings.Contains(got, " if ") {
			t.Errorf("Compile(%q) = %s: want no condition", text, got)
		}
	}
}
