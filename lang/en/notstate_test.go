package en

import (
	"strings"
	"testing"
)

// TestNotState: a state said with "not" after what a question asks of,
// for every state with an opposite and every shape of question, asks the
// opposite state ("which lights aren't off" as "which lights are on");
// "isn't the door locked" asks as said, and a command's "not" is left.
func TestNotState(t *testing.T) {
	generated(t)
	registered()
	n := 0
	things := map[string]string{"on": "lights", "off": "lights", "locked": "doors", "unlocked": "doors", "armed": "alarms", "disarmed": "alarms"}
	for state, thing := range things {
		for _, shape := range []string{"which %t are %n %s", "how many %t are %n %s", "are any %t %n %s", "what is %n %s", "is the kitchen %t %n %s",
			"which %t in the kitchen are %n %s", "tell me which %t are %n %s"} {
			for _, not := range []string{"not", "n't"} {
				said := strings.NewReplacer("%t", thing, "%s", state).Replace(shape)
				text := strings.Replace(said, "%n", not, 1)
				if not == "n't" {
					text = strings.Replace(strings.Replace(said, " %n", "n't", 1), "is n't", "isn't", 1)
					if !strings.Contains(text, "aren't") && !strings.Contains(text, "isn't") {
						continue
					}
				}
				want := compiled(strings.Replace(strings.NewReplacer("%t", thing, "%s", opposites[state]).Replace(shape), " %n", "", 1))
				n++
				if got := compiled(text); got != want || strings.HasPrefix(got, "!!") {
					t.Errorf("Compile(%q) = %s, want %s", text, got, want)
				}
			}
		}
	}
	if got, want := compiled("isn't the front door locked"), compiled("is the front door locked"); got != want {
		t.Errorf(`Compile("isn't the front door locked") = %s, want %s`, got, want)
	}
	if got := compiled("do not turn on the lights"); !strings.Contains(got, "act") {
		t.Errorf(`Compile("do not turn on the lights") = %s, want the command refused as said`, got)
	}
	if n < 70 {
		t.Errorf("%d ways, want at least 70", n)
	}
}
