package en

import (
	"strings"
	"testing"
)

// TestConditionOpenedAsWhen: "as soon as", "the moment", "the minute",
// "the second", "the instant", "provided (that)", "assuming (that)", "on
// condition that", "in the event that" and "if and only if" open a
// condition as "when" does, before or after the command, with or without
// a comma (every opener, condition and command). The condition was
// dropped and the command done whatever was so, or not understood. Before
// no subject of a condition ("the second light", "as soon as possible",
// "wait a second", "assuming control") they are no condition.
func TestConditionOpenedAsWhen(t *testing.T) {
	generated(t)
	registered()
	openers := []string{"as soon as", "the moment", "the minute", "the second", "the instant", "provided", "provided that",
		"providing", "assuming", "assuming that", "on condition that", "in the event that", "if and only if"}
	conds := []string{"it is above 25 degrees", "the bedroom is above 26", "the temperature drops below 18", "the front door opens",
		"someone is in the hall", "nobody is there", "the tv is on", "it gets colder than 18 degrees", "the garage door is open"}
	commands := []string{"turn on the ac", "turn off the hall light", "open the blinds", "lock the front door", "switch the heater on"}
	n := 0
	for _, o := range openers {
		for _, c := range conds {
			n += sameCondition(t, o+" "+c, "when "+c, commands, " if ")
		}
	}
	if n < 1500 {
		t.Errorf("%d ways, want at least 1500", n)
	}
	for _, text := range []string{"turn on the second light", "turn on the ac as soon as possible", "the second lamp is on",
		"wait a second", "set a timer for a minute", "turn on the light for a moment", "turn off the second one",
		"the second light in the hall is on turn it off", "dim the light the second time", "turn on the light provided",
		"assuming control turn on the light", "in the event turn on the light"} {
		if got := compiled(text); strings.Contains(got, " if ") {
			t.Errorf("Compile(%q) = %s, want no condition", text, got)
		}
	}
}
